/**
 * `npm run lighthouse`: Lighthouse on every screen a person opens, as the demo logins that open it
 * (P5), on the mobile and the desktop preset, with a table of medians and PASS/MISS per target.
 * Not part of `npm test`: the numbers depend on the machine and on what else runs on it.
 *
 * The screens are the app's screen table, each as every demo login whose role the app gives it to,
 * and the flow screens (scripts/lighthouse/screens.ts). Each row's runs are cold (HTTP cache,
 * service worker, Cache Storage and IndexedDB cleared), signed in as a remembered login (its
 * session cookie and token, what 'Husk mig' leaves) or signed out. Medlemmer is measured in the
 * demo club with LH_MEMBERS (2,000) extra members, on a second fresh database.
 *
 * Environment (docs/performance.md, "Lighthouse"):
 *   LH_SCREENS  paths or labels (`/training,Medlemmer`), default all
 *   LH_ROLES    logins or `signed-out` (`spiller,admin`), default all
 *   LH_PRESET   `mobile,desktop` (default both)
 *   LH_RUNS     runs per row, median taken (default 3)
 *   LH_APPS     checkouts to compare in the same run, interleaved run by run (A, B, …; default `.`)
 *   LH_PORT     the first app's port (default 5422; the next apps take the ports after it)
 *   LH_MEMBERS  the big club's extra members (default 2000)
 *   LH_NO_BUILD=1 reuse each checkout's dist/; LH_JSON_DIR write each run's report there;
 *   LH_S16=1 also accessibility and best practices; LH_SHIFTS=1 also list the layout shifts'
 *   sources (layout-shifts.ts); LH_VERBOSE=1 every run's figures; CHROME_PATH (/usr/bin/chromium);
 *   LH_PROXY=caddy through Caddy with TLS and HTTP/2 (LH_PROXY_PORT, default 9443), as deployed.
 */
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { startApp, type RunningApp } from './lighthouse/app';
import { layoutShifts } from './lighthouse/layout-shifts';
import { measure, PRESETS, type Preset, type Sample } from './lighthouse/measure';
import { allRows, selectRows, type Club } from './lighthouse/screens';
import { formatLongTasks, formatTable, verdictOf, type MeasuredRow } from './lighthouse/table';

const env = process.env;
const RUNS = Number(env.LH_RUNS ?? 3);
const PORT = Number(env.LH_PORT ?? 5422);
const PROXY_PORT = env.LH_PROXY === 'caddy' ? Number(env.LH_PROXY_PORT ?? 9443) : null;
const MEMBERS = Number(env.LH_MEMBERS ?? 2000);
const CHROME_PATH = env.CHROME_PATH ?? '/usr/bin/chromium';
const JSON_DIR = env.LH_JSON_DIR ? path.resolve(env.LH_JSON_DIR) : null;
const S16 = Boolean(env.LH_S16);
const APPS = (env.LH_APPS ?? '.').split(',').map((dir) => path.resolve(dir.trim()));
const presets = (env.LH_PRESET ?? 'mobile,desktop').split(',').map((p) => p.trim()) as Preset[];
for (const p of presets)
  if (!PRESETS.includes(p)) throw new Error(`LH_PRESET: '${p}' is not one of ${PRESETS.join(', ')}`);
const rows = selectRows(allRows(), env.LH_SCREENS, env.LH_ROLES);

const load = () => os.loadavg()[0]!;
const uptime = () => execSync('uptime').toString().trim();
const appName = (i: number) => (APPS.length > 1 ? String.fromCharCode(65 + i) : null);
function describe(dir: string) {
  const git = (args: string[]) => spawnSync('git', args, { cwd: dir, encoding: 'utf8' }).stdout.trim();
  return `${dir} at ${git(['rev-parse', '--short', 'HEAD'])}${git(['status', '--porcelain', '--untracked-files=no']) ? ' (with changes)' : ''}`;
}

async function main() {
  if (!rows.length) throw new Error('nothing to measure');
  if (!env.LH_NO_BUILD) {
    for (const dir of APPS) {
      if (
        spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: dir, stdio: 'inherit' }).status !== 0
      )
        process.exit(1);
    }
  }
  if (PROXY_PORT && spawnSync('caddy', ['version']).error) {
    throw new Error('LH_PROXY=caddy needs caddy on the PATH (Debian: apt-get install caddy)');
  }
  if (JSON_DIR) fs.mkdirSync(JSON_DIR, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      // A local proxy's certificate (Caddy's `tls internal`) is not one the browser knows.
      ...(PROXY_PORT ? ['--ignore-certificate-errors'] : []),
    ],
  });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  console.log(
    `Lighthouse ${presets.join(' and ')}, simulated throttling, median of ${RUNS} per row, ${rows.length} screen × login rows`,
  );
  console.log(
    `${(await browser.version()).trim()} (${CHROME_PATH}); ${PROXY_PORT ? 'through Caddy, HTTP/2' : 'HTTP/1.1 to the app'}`,
  );
  APPS.forEach((dir, i) => console.log(`${appName(i) ?? 'App'}: ${describe(dir)}`));
  console.log(`Before: ${uptime()}\n`);
  const measured: MeasuredRow[] = [];
  let apps: RunningApp[] = [];
  try {
    for (const club of ['demo', 'big'] as Club[]) {
      const clubRows = rows.filter((r) => r.club === club);
      if (!clubRows.length) continue;
      apps = await Promise.all(
        APPS.map((dir, i) =>
          startApp({
            dir,
            port: PORT + i,
            club,
            bigClubMembers: MEMBERS,
            proxyPort: PROXY_PORT ? PROXY_PORT + i : null,
            dataDir: path.resolve(`.tmp/lighthouse-data-${process.pid}-${i}`),
          }),
        ),
      );
      for (const row of clubRows) {
        for (const preset of presets) {
          const before = load();
          const samples: Sample[][] = apps.map(() => []);
          const paths = await Promise.all(apps.map((app) => app.pathOf(row)));
          // A, B, A, B: the checkouts share each minute's load alike.
          for (let run = 0; run < RUNS; run++) {
            for (const [i, app] of apps.entries()) {
              const token = row.as === 'signed-out' ? null : await app.token(row.as);
              const { sample, result } = await measure({
                browser,
                chromePort: chrome.port,
                origin: app.origin,
                path: paths[i]!,
                token,
                preset,
                s16: S16,
              });
              samples[i]!.push(sample);
              const name = `${row.as}${paths[i]!.replace(/\//g, '-')}-${preset}${appName(i) ?? ''}-${run + 1}`;
              if (JSON_DIR) fs.writeFileSync(path.join(JSON_DIR, `${name}.json`), JSON.stringify(result.lhr));
              if (env.LH_VERBOSE)
                console.log(
                  `  ${name}: ${JSON.stringify({ ...sample, longTasks: sample.longTasks.length })}`,
                );
            }
          }
          const after = load();
          for (const [i] of apps.entries()) {
            const one: MeasuredRow = {
              row,
              path: paths[i]!,
              app: appName(i),
              preset,
              samples: samples[i]!,
              load: [before, after],
            };
            measured.push(one);
            console.log(formatTable([one], S16, MEMBERS).split('\n')[2]);
          }
          if (env.LH_SHIFTS && preset === 'mobile') {
            for (const [i, app] of apps.entries()) {
              const token = row.as === 'signed-out' ? null : await app.token(row.as);
              const shifts = await layoutShifts(browser, app.origin, paths[i]!, token);
              console.log(
                `  layout shifts${appName(i) ? ` [${appName(i)}]` : ''}: ${shifts.length ? shifts.join('; ') : 'none'}`,
              );
            }
          }
        }
      }
      await Promise.all(apps.map((app) => app.stop()));
      apps = [];
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
    await Promise.all(apps.map((app) => app.stop()));
  }
  console.log(`\nAfter: ${uptime()}\n`);
  console.log(formatTable(measured, S16, MEMBERS));
  const longTasks = formatLongTasks(measured, S16);
  if (longTasks)
    console.log(`\nLong tasks by CPU time (the median run of each row that misses TBT):\n${longTasks}`);
  const missed = measured.filter((m) => verdictOf(m, S16).missed.length);
  console.log(
    missed.length
      ? `\n${missed.length} of ${measured.length} rows miss a target.`
      : '\nEvery row meets its targets.',
  );
}

await main();
