import { expect, test } from '@playwright/test';
import { loginViaApi } from './fixtures';

test('the app is installable: a manifest with the club’s name and real PNG icons', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({
    name: 'RU KlubApp',
    short_name: 'RU',
    start_url: '/',
    display: 'standalone',
    lang: 'da',
  });
  for (const src of ['/app-icon-512.png', '/favicon-192x192.png']) {
    expect(manifest.icons.map((i: { src: string }) => i.src)).toContain(src);
    const res = await request.get(src);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    expect((await res.body()).subarray(1, 4).toString()).toBe('PNG');
  }
});

test('offline, the app still shows the last loaded table with a clear notice', async ({ page, context }) => {
  await loginViaApi(page, 'medlem');
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The first load installed the worker; this one runs under it and fills its caches.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.goto('/statistics');
  await expect(page.getByRole('table', { name: /Stilling for Senior 1/ })).toBeVisible();
  // The notification permission is asked once, 2 s after the first signed-in load, and remembered.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('notification-permission-asked')), { timeout: 5000 })
    .not.toBeNull();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Du er offline.').first()).toBeVisible();
  await expect(page.getByRole('table', { name: /Stilling for Senior 1/ })).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/offline.png', fullPage: true });
  await context.setOffline(false);
});

test('logging out, by either path, leaves no offline data of the person on the device', async ({ page }) => {
  const offlineData = () =>
    page.evaluate(async () => ({
      tables: localStorage.getItem('league-tables') !== null,
      apiCache: (await caches.keys()).includes('ru-api'),
    }));
  for (const logout of ['header', 'profile'] as const) {
    await loginViaApi(page, 'medlem');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.goto('/statistics');
    await expect(page.getByRole('table', { name: /Stilling for Senior 1/ })).toBeVisible();
    await expect.poll(offlineData).toEqual({ tables: true, apiCache: true });

    if (logout === 'header') await page.getByRole('button', { name: 'Log ud' }).click();
    else await page.goto('/api/logout');
    await expect(page).toHaveURL(/\/(auth)?$/);
    await expect.poll(offlineData).toEqual({ tables: false, apiCache: false });
  }
});
