import { chromium, type Page, type Request } from '@playwright/test';

export interface RecordedCall {
  method: string;
  /** Path and query as the client sent it, e.g. /api/chat/messages?channel=… */
  path: string;
  /** A live stream (text/event-stream): done when its headers arrive, then held open. */
  stream: boolean;
  /** The page itself (a fresh start): drawn by the server for a signed-in phone (decision 092). */
  page?: boolean;
  /** Indexes of the calls that had finished before this one started: it waits for them on replay. */
  after: number[];
}

export type ScreenCalls = Record<string, RecordedCall[]>;

async function capture(page: Page, action: () => Promise<void>): Promise<RecordedCall[]> {
  const seen: Array<{ req: Request; method: string; path: string; start: number; end?: number; stream: boolean; page: boolean }> = [];
  const t0 = performance.now();
  const onRequest = (req: Request) => {
    const url = new URL(req.url());
    // The page too: a drawn page carries the reads the app would otherwise ask for after it.
    const page = req.resourceType() === 'document';
    if (page || url.pathname.startsWith('/api/')) seen.push({ req, method: req.method(), path: url.pathname + url.search, start: performance.now() - t0, stream: false, page });
  };
  const onResponse = (res: import('@playwright/test').Response) => {
    const call = seen.find((c) => c.req === res.request());
    if (call && (res.headers()['content-type'] ?? '').includes('text/event-stream')) {
      call.stream = true;
      call.end = performance.now() - t0;
    }
  };
  const onFinished = (req: Request) => {
    const call = seen.find((c) => c.req === req);
    if (call && call.end === undefined) call.end = performance.now() - t0;
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  page.on('requestfinished', onFinished);
  page.on('requestfailed', onFinished);
  try {
    await action();
    await page.getByRole('navigation', { name: 'Hovedmenu' }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    // A stream never goes idle: a short settle for reads started late.
    await page.waitForTimeout(1500);
  } finally {
    page.off('request', onRequest);
    page.off('response', onResponse);
    page.off('requestfinished', onFinished);
    page.off('requestfailed', onFinished);
  }
  return seen.map((c) => ({
    method: c.method,
    path: c.path,
    stream: c.stream,
    ...(c.page ? { page: true } : {}),
    after: seen.flatMap((d, i) => (d !== c && d.end !== undefined && d.end <= c.start ? [i] : [])),
  }));
}

/**
 * The /api/ calls the built client makes when a screen opens (and, on a fresh start, the page), recorded in a real browser
 * (Debian's Chromium) against the bench's own server, so the burst replays exactly these, never
 * a hand-picked list, with the client's order: a call waits on replay for every call that had
 * finished before it started in the browser. '/' is recorded as a fresh app start (a push
 * opening the app); every other screen as the member's next step, a tap in the running app from
 * Hjem (client-side navigation, so reads the client already holds are not asked for again).
 */
export async function recordScreens(base: string, username: string, password: string, screens: string[]): Promise<ScreenCalls> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 }, locale: 'da-DK', timezoneId: 'Europe/Copenhagen' });
    const page = await context.newPage();
    const login = await page.request.post('/api/login', { data: { username, password } });
    if (!login.ok()) throw new Error(`recording: sign-in as ${username} failed (${login.status()})`);
    const result: ScreenCalls = {};
    for (const screen of screens) {
      if (screen === '/') {
        result[screen] = await capture(page, () => page.goto('/', { waitUntil: 'load' }).then(() => undefined));
        continue;
      }
      await page.goto('/', { waitUntil: 'load' });
      await page.getByRole('navigation', { name: 'Hovedmenu' }).waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle').catch(() => undefined);
      result[screen] = await capture(page, async () => {
        // As a tap on a link would: the router's history, no page load.
        await page.evaluate((to) => {
          window.history.pushState({}, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, screen);
        await page.waitForURL(`**${screen}`);
      });
    }
    return result;
  } finally {
    await browser.close();
  }
}
