import { expect, test } from '@playwright/test';
import { SERIE3_ROWS, dbuStandingsPage } from '../server/features/statistics/dbu-fixtures.test-helpers';
import { expectNoSeriousA11yViolations, loginViaApi, toast } from './fixtures';

/** The Senior 2 pool as an admin copies it from dbu.dk, with the club's side named 'RU 2'. */
const html = dbuStandingsPage(
  'Serie 5 Efter&#xE5;r, pulje&nbsp;6',
  SERIE3_ROWS.map((r) => (r.nameHtml === 'RU' ? { ...r, nameHtml: 'RU 2' } : r)),
  { withForm: true },
);

test('an admin pastes a DBU standings table and a member sees it with the own team highlighted', async ({
  page,
}) => {
  await loginViaApi(page, 'admin');
  await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Statistik' }).click();
  await expect(page.getByRole('heading', { name: 'Stilling' })).toBeVisible();
  await page.getByLabel('Hold', { exact: true }).selectOption({ label: 'Senior 2' });
  await page.getByRole('button', { name: 'Opdater stilling' }).click();
  const dialog = page.getByRole('dialog', { name: /Opdater stilling/ });
  await dialog.getByRole('button', { name: 'Gem stilling' }).click();
  await expect(dialog.getByText('Indtast venligst HTML-koden fra DBU')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByLabel('HTML-kode fra DBU').fill('<p>Ikke en stilling</p>');
  await dialog.getByRole('button', { name: 'Gem stilling' }).click();
  await expect(toast(page)).toContainText('Kunne ikke opdatere stillingen');

  await dialog.getByLabel('HTML-kode fra DBU').fill(html);
  await dialog.getByRole('button', { name: 'Gem stilling' }).click();
  await expect(toast(page)).toContainText('Stilling opdateret');
  await expect(page.getByText('Serie 5 Efterår, pulje 6').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Seneste opdateringer' })).toContainText(
    'Senior 2: 10 hold · Mette Kjær',
  );

  await page.context().clearCookies();
  await loginViaApi(page, 'medlem');
  await page.goto('/statistics');
  await page.getByLabel('Hold', { exact: true }).selectOption({ label: 'Senior 2' });
  const table = page.getByRole('table', { name: /Stilling for Senior 2/ });
  await expect(table.getByRole('row')).toHaveCount(11);
  const own = table.locator('tr[aria-current="true"]');
  await expect(own).toHaveCount(1);
  await expect(own).toContainText('RU 2');
  await expect(own).toHaveClass(/own-team/);
  await expect(table.getByRole('row', { name: /Heimdal 3/ })).toContainText('13');
  await expect(table.getByRole('row', { name: /^1 HB/ })).toHaveClass(/top-three/);
  await expect(table.getByRole('row', { name: /Hellas/ })).toHaveClass(/relegation/);
  await expect(page.getByRole('region', { name: /Senior 2: 3\. plads/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The tables are kept for offline use under 'league-tables' (D13).
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('league-tables') ?? 'null'));
  expect(stored.tables.find((t: { team: string }) => t.team === 'serie_5_pulje_6').data).toHaveLength(10);
  await page.screenshot({ path: '.tmp/screens/statistics.png', fullPage: true });
});

test('a player sees only their own team’s table, with no selector and no update button', async ({ page }) => {
  await loginViaApi(page, 'spiller');
  await page.goto('/statistics');
  await expect(page.getByRole('table', { name: /Stilling for Senior 1/ })).toBeVisible();
  await expect(page.getByLabel('Hold', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Opdater stilling' })).toHaveCount(0);
});

test('pasting the table copied on dbu.dk uses the clipboard’s HTML, not its plain text', async ({ page }) => {
  await loginViaApi(page, 'admin');
  await page.goto('/statistics');
  await page.getByRole('button', { name: 'Opdater stilling' }).click();
  const dialog = page.getByRole('dialog', { name: /Opdater stilling/ });
  const field = dialog.getByLabel('HTML-kode fra DBU');
  await field.focus();
  // What the browser puts on the clipboard when the standings are selected and copied.
  const copied = dbuStandingsPage('Serie 3 Efter&#xE5;r, pulje&nbsp;5', SERIE3_ROWS);
  await field.evaluate((el, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', '1\t\t8\t22');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, copied);
  await expect(field).toHaveValue(/<table class="sr-table sr-standings-table">/);
  await dialog.getByRole('button', { name: 'Gem stilling' }).click();
  await expect(toast(page)).toContainText('Stilling opdateret');
  await expect(page.getByRole('table', { name: /Stilling for Senior 1/ }).getByRole('row')).toHaveCount(11);
});
