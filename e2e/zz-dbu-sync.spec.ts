import { expect, test } from '@playwright/test';
import { DEDUCTION_ROWS, dbuStandingsPage } from '../server/features/statistics/dbu-fixtures.test-helpers';
import { POOL_TITLE, TEAM_PATH, programmePage, startFakeDbu, type FakeDbu } from '../server/features/dbu-sync/fake-dbu.test-helpers';
import { expectNoSeriousA11yViolations, loginViaApi, toast } from './fixtures';

/**
 * Hent fra DBU (decision 109): the admin gives Senior 1 its DBU page (a local server plays dbu.dk;
 * the e2e server allows 127.0.0.1), the check shows the pool's title, a sync fills Stilling and
 * Kampe, and the team's coach sees when it was read and may read it again. Named to run last: it
 * replaces Senior 1's table and programme, which the other journeys read as the demo club has them.
 */
let fake: FakeDbu;
test.beforeAll(async () => {
  fake = await startFakeDbu();
  fake.set(`${TEAM_PATH}/stilling`, {
    body: dbuStandingsPage(POOL_TITLE, DEDUCTION_ROWS.map((r) => (r.nameHtml === 'RU' ? { ...r, nameHtml: 'RU' } : r))),
  });
  fake.set(`${TEAM_PATH}/kampprogram`, {
    body: programmePage(POOL_TITLE, [
      { matchId: '9301', number: '501', date: '05-12 2026', weekday: 'lør.', time: '13:00', home: 'RU', away: 'BK Frem', stadium: 'Rødovre Stadion' },
      { matchId: '9302', number: '502', date: '13-12 2026', weekday: 'søn.', time: '12:00', home: 'Heimdal 3', away: 'RU', stadium: 'Heimdal Park' },
      { date: '20-12 2026', weekday: 'søn.', time: '00:00', home: 'RU', away: 'Oversidder' },
    ]),
  });
});
test.afterAll(() => fake.close());

test('an admin sets Senior 1’s DBU page, syncs, and Stilling and Kampe follow DBU', async ({ page }) => {
  await loginViaApi(page, 'admin');
  await page.goto('/admin/system-settings');
  const card = page.getByRole('region', { name: 'Hent fra DBU', exact: true });
  const senior1 = card.getByRole('form', { name: 'Senior 1' });
  await senior1.getByLabel('Holdets adresse på dbu.dk').fill('https://evil.example/resultater/hold/1_2/stilling');
  await senior1.getByRole('button', { name: 'Tjek og gem' }).click();
  await expect(senior1.getByText(/Adressen skal være en side på dbu.dk/)).toBeVisible();
  await senior1.getByLabel('Holdets adresse på dbu.dk').fill(`${fake.origin}${TEAM_PATH}/kampprogram`);
  await senior1.getByRole('button', { name: 'Tjek og gem' }).click();
  await expect(toast(page)).toContainText(POOL_TITLE);
  await senior1.getByRole('button', { name: 'Hent fra DBU nu' }).click();
  await expect(toast(page)).toContainText('Hentet fra DBU: 2 nye kampe');
  await expect(card).toContainText(/Hentet fra DBU (i nat|i dag) kl\. \d\d:\d\d/);
  await expectNoSeriousA11yViolations(page);

  await page.context().clearCookies();
  await loginViaApi(page, 'traener');
  await page.goto('/statistics');
  await expect(page.getByRole('table', { name: /Stilling for Senior 1/ })).toContainText('Fremad Valby');
  await expect(page.getByText(/Hentet fra DBU (i nat|i dag) kl\. \d\d:\d\d/).first()).toBeVisible();

  await page.goto('/matches');
  await expect(page.getByText('BK Frem').first()).toBeVisible();
  await expect(page.getByText(/Hentet fra DBU (i nat|i dag) kl\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hent fra DBU nu' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
