import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginViaApi } from './fixtures';

const SHOTS = process.env.E2E_SHOTS_DIR;

/**
 * Arrangementer (decision 108) on a phone: the demo julefrokost is full; a member joins the
 * waiting list from the arrangement's page; the board sees the waiting list and downloads the list.
 */
test('a member joins the full julefrokost’s waiting list; the board sees it and downloads the participant list', async ({ browser }) => {
  for (const scheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: scheme });
    const page = await context.newPage();
    await loginViaApi(page, scheme === 'light' ? 'spiller' : 'medlem');
    await page.goto('/arrangementer');
    const card = page.getByRole('link', { name: /Julefrokost/ });
    await expect(card).toBeVisible();
    await expect(page.getByText('Fuldt').first()).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/C-arrangementer-${scheme}.png`, fullPage: true });
    await card.click();
    await expect(page.getByRole('heading', { name: 'Julefrokost' })).toBeVisible();
    await page.getByLabel('Menu', { exact: true }).selectOption('Vegetarisk');
    await page.getByRole('button', { name: 'Sæt mig på venteliste' }).click();
    await expect(page.locator('.club-event-mine')).toContainText('Venteliste nr.');
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/C-arrangement-${scheme}.png`, fullPage: true });
    await context.close();
  }

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await loginViaApi(page, 'bestyrelse');
  await page.goto('/arrangementer');
  await page.getByRole('link', { name: /Julefrokost/ }).click();
  await expect(page.getByRole('heading', { name: /Venteliste/ })).toBeVisible();
  await expect(page.getByText('Betalt for sent: afklar').first()).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/C-organiser-light.png`, fullPage: true });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Hent deltagerliste (CSV)' }).click();
  expect((await download).suggestedFilename()).toBe('julefrokost-deltagere.csv');
  await context.close();
});
