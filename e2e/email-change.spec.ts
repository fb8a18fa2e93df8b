import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, linkIn, loginViaApi, readMail, toast } from './fixtures';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `.tmp/screens/mail-${name}.png`, fullPage: true });

test('a member confirms the address staff typed, then changes it with the password: the old one is told at once and stays until the new one is confirmed', async ({
  page,
  browser,
}) => {
  await loginViaApi(page, 'admin');
  const stamp = Date.now();
  const oldEmail = `gammel${stamp}@example.dk`;
  const newEmail = `ny${stamp}@example.dk`;
  const made = await page.request.post('/api/admin/players', {
    data: { firstName: 'Emma', lastName: 'Skifter', email: oldEmail, role: 'member' },
  });
  const { id, username } = (await made.json()) as { id: number; username: string };
  expect(
    (await page.request.put(`/api/admin/members/${id}/password`, { data: { password: 'emma-kode-1' } })).ok(),
  ).toBeTruthy();

  // The address the admin typed is not hers until she confirms it from there (S20).
  const member = await browser.newContext();
  const me = await member.newPage();
  await loginViaApi(me, username, 'emma-kode-1');
  await me.goto('/profile/settings');
  await expect(me.getByText('Din email er ikke bekræftet endnu.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(me);
  await shot(me, 'email-unconfirmed');
  await me.getByRole('button', { name: 'Send bekræftelseslink' }).click();
  await expect(toast(me)).toContainText('Tjek din email');
  await me.goto(linkIn(await readMail(oldEmail, 'Bekræft din email'), '/confirm-email'));
  await me.getByRole('button', { name: 'Bekræft email' }).click();
  await expect(me.getByText(`Din email er nu ${oldEmail}.`)).toBeVisible();

  // Moving the address asks for the password.
  await me.goto('/profile/settings');
  await expect(me.getByText('Din email er ikke bekræftet endnu.', { exact: false })).toHaveCount(0);
  await me.getByRole('button', { name: 'Rediger' }).click();
  await me.getByLabel('Email').fill(newEmail);
  await me.getByRole('button', { name: 'Gem ændringer' }).click();
  await expect(me.getByRole('tabpanel').getByText('Skriv din adgangskode for at skifte email')).toBeVisible();
  await me.getByLabel('Nuværende adgangskode').fill('emma-kode-1');
  await shot(me, 'email-change-password');
  await me.getByRole('button', { name: 'Gem ændringer' }).click();
  await expect(toast(me)).toContainText('Bekræft din nye email');
  await expect(me.getByLabel('Email')).toHaveValue(oldEmail);

  // The old address is told now, before anyone followed the link.
  expect(await readMail(oldEmail, 'Der er bedt om en ny email på din konto')).toContain(newEmail);

  await me.goto(linkIn(await readMail(newEmail, 'Bekræft din nye email'), '/confirm-email'));
  await expect(me.getByRole('heading', { name: 'Bekræft email' })).toBeVisible();
  await expectNoSeriousA11yViolations(me);
  await shot(me, 'confirm-email');
  await me.getByRole('button', { name: 'Bekræft email' }).click();
  await expect(me.getByText(`Din email er nu ${newEmail}.`)).toBeVisible();
  await readMail(oldEmail, 'Din email er ændret');

  // The admin's outbox names the mails, never their links.
  await page.goto('/admin/system-settings');
  const item = page.getByRole('listitem').filter({ hasText: `Til ${newEmail}` }).first();
  await item.locator('summary').click();
  await expect(item.getByTestId('outbox-text')).toContainText('[Linket står kun i selve e-mailen]');
  await shot(page, 'outbox');
  await member.close();
});
