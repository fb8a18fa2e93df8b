import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { loggedInRoutes, loggedOutRoutes } from '../client/app/routes';
import { DEMO_PASSWORD, type DemoUser } from './fixtures';

/**
 * Every screen fits a phone (F22) and reads well in both themes (decision 077):
 * nothing is wider than the viewport, so nothing scrolls sideways, and axe finds no serious or
 * critical violation in the light theme nor in the dark one (the phone's setting, decision 075).
 * The routes come from the client's own route tables, so a new screen is checked without touching
 * this file. One browser context per viewer and one load per screen keep it quick: the dark theme
 * is the same page with the media feature switched, and since it changes colours only, axe's
 * colour rules are what it runs there.
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

/** Rules held at any impact: a skipped heading level (moderate to axe) loses a screen-reader user in a list of cards. */
const STRICT_RULES = ['heading-order'];

/** Serious and critical axe violations (and any of STRICT_RULES) on the page as it stands, `rules` only if given. */
async function axeProblems(page: Page, rules?: string[]) {
  // Judge the settled page: a colour transition caught half-way is not what anyone reads (skeletons and spinners run for ever and are left out).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // A long list's cards are one component many times: the first few stand for the rest.
  const builder = new AxeBuilder({ page }).exclude('li:nth-child(n+4)').exclude('tbody tr:nth-child(n+4)');
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || STRICT_RULES.includes(v.id))
    .map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

/** The rules the dark theme can change the outcome of: it changes colours and nothing else. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The structure of the open page: its elements' tags and classes, without text. Another role's
 * view of a screen with the same structure (the access-denied screen, most of all) looks and reads
 * the same, so axe is not run on it twice.
 */
const structure = (page: Page) =>
  page.evaluate(() => {
    // Only what axe looks at: a list's items and a table's rows past the third are left out of
    // axe (axeProblems), so a list of twelve cards is the same page to it as one of three.
    const checked = (el: Element) => !el.matches('li:nth-child(n+4), tbody tr:nth-child(n+4)');
    const walk = (el: Element): string => `${el.tagName}.${el.getAttribute('class') ?? ''}(${[...el.children].filter(checked).map(walk).join()})`;
    return walk(document.body);
  });
const checkedStructures = new Set<string>();

/** Both themes' axe findings for the open page, and the page back in the light theme. */
async function accessible(page: Page, url: string, problems: string[]) {
  const seen = await structure(page);
  if (checkedStructures.has(seen)) return;
  checkedStructures.add(seen);
  await page.emulateMedia({ colorScheme: 'light' });
  for (const found of await axeProblems(page)) problems.push(`${url} light: ${found}`);
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const found of await axeProblems(page, COLOUR_RULES)) problems.push(`${url} dark: ${found}`);
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Opens a screen, waits until its data has arrived, and reports it if it is wider than the phone (and, with `axe`, what axe finds). */
async function check(page: Page, url: string, problems: string[], axe = false) {
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
  if (axe) await accessible(page, url, problems);
}

async function signedIn(browser: Browser, username: DemoUser) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const res = await page.request.post('/api/login', { data: { username, password: DEMO_PASSWORD } });
  expect(res.ok(), `login as ${username}`).toBeTruthy();
  return { context, page };
}

for (const role of ROLES) {
  test(`every screen fits a ${PHONE.width} px phone and axe finds nothing serious in either theme for ${role}`, async ({ browser }) => {
    // Three checks a screen (the width, axe light, axe dark's colour rules): more than the default minute.
    test.setTimeout(loggedInRoutes.length * 15_000);
    const { context, page } = await signedIn(browser, role);
    const problems: string[] = [];
    for (const { path } of loggedInRoutes) await check(page, path, problems, true);
    expect(problems).toEqual([]);
    await context.close();
  });
}

test('every public screen and registration form fits phones from 360 to 430 px, and axe finds nothing serious in either theme', async ({ browser, request }) => {
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
    for (const url of urls) await check(page, url, problems, width === 360);
  }
  expect(problems).toEqual([]);
  await context.close();
});
