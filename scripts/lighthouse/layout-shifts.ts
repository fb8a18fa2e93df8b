import type { Browser } from 'puppeteer-core';
import { prepare } from './measure';

/**
 * Which elements move as a screen loads, and by how much (LH_SHIFTS): Lighthouse 12.2.3's own
 * `layout-shifts` audit fails on Debian's Chromium, so a PerformanceObserver records the
 * `layout-shift` entries with their sources in one cold load at the mobile preset's size, CPU
 * slowed 4× and the network at its slow 4G. Where an element moves depends on what arrives late,
 * not on how busy the machine is.
 */
/*
 * The observer, as the page's own source: a function passed from here would be sent as tsx
 * compiled it, with helpers the page does not have.
 */
const OBSERVER = `
  window.__shifts = [];
  const describe = (node) => {
    if (!(node instanceof Element)) return node ? node.nodeName : '?';
    const classes = [...node.classList].slice(0, 2).map((c) => '.' + c).join('');
    const text = (node.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 30);
    return node.tagName.toLowerCase() + classes + (text ? ' "' + text + '"' : '');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources || []).map((s) =>
        describe(s.node) + ' y ' + Math.round(s.previousRect.y) + '→' + Math.round(s.currentRect.y) +
        ' h ' + Math.round(s.previousRect.height) + '→' + Math.round(s.currentRect.height)).join(', ');
      window.__shifts.push(entry.value.toFixed(4) + ' at ' + Math.round(entry.startTime) + ' ms: ' + sources);
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

export async function layoutShifts(
  browser: Browser,
  origin: string,
  path: string,
  token: string | null,
): Promise<string[]> {
  const page = await prepare(browser, origin, token);
  try {
    await page.emulate({
      viewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
      userAgent: await browser.userAgent(),
    });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.evaluateOnNewDocument(OBSERVER);
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle2', timeout: 120_000 });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await cdp.detach();
    return (await page.evaluate('window.__shifts')) as string[];
  } finally {
    await page.close();
  }
}
