/**
 * `npx tsx scripts/admin-lists-bench.ts [OUT_DIR]`: the admin lists at a real club's size. Starts
 * the built app on a fresh embedded database with the demo club plus DEMO_EXTRA_MEMBERS (default
 * 450, about 500 people), signs in as admin, and for a phone (360 × 800) and a desktop
 * (1280 × 800) screenshots Medlemmer, Spillere and Kontingent, and measures how long the first
 * list and a search keystroke take to render, and the longest main-thread task meanwhile.
 * Build the client first (npx vite build). Numbers vary with the machine; they are for looking at.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

const OUT = path.resolve(process.argv[2] ?? '.tmp/admin-lists');
const PORT = Number(process.env.BENCH_PORT ?? 5427);
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.resolve(`.tmp/admin-lists-data-${process.pid}`);
const EXTRA = process.env.DEMO_EXTRA_MEMBERS ?? '450';

async function waitForServer() {
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the app did not start within 4 minutes');
}

/** Milliseconds from now until the page has painted twice, plus the longest task seen. */
async function measure(page: Page, act: () => Promise<void>, ready: () => Promise<void>) {
  await page.evaluate(() => {
    const w = window as unknown as { __longest: number };
    w.__longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longest = Math.max(w.__longest, e.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
  const start = Date.now();
  await act();
  await ready();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const ms = Date.now() - start;
  const longest = await page.evaluate(() => (window as unknown as { __longest: number }).__longest);
  return { ms, longestTaskMs: Math.round(longest) };
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DEMO_EXTRA_MEMBERS: EXTRA,
    },
    stdio: 'inherit',
    // Its own process group, so the server under npx and tsx goes with it.
    detached: true,
  });
  try {
    await waitForServer();
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox'],
    });
    const results: Record<string, unknown> = {};
    for (const size of [
      { name: 'phone', width: 360, height: 800 },
      { name: 'desktop', width: 1280, height: 800 },
    ]) {
      const context = await browser.newContext({
        baseURL: BASE,
        viewport: size,
        locale: 'da-DK',
        timezoneId: 'Europe/Copenhagen',
      });
      const page = await context.newPage();
      const login = await page.request.post('/api/login', {
        data: { username: 'admin', password: 'klubdemo' },
      });
      if (!login.ok()) throw new Error(`sign-in: ${login.status()}`);
      await page.goto('/');
      for (const [name, url, heading, search] of [
        ['members', '/admin/members', 'Medlemmer', 'Søg'],
        ['players', '/admin/players', 'Spillere', 'Søg'],
        ['kontingent', '/admin/kontingent', 'Kontingent', 'Søg efter medlem'],
        ['kontingent-payments', '/admin/kontingent?tab=payments', 'Kontingent', 'Søg efter medlem'],
      ] as const) {
        const rows = page.locator('.person-card, .data-table tbody tr, .kontingent-users .list-item');
        const first = await measure(
          page,
          () => page.goto(url).then(() => undefined),
          () => rows.first().waitFor(),
        );
        await page.getByRole('heading', { name: heading, exact: true }).waitFor();
        const count = await rows.count();
        await page.screenshot({ path: path.join(OUT, `${name}-${size.name}.png`) });
        const keystroke = await measure(
          page,
          () => page.getByLabel(search, { exact: true }).fill('an'),
          () => page.waitForURL(/q=an/),
        );
        await page.getByLabel(search, { exact: true }).fill('');
        results[`${name}/${size.name}`] = { rowsDrawn: count, firstList: first, searchKeystroke: keystroke };
      }
      await context.close();
    }
    await browser.close();
    console.log(JSON.stringify(results, null, 2));
    fs.writeFileSync(path.join(OUT, 'results.json'), JSON.stringify(results, null, 2));
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    fs.rmSync(DATA_DIR, { recursive: true, force: true });
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
