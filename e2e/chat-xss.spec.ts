import { expect, test } from '@playwright/test';
import { loginViaApi } from './fixtures';

/** S10: ten shapes × ten variants = 100 payloads in chat; each would set window.__xss if it ran. */
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

test('100 XSS payloads in chat messages and a poll stay text in real Chromium', async ({ page }) => {
  test.setTimeout(120_000);
  await loginViaApi(page, 'bestyrelse');
  const all = payloads();
  for (let i = 0; i < all.length; i += 10) {
    const res = await page.request.post('/api/chat/messages', {
      data: { channel: 'serie_4_pulje_9', message: all.slice(i, i + 10).join('\n') },
    });
    expect(res.status()).toBe(200);
  }
  await page.waitForTimeout(10_500); // the posting limit: 10 messages per 10 s
  const poll = await page.request.post('/api/chat/polls', {
    data: { channel: 'serie_4_pulje_9', question: all[1], options: [all[0], all[2]] },
  });
  expect(poll.status()).toBe(200);

  await page.goto('/chat?chatId=serie_4_pulje_9');
  await expect(page.getByRole('group', { name: all[1] })).toBeVisible();
  const texts = await page.locator('.chat-text').allInnerTexts();
  const shown = texts.join('\n');
  for (const payload of all) expect(shown).toContain(payload);
  // Only http(s) addresses became links; nothing injected an element or ran.
  const hrefs = await page
    .locator('.chat-list a[href]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(
    hrefs.every((h) => h.startsWith('https://') || h.startsWith('http://') || h.startsWith('/objects/')),
  ).toBe(true);
  expect(
    await page
      .locator(
        '.chat-list script, .chat-list iframe, .chat-list svg:not(.lucide), .chat-list details, .chat-list img:not(.chat-image):not(.avatar)',
      )
      .count(),
  ).toBe(0);
  await page.mouse.move(200, 300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});
