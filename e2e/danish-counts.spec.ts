import { expect, test } from '@playwright/test';
import { loginViaApi, toast } from './fixtures';

/** A calendar day `days` from today in Copenhagen: 'YYYY-MM-DD' for date inputs. */
function dayFromNow(days: number): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen' }).format(new Date(Date.now() + days * 86400000));
}

test('counts of one read in the singular: kontingent for 1 bruger, 1 kamp tilføjet, 1 kamp importeret', async ({ page }) => {
  await loginViaApi(page, 'admin');

  await page.goto('/admin/kontingent');
  await page.getByRole('tab', { name: 'Betalinger' }).click();
  await page.getByLabel('Søg efter medlem').fill('Anne Sørensen');
  await page.getByRole('checkbox', { name: /Anne Sørensen/ }).check();
  await expect(page.getByText('I alt: 500 kr (1 bruger)')).toBeVisible();

  await page.goto('/admin/manual-matches');
  await page.getByLabel('Modstander').fill('E2E Ental');
  await page.getByLabel('Dato').fill(dayFromNow(20));
  await page.getByLabel('Tidspunkt').fill('19:30');
  await page.getByLabel('Hjemme/ude').selectOption({ label: 'Hjemme' });
  await page.getByLabel('Hold').selectOption({ label: 'Senior 1' });
  await page.getByLabel('Spillested').fill('Valby Idrætspark');
  await page.getByRole('button', { name: 'Tilføj kamp' }).click();
  await page.getByRole('button', { name: 'Gem alle kampe' }).click();
  await expect(toast(page)).toContainText('Kampe gemt');
  await expect(toast(page)).toContainText('1 kamp er tilføjet.');

  await page.goto('/admin/csv-upload');
  await page.getByLabel('Hold', { exact: true }).selectOption({ label: 'Senior 2' });
  await page.getByLabel('Turnering').selectOption({ label: 'Serie 5' });
  const [y, m, d] = dayFromNow(21).split('-').map(Number);
  const file = Buffer.from(`Kampnr;Dato;Kl.;Hjemmehold;Udehold;Spillested\r\nE2E-ENTAL;${d}.${m}.${y};14:00;RU 2;Valby BK;Valby\r\n`, 'latin1');
  await page.getByLabel('CSV-fil').setInputFiles({ name: 'kampprogram.csv', mimeType: 'text/csv', buffer: file });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('region', { name: 'Resultat af upload' })).toContainText('1 kamp importeret (1 ny, 0 opdaterede)');
});
