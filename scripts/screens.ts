/**
 * `npm run screens [-- OUT_DIR]`: pictures of the whole product in a minute or two. Builds the
 * client, starts the app on a fresh embedded database with the demo club, signs in as each demo
 * role and writes a phone-sized (360 × 800) and a desktop-sized (1280 × 800) full-page screenshot
 * of every screen that role may open, plus the sign-in screen, in the light and the dark theme, to
 * OUT_DIR/<theme>/<user> (default .tmp/screens; not committed). SCREENS_THEMES=dark (or light)
 * and SCREENS_SIZES=phone narrow it down. The screen list is the app's own (common/navigation/screens.ts), so a new screen
 * is pictured without touching this script.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import type { Role } from '@common/domain/roles';
import { screensFor } from '../client/lib/navigation/links';

const OUT = path.resolve(process.argv[2] ?? '.tmp/screens');
const PORT = Number(process.env.SCREENS_PORT ?? 5198);
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.resolve(`.tmp/screens-data-${process.pid}`);
const PASSWORD = 'klubdemo';
const DEMO_LOGINS: Array<{ username: string; role: Role }> = [
  { username: 'admin', role: 'admin' },
  { username: 'bestyrelse', role: 'board' },
  { username: 'traener', role: 'coach' },
  { username: 'spiller', role: 'player' },
  { username: 'medlem', role: 'member' },
  { username: 'nybruger', role: 'none' },
];
const ALL_SIZES = [
  { name: 'phone', width: 360, height: 800 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const pick = (env: string | undefined, all: readonly string[]) => (env ? env.split(',').filter((x) => all.includes(x)) : all);
const SIZES = ALL_SIZES.filter((size) => pick(process.env.SCREENS_SIZES, ['phone', 'desktop']).includes(size.name));
const THEMES = pick(process.env.SCREENS_THEMES, ['light', 'dark']) as Array<'light' | 'dark'>;

const fileName = (screenPath: string) => (screenPath === '/' ? 'home' : screenPath.slice(1).replace(/\//g, '-'));

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the app did not start within 2 minutes');
}

async function picture(browser: Browser, username: string | null, paths: string[], folder: string, colorScheme: 'light' | 'dark') {
  for (const size of SIZES) {
    const context = await browser.newContext({
      baseURL: BASE,
      viewport: { width: size.width, height: size.height },
      locale: 'da-DK',
      timezoneId: 'Europe/Copenhagen',
      colorScheme,
    });
    const page = await context.newPage();
    if (username) {
      const res = await page.request.post('/api/login', { data: { username, password: PASSWORD } });
      if (!res.ok()) throw new Error(`sign-in as ${username}: ${res.status()}`);
    }
    for (const screenPath of paths) {
      await page.goto(screenPath);
      await page.waitForLoadState('networkidle');
      // Loaded: no skeleton or other busy region left.
      await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, { timeout: 10_000 }).catch(() => undefined);
      await page.screenshot({ path: path.join(folder, `${fileName(screenPath)}-${size.name}.png`), fullPage: true });
    }
    await context.close();
  }
}

async function main() {
  if (spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, NODE_ENV: 'development', LOG_LEVEL: 'warn', PAYMENTS: 'sandbox' },
    detached: true,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  let count = 0;
  try {
    await waitForServer();
    for (const theme of THEMES) {
      const signedOut = path.join(OUT, theme, 'signed-out');
      fs.mkdirSync(signedOut, { recursive: true });
      await picture(browser, null, ['/auth'], signedOut, theme);
      count += SIZES.length;
      for (const { username, role } of DEMO_LOGINS) {
        const folder = path.join(OUT, theme, username);
        fs.mkdirSync(folder, { recursive: true });
        const paths = screensFor(role).map((screen) => screen.path);
        await picture(browser, username, paths, folder, theme);
        count += paths.length * SIZES.length;
        console.log(`${theme} ${username}: ${paths.length} screens`);
      }
    }
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    fs.rmSync(DATA_DIR, { recursive: true, force: true });
  }
  console.log(`${count} screenshots in ${OUT}`);
}

await main();
