import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginViaApi } from './fixtures';

/**
 * Payment screens tell the truth (issue 10): the sandbox says no real money is taken, a
 * membership that cannot be cancelled says what happens instead, an invitee can always pay the
 * player fee, and MobilePay is offered only where it is there.
 */
const SANDBOX = 'Testbetaling – der trækkes ingen rigtige penge';

async function expectSandboxNote(page: Page) {
  await expect(page.getByRole('note').filter({ hasText: SANDBOX })).toBeVisible();
}

test('the sandbox says on every payment screen and in Systemindstillinger that no real money is taken', async ({ page }) => {
  await loginViaApi(page, 'spiller');
  await page.goto('/payment');
  await expect(page.getByRole('heading', { name: 'Skyldige Betalinger' })).toBeVisible();
  await expectSandboxNote(page);
  await page.getByRole('button', { name: 'Betal Nu' }).first().click();
  await expect(page.getByRole('heading', { name: 'Gennemfør Betaling' })).toBeVisible();
  await expect(page.getByLabel('Kortnummer')).toBeVisible();
  await expectSandboxNote(page);
  await expectNoSeriousA11yViolations(page);
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { name: 'Vælg Medlemskab' })).toBeVisible();
  await expectSandboxNote(page);

  await page.context().clearCookies();
  await loginViaApi(page, 'admin');
  await page.goto('/admin/system-settings');
  await expect(page.getByText('Sandkasse', { exact: true })).toBeVisible();
  await expectSandboxNote(page);
  await page.screenshot({ path: '.tmp/screens/system-settings-sandbox.png' });
});
