import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginViaApi } from './fixtures';

// Systemindstillinger › Planlagte job (C1): the running server's jobs, their last and next run.
test('the admin sees every scheduled job with its last run, next run and state', async ({ page }) => {
  await loginViaApi(page, 'admin');
  await page.goto('/admin/system-settings');
  const card = page.getByRole('region', { name: 'Planlagte job' }).or(page.locator('.card', { hasText: 'Planlagte job' }));
  await expect(card.getByText('Oprydning i udløbne log ind-sessioner')).toBeVisible();
  for (const label of [
    'Afstemning af betalinger med betalingsudbyderen',
    'Påmindelser om kampe og træninger uden svar',
    'Sletning af forladte uploads',
    'Lukning af chatforbindelser fra afsluttede sessioner',
  ])
    await expect(card.getByText(label)).toBeVisible();
  await expect(card.getByText('Køres af appen selv (indbygget database).')).toBeVisible();
  // The session sweep ran at start: its row says when, and when it runs next (on the hour).
  const sweep = card.getByRole('listitem').filter({ hasText: 'Oprydning i udløbne log ind-sessioner' });
  await expect(sweep.getByText('OK')).toBeVisible();
  await expect(sweep.getByText('Hver time')).toBeVisible();
  // The next run, read under its own label: a last run that fell on the hour ends in ':00' too.
  await expect(sweep.locator('dt:text-is("Næste kørsel") + dd')).toHaveText(/kl\. \d\d:00$/);
  await expectNoSeriousA11yViolations(page);
  // The card's title just under the app header, at phone size (390x844).
  await card.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 90));
  await page.screenshot({ path: '.tmp/screens/system-settings-jobs.png' });
});
