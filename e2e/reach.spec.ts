import { expect, test, type Page, type Request } from '@playwright/test';
import { screensFor } from '../client/lib/navigation/links';
import { SCREENS, type ScreenPath } from '../common/navigation/screens';
import type { Role } from '../common/domain/roles';
import { expectNoSeriousA11yViolations, loginViaApi, type DemoUser } from './fixtures';

/**
 * F15, F19, F30, walked in Chromium:
 * - every role reaches, from Hjem and by the app's own links, exactly the screens the permission
 *   matrix lets it use (item 19);
 * - no page breaks the CSP (zod's JIT probe, item 15), logs a console error or gets an answer
 *   >= 400 that the app asked for (item 30), signed out or in any role.
 */

const DEMO: Array<{ user: DemoUser; role: Role }> = [
  { user: 'admin', role: 'admin' },
  { user: 'bestyrelse', role: 'board' },
  { user: 'traener', role: 'coach' },
  { user: 'spiller', role: 'player' },
  { user: 'medlem', role: 'member' },
  { user: 'nybruger', role: 'none' },
];
const NON_STAFF = DEMO.filter(({ role }) => role === 'player' || role === 'member' || role === 'none');

/** Every signed-in route: the listed screens and the flow screens. */
const SIGNED_IN_PATHS = [...Object.keys(SCREENS), '/admin/players', '/payment', '/subscribe', '/abonnement'];
const SIGNED_OUT_PATHS = ['/', '/auth', '/register/player', '/register/coach', '/register/board', '/payment-success'];
const LONG_LIVED = /\/api\/chat\/stream/;

/** Records what must stay empty: CSP violations, console errors, failed answers. */
function watch(page: Page) {
  const problems: string[] = [];
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (!LONG_LIVED.test(request.url())) inFlight.add(request);
  });
  // Answered is enough: a body the page never reads (a 401 it only checks) would never finish.
  page.on('response', (response) => inFlight.delete(response.request()));
  page.on('requestfailed', (request) => inFlight.delete(request));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()} console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()} page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${page.url()} ${response.request().method()} ${response.url()} → ${response.status()}`);
  });
  // Reported by the browser even when the page catches the error (zod's probe does).
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return {
    problems,
    /** The screen has drawn (no spinner) and every request it started has come back. */
    async settle() {
      // Let the router start the new screen (its lazy chunk and reads) before asking whether all is loaded.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
      await expect(page.getByRole('status').filter({ hasText: 'Indlæser' })).toHaveCount(0);
      await expect.poll(() => [...inFlight].map((request) => request.url())).toEqual([]);
    },
  };
}

/** Same-origin app links on the page (not the API, not downloads), as paths without query. */
async function linksOn(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
  return [...new Set(hrefs.filter((href) => !href.startsWith('/api/')))];
}

/** Moves the app to a path as its own links do (no reload): the app has loaded once already. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const isListed = (path: string): path is ScreenPath => Object.prototype.hasOwnProperty.call(SCREENS, path);

for (const { user, role } of DEMO) {
  test(`${user} (${role}) reaches from Hjem exactly the screens the matrix gives them, without errors`, async ({ page }) => {
    const watched = watch(page);
    await loginViaApi(page, user);
    const reached = new Set<string>();
    const queue: string[] = ['/'];
    while (queue.length > 0) {
      const path = queue.shift()!;
      if (reached.has(path)) continue;
      reached.add(path);
      await openInApp(page, path);
      await watched.settle();
      // The links read below are the new screen's: it has replaced the one before and is shown
      // (a lazy screen keeps the old one on display until its chunk has loaded).
      await expect(page.locator(`[data-screen="${path}"]:not([data-waiting])`), `${user} on ${path}`).toHaveCount(1);
      // The screen opens for this role: no denial, no redirect home.
      await expect(page, `${user} on ${path}`).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      await expect(page.getByText(/Adgang n(æ|Æ)gtet|Ikke autoriseret/), `${user} on ${path}`).toHaveCount(0);
      if (path === '/') await expectNoSeriousA11yViolations(page);
      for (const link of await linksOn(page)) if (isListed(link) && !reached.has(link)) queue.push(link);
    }
    const allowed = screensFor(role).map((screen) => screen.path);
    expect([...reached].sort()).toEqual([...allowed].sort());
    expect(watched.problems).toEqual([]);
  });
}

test('signed out: every page loads without CSP violations, console errors or failed requests', async ({ page }) => {
  const watched = watch(page);
  for (const path of [...SIGNED_OUT_PATHS, '/matches', '/admin']) {
    await page.goto(path);
    await watched.settle();
  }
  expect(watched.problems).toEqual([]);
});

for (const { user, role } of NON_STAFF) {
  test(`${user} (${role}) opens every route, also those it may not use, without failing requests`, async ({ page }) => {
    const watched = watch(page);
    await loginViaApi(page, user);
    for (const path of SIGNED_IN_PATHS) {
      await openInApp(page, path);
      await watched.settle();
    }
    expect(watched.problems).toEqual([]);
  });
}
