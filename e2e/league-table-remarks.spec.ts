import { expect, test } from '@playwright/test';
import { DEDUCTION_REMARK, DEDUCTION_ROWS, dbuStandingsPage } from '../server/features/statistics/dbu-fixtures.test-helpers';
import { expectNoSeriousA11yViolations, loginViaApi, toast } from './fixtures';

// Before any paste replaces Senior 1's demo table.
test('the demo club’s table shows its point deduction', async ({ page }) => {
  await loginViaApi(page, 'medlem');
  await page.goto('/statistics');
  await page.getByLabel('Hold', { exact: true }).selectOption({ label: 'Senior 1' });
  const table = page.getByRole('table', { name: /Stilling for Senior 1/ });
  await table.getByRole('button', { name: 'Bemærkning fra DBU om Tårnby FF' }).click();
  await expect(table.getByText(DEDUCTION_REMARK)).toBeVisible();
});

test('a team with a point deduction stays in the pasted table, with DBU’s "!" that reveals the remark', async ({ page }) => {
  await loginViaApi(page, 'admin');
  await page.goto('/statistics');
  await page.getByLabel('Hold', { exact: true }).selectOption({ label: 'Senior 1' });
  await page.getByRole('button', { name: 'Opdater stilling' }).click();
  const dialog = page.getByRole('dialog', { name: /Opdater stilling/ });
  await dialog.getByLabel('HTML-kode fra DBU').fill(dbuStandingsPage('Serie 3 Efter&#xE5;r, pulje&nbsp;5', DEDUCTION_ROWS, { withForm: true }));
  await dialog.getByRole('button', { name: 'Gem stilling' }).click();
  await expect(toast(page)).toContainText('Senior 1: 11 hold');

  await page.context().clearCookies();
  await loginViaApi(page, 'spiller');
  await page.goto('/statistics');
  const table = page.getByRole('table', { name: /Stilling for Senior 1/ });
  await expect(table.getByRole('row')).toHaveCount(12);
  const deducted = table.getByRole('row', { name: /Fremad Valby/ });
  await expect(deducted.locator('td.points')).toHaveText('5');

  const mark = deducted.getByRole('button', { name: 'Bemærkning fra DBU om Fremad Valby' });
  await expect(mark).toHaveAttribute('aria-expanded', 'false');
  await expect(deducted.getByText(DEDUCTION_REMARK)).toBeHidden();
  await mark.click();
  await expect(mark).toHaveAttribute('aria-expanded', 'true');
  await expect(deducted.getByText(DEDUCTION_REMARK)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(mark).toHaveAttribute('aria-expanded', 'false');
  // Keyboard: focus and Enter open it as well.
  await mark.focus();
  await page.keyboard.press('Enter');
  await expect(deducted.getByText(DEDUCTION_REMARK)).toBeVisible();

  // Every remark is listed under the table; a '!' without an explanation says so.
  const remarks = page.getByRole('region', { name: 'Bemærkninger fra DBU' });
  await expect(remarks.getByRole('listitem')).toHaveText([
    /Heimdal 3: DBU har en bemærkning til holdet/,
    /FA 2000: DBU har en bemærkning til holdet/,
    `! Fremad Valby: ${DEDUCTION_REMARK}`,
  ]);
  // The button is described by its remark, so a screen reader reads it on focus.
  await expect(mark).toHaveAccessibleDescription(`Fremad Valby: ${DEDUCTION_REMARK}`);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '.tmp/screens/statistics-remark.png', fullPage: true });
});
