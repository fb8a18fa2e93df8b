/**
 * `npm run lighthouse`: Lighthouse mobile scores of the screens opened most (P5).
 * Builds the client, starts the app on a fresh embedded database with the demo club, and runs
 * Lighthouse (mobile form factor, default simulated throttling) in Debian's Chromium, headless,
 * several times per screen; prints the median Performance, LCP, TBT, CLS, Accessibility and Best
 * Practices of each screen and a
 * PASS/MISS line per target (docs/performance.md, section Lighthouse).
 *
 * Signed-in screens are measured as a remembered demo player opens them: the session cookie and
 * the token in local storage (what signing in with "Husk mig" leaves), everything else cold: HTTP
 * cache, service worker, Cache Storage and IndexedDB are cleared before every run.
 *
 * Environment: LH_RUNS (default 5), LH_URLS (comma-separated paths, default all five),
 * LH_PORT (default 5422), LH_JSON_DIR (write each run's full report JSON there, for profiling),
 * LH_NO_BUILD=1 (reuse dist/client), CHROME_PATH (default /usr/bin/chromium),
 * LH_PROXY=caddy (open the screens through Caddy in front of the app, as docs/deploy.md deploys
 * it: TLS with HTTP/2 on https://localhost:LH_PROXY_PORT, default 9443, Caddy's local certificate
 * accepted; needs `caddy` on the PATH, Debian's package `caddy`).
 * Not part of `npm test`: the numbers depend on the machine and on what else runs on it.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { SESSION_COOKIE } from '../server/core/sessions/session-policy';

const PORT = Number(process.env.LH_PORT ?? 5422);
const BASE = `http://127.0.0.1:${PORT}`;
const PROXY_PORT = Number(process.env.LH_PROXY_PORT ?? 9443);
const THROUGH_CADDY = process.env.LH_PROXY === 'caddy';
/** Where the browser opens the screens: the app itself, or the deployment's proxy in front of it. */
const ORIGIN = THROUGH_CADDY ? `https://localhost:${PROXY_PORT}` : BASE;
const RUNS = Number(process.env.LH_RUNS ?? 5);
const URLS = (process.env.LH_URLS ?? '/auth,/,/matches,/chat,/statistics').split(',').map((u) => u.trim());
const JSON_DIR = process.env.LH_JSON_DIR ? path.resolve(process.env.LH_JSON_DIR) : null;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DATA_DIR = path.resolve(`.tmp/lighthouse-data-${process.pid}`);
const DEMO_PLAYER = { username: 'spiller', password: 'klubdemo' };
const SIGNED_OUT = new Set(['/auth']);

const TARGETS = {
  performance: { limit: 95, better: 'higher', show: (v: number) => String(Math.round(v)) },
  lcp: { limit: 1800, better: 'lower', show: (v: number) => `${(v / 1000).toFixed(2)} s` },
  tbt: { limit: 100, better: 'lower', show: (v: number) => `${Math.round(v)} ms` },
  cls: { limit: 0.02, better: 'lower', show: (v: number) => v.toFixed(3) },
  // S16: accessibility 100 and best practices ≥ 95 on the main screens.
  accessibility: { limit: 100, better: 'higher', show: (v: number) => String(Math.round(v)) },
  bestPractices: { limit: 95, better: 'higher', show: (v: number) => String(Math.round(v)) },
} as const;
type Metric = keyof typeof TARGETS;
type Sample = Record<Metric, number>;

async function answers(): Promise<boolean> {
  try {
    return (await fetch(`${BASE}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** Caddy answers once it has made its certificate and reaches the app. */
async function waitForProxy() {
  for (let i = 0; i < 60; i++) {
    const status = await new Promise<number>((resolve) =>
      https
        // Caddy's local certificate: only this readiness check and the browser accept it.
        .get(`${ORIGIN}/api/health`, { rejectUnauthorized: false }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on('error', () => resolve(0)),
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Caddy did not answer on ${ORIGIN} within 30 s`);
}

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    if (await answers()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the app did not start within 2 minutes');
}

/** Signs the demo player in over the API: the token (cookie value and local storage alike). */
async function signIn(): Promise<string> {
  const res = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEMO_PLAYER, rememberMe: true }),
  });
  if (!res.ok) throw new Error(`sign-in as ${DEMO_PLAYER.username}: ${res.status}`);
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  const body = (await res.json()) as { token?: string };
  const token = body.token ?? setCookie?.split(';')[0]?.split('=')[1];
  if (!token) throw new Error('sign-in answered no token');
  return token;
}

/** Cold start for one run: nothing cached; signed in (cookie + remembered token) or not. */
async function prepare(browser: Browser, token: string | null) {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: ORIGIN, storageTypes: 'all' }); // cookies too
  if (token) {
    await page.setCookie({ name: SESSION_COOKIE, value: token, url: ORIGIN, path: '/', httpOnly: true, sameSite: 'Lax' });
    // A same-origin page that runs none of the app's code, to write local storage on.
    await page.goto(`${ORIGIN}/api/health`);
    await page.evaluate((t) => localStorage.setItem('authToken', t), token);
  }
  await cdp.detach();
  return page;
}

/** One Lighthouse run; a run whose trace came out broken (NO_NAVSTART and the like) is repeated, twice at most. */
async function measure(browser: Browser, url: string, token: string, flags: Flags) {
  for (let attempt = 1; ; attempt++) {
    const page = await prepare(browser, SIGNED_OUT.has(url) ? null : token);
    const result = await lighthouse(`${ORIGIN}${url}`, flags, undefined, page);
    await page.close();
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError) return result;
    if (attempt === 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    console.warn(`  ${url}: ${result.lhr.runtimeError.code}, measuring again`);
  }
}

function sample(lhr: { categories: Record<string, { score: number | null }>; audits: Record<string, { numericValue?: number }> }): Sample {
  return {
    performance: (lhr.categories.performance?.score ?? 0) * 100,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    accessibility: (lhr.categories.accessibility?.score ?? 0) * 100,
    bestPractices: (lhr.categories['best-practices']?.score ?? 0) * 100,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Caddy as docs/deploy.md runs it (TLS, HTTP/2, the chat stream unbuffered), with one instance
 * behind it: the app this script started. Its own files stay under DATA_DIR.
 */
function startCaddy() {
  const dir = path.join(DATA_DIR, 'caddy');
  fs.mkdirSync(dir, { recursive: true });
  const caddyfile = path.join(dir, 'Caddyfile');
  fs.writeFileSync(
    caddyfile,
    `{\n\tadmin off\n\tskip_install_trust\n\tauto_https disable_redirects\n\thttps_port ${PROXY_PORT}\n}\n` +
      `localhost:${PROXY_PORT} {\n\ttls internal\n\treverse_proxy 127.0.0.1:${PORT} {\n\t\tflush_interval -1\n\t}\n}\n`,
  );
  const caddy = spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    stdio: 'ignore',
    env: { ...process.env, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
  });
  return caddy;
}

async function main() {
  if (!process.env.LH_NO_BUILD && spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' }).status !== 0) {
    process.exit(1);
  }
  if (THROUGH_CADDY && spawnSync('caddy', ['version']).error) {
    throw new Error('LH_PROXY=caddy needs caddy on the PATH (Debian: apt-get install caddy)');
  }
  // Another app on the port would be measured instead of this build.
  if (await answers()) throw new Error(`port ${PORT} is taken: set LH_PORT to a free one`);
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  if (JSON_DIR) fs.mkdirSync(JSON_DIR, { recursive: true });
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, NODE_ENV: 'development', LOG_LEVEL: 'warn', PAYMENTS: 'sandbox', LOGIN_IP_LIMIT: '10000' },
    detached: true,
  });
  const caddy = THROUGH_CADDY ? startCaddy() : null;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      // A local proxy's certificate (Caddy's `tls internal`) is not one the browser knows.
      ...(THROUGH_CADDY ? ['--ignore-certificate-errors'] : []),
    ],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const failures: string[] = [];
  try {
    await waitForServer();
    if (caddy) await waitForProxy();
    const token = await signIn();
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      formFactor: 'mobile',
      // Storage is cleared by prepare(), which keeps the signed-in player's cookie and token.
      disableStorageReset: true,
    };
    console.log(`Lighthouse mobile, simulated throttling, median of ${RUNS} per screen (${CHROME_PATH}, ${ORIGIN})`);
    for (const url of URLS) {
      const samples: Sample[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await measure(browser, url, token, flags);
        const s = sample(result.lhr);
        samples.push(s);
        if (JSON_DIR) {
          const name = `${url === '/' ? 'home' : url.slice(1).replace(/\//g, '-')}-${run + 1}.json`;
          fs.writeFileSync(path.join(JSON_DIR, name), JSON.stringify(result.lhr));
        }
        if (process.env.LH_VERBOSE) console.log(`  ${url} run ${run + 1}: ${JSON.stringify(s)}`);
      }
      const line = (Object.keys(TARGETS) as Metric[]).map((metric) => {
        const target = TARGETS[metric];
        const value = median(samples.map((s) => s[metric]));
        const pass = target.better === 'higher' ? value >= target.limit : value <= target.limit;
        if (!pass) failures.push(`${url} ${metric}`);
        return { metric, value, pass, text: `${metric.toUpperCase()} ${target.show(value)}` };
      });
      console.log(`\n${url}  ${line.map((l) => l.text).join('  ')}`);
      for (const l of line) {
        const target = TARGETS[l.metric];
        const goal = `${target.better === 'higher' ? '≥' : '≤'} ${target.show(target.limit)}`;
        console.log(`  ${l.pass ? 'PASS' : 'MISS'} ${l.metric.padEnd(11)} ${target.show(l.value).padStart(8)}  (target ${goal})`);
      }
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
    caddy?.kill();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    fs.rmSync(DATA_DIR, { recursive: true, force: true });
  }
  console.log(failures.length ? `\n${failures.length} target(s) missed: ${failures.join(', ')}` : '\nEvery target met.');
}

await main();
