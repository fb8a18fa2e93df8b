import { expect, test } from '@playwright/test';
import { loginViaApi } from './fixtures';

/** S10: ten shapes × ten variants = 100 payloads; each would set window.__xss if it ever ran. */
function payloads(): string[] {
  const shapes = [
    (n: number) => `<script>window.__xss=${n}</script>`,
    (n: number) => `<img src=x onerror="window.__xss=${n}">`,
    (n: number) => `<svg onload="window.__xss=${n}"></svg>`,
    (n: number) => `javascript:window.__xss=${n}`,
    (n: number) => `https://x.dk/" onmouseover="window.__xss=${n}`,
    (n: number) => `<a href="javascript:window.__xss=${n}">klik</a>`,
    (n: number) => `<iframe srcdoc="<script>parent.__xss=${n}</script>"></iframe>`,
    (n: number) => `"><script>window.__xss=${n}</script>`,
    (n: number) => `<details open ontoggle="window.__xss=${n}">x</details>`,
    (n: number) => `www.x.dk/<img src=x onerror=window.__xss=${n}>`,
  ];
  return shapes.flatMap((shape, s) => Array.from({ length: 10 }, (_, v) => shape(s * 10 + v + 1)));
}

test('100 XSS payloads in announcements stay text in real Chromium', async ({ page }) => {
  test.setTimeout(180_000);
  await loginViaApi(page, 'admin');
  const all = payloads();
  const ids: number[] = [];
  for (let i = 0; i < all.length; i += 10) {
    const chunk = all.slice(i, i + 10);
    const res = await page.request.post('/api/announcements', {
      data: { title: chunk[0], content: chunk.join('\n'), important: false },
    });
    expect(res.status()).toBe(201);
    ids.push((await res.json()).id);
  }
  try {
    await page.goto('/admin/announcements');
    const items = page.locator('.announcement-item');
    await expect(items.first()).toBeVisible();
    // Expand every long text (each click turns one 'Læs mere' into 'Vis mindre').
    const more = page.getByRole('button', { name: 'Læs mere' });
    for (let left = await more.count(); left > 0; left--) {
      await more.first().click();
      await expect(more).toHaveCount(left - 1);
    }
    for (const link of (await page.locator('.announcement-item a').all()).slice(0, 10)) await link.hover();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator(['.announcement-text', '.announcement-title'].flatMap((c) => ['script', 'img', 'svg', 'iframe', 'details'].map((t) => `${c} ${t}`)).join(', ')).count()).toBe(0);
    const hrefs = await page.locator('.announcement-item a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.every((h) => /^https:\/\//.test(h))).toBe(true);
    // The text reads exactly as typed.
    await expect(page.getByText(all[0]!, { exact: true }).first()).toBeVisible();
  } finally {
    await Promise.all(ids.map((id) => page.request.delete(`/api/announcements/${id}`)));
  }
});
