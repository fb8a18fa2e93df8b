import lighthouse, {
  defaultConfig,
  desktopConfig,
  type Config,
  type Flags,
  type RunnerResult,
} from 'lighthouse';
import type { Browser } from 'puppeteer-core';
import { SESSION_COOKIE } from '../../server/core/sessions/session-policy';
import { cpuTimeBlocking, type LongTask } from './trace';

export const PRESETS = ['mobile', 'desktop'] as const;
export type Preset = (typeof PRESETS)[number];

/** One run's figures: Lighthouse's own, and the CPU-time estimate of TBT from its trace (trace.ts). */
export interface Sample {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  accessibility: number | null;
  bestPractices: number | null;
  cpuTbt: number;
  longTasks: LongTask[];
}

/** Cold start for one run: nothing cached; signed in (cookie + remembered token) or not. */
export async function prepare(browser: Browser, origin: string, token: string | null) {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' }); // cookies too
  if (token) {
    await page.setCookie({
      name: SESSION_COOKIE,
      value: token,
      url: origin,
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
    });
    // A same-origin page that runs none of the app's code, to write local storage on.
    await page.goto(`${origin}/api/health`);
    await page.evaluate((t) => localStorage.setItem('authToken', t), token);
  }
  await cdp.detach();
  return page;
}

export interface RunOptions {
  browser: Browser;
  chromePort: number;
  origin: string;
  path: string;
  /** The signed-in login's session token, or null for a signed-out run. */
  token: string | null;
  preset: Preset;
  /** Also the accessibility and best-practices categories (S16). */
  s16: boolean;
}

/** One Lighthouse run; a run whose trace came out broken (NO_NAVSTART and the like) is repeated, twice at most. */
export async function measure(options: RunOptions): Promise<{ sample: Sample; result: RunnerResult }> {
  const config: Config = options.preset === 'desktop' ? desktopConfig : defaultConfig;
  const flags: Flags = {
    port: options.chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: options.s16 ? ['performance', 'accessibility', 'best-practices'] : ['performance'],
    // Storage is cleared by prepare(), which keeps the signed-in login's cookie and token.
    disableStorageReset: true,
  };
  for (let attempt = 1; ; attempt++) {
    const page = await prepare(options.browser, options.origin, options.token);
    const result = await lighthouse(`${options.origin}${options.path}`, flags, config, page);
    await page.close();
    if (!result) throw new Error(`Lighthouse gave no result for ${options.path}`);
    if (!result.lhr.runtimeError) return { sample: sampleOf(result), result };
    if (attempt === 3) throw new Error(`${options.path}: ${result.lhr.runtimeError.message}`);
    console.warn(`  ${options.path}: ${result.lhr.runtimeError.code}, measuring again`);
  }
}

function sampleOf({ lhr, artifacts }: RunnerResult): Sample {
  const score = (category: string) => {
    const s = lhr.categories[category]?.score;
    return s === undefined || s === null ? null : s * 100;
  };
  const cpu = cpuTimeBlocking(artifacts.Trace, lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1);
  return {
    performance: score('performance') ?? 0,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    cpuTbt: cpu.blocking,
    longTasks: cpu.longTasks,
  };
}
