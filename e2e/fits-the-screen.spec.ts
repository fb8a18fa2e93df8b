import { expect, test, type Browser, type Page } from '@playwright/test';
import { loggedInRoutes, loggedOutRoutes } from '../client/app/routes';
import { DEMO_PASSWORD, type DemoUser } from './fixtures';

/**
 * Every screen fits a phone (issue 10 item 22): nothing is wider than the viewport, so nothing
 * scrolls sideways. The routes come from the client's own route tables, so a new screen is
 * checked without touching this file. One browser context per viewer keeps it quick.
 */
const PHONE = { width: 360, height: 780 };
const ROLES: DemoUser[] = ['admin', 'bestyrelse', 'traener', 'spiller', 'medlem', 'nybruger'];

/** What overflows on the current page: the page width and the outermost elements past the right edge. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
    const past = [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > width + 0.5);
    const outermost = past.filter((el) => !past.includes(el.parentElement!)).slice(0, 5).map(describe);
    return { scrollWidth, width, outermost };
  });
}

/** Opens a screen, waits until its data has arrived, and reports it if it is wider than the phone. */
async function check(page: Page, url: string, problems: string[]) {
  // A fresh load each time: the router keeps the old screen up while the next one's code loads,
  // so an in-app navigation would give no reliable moment at which the new screen is complete.
  await page.goto(url);
  // Loaded: a screen is up and no loading state is left (index.html's and the splash's aria-busy,
  // the spinners' and cards' 'Indlæser...'). Checked every frame: expect's back-off would double the time.
  await page.waitForFunction(
    () => document.querySelector('main') !== null && document.querySelector('[aria-busy="true"]') === null && !document.body.textContent!.includes('Indlæser...'),
    undefined,
    { polling: 'raf' },
  );
  const found = await overflow(page);
  if (found) problems.push(`${url} at ${found.width}px is ${found.scrollWidth}px wide: ${found.outermost.join(', ')}`);
}

async function signedIn(browser: Browser, username: DemoUser) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const res = await page.request.post('/api/login', { data: { username, password: DEMO_PASSWORD } });
  expect(res.ok(), `login as ${username}`).toBeTruthy();
  return { context, page };
}

for (const role of ROLES) {
  test(`every screen fits a ${PHONE.width} px phone for ${role}`, async ({ browser }) => {
    const { context, page } = await signedIn(browser, role);
    const problems: string[] = [];
    for (const { path } of loggedInRoutes) await check(page, path, problems);
    expect(problems).toEqual([]);
    await context.close();
  });
}

test('every public screen and registration form fits phones from 360 to 430 px', async ({ browser, request }) => {
  // A registration form is only shown for a valid link: one fresh link of each kind.
  const login = await request.post('/api/login', { data: { username: 'admin', password: DEMO_PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const urls: string[] = ['/auth?register=true'];
  for (const { path } of loggedOutRoutes) {
    const kind = /^\/register\/(player|coach|board)$/.exec(path)?.[1];
    if (!kind) {
      urls.push(path);
      continue;
    }
    const res = await request.post(`/api/admin/generate-${kind}-registration-link`, { data: { team: kind === 'board' ? null : 'serie_5_pulje_6' } });
    expect(res.ok(), `${kind} link`).toBeTruthy();
    urls.push(`${path}?token=${((await res.json()) as { token: string }).token}`);
  }

  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  for (const width of [360, 430]) {
    await page.setViewportSize({ width, height: PHONE.height });
    for (const url of urls) await check(page, url, problems);
  }
  expect(problems).toEqual([]);
  await context.close();
});
