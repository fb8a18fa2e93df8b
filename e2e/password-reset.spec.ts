import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginViaApi } from './fixtures';

const shot = (page: Page, name: string) => page.screenshot({ path: `.tmp/screens/mail-${name}.png`, fullPage: true });

/** The newest mail to `to` in Systemindstillinger → Udgående e-mails (the demo has no mail server), opened. */
async function readOutboxMail(admin: Page, to: string, subject: string) {
  await admin.goto('/admin/system-settings');
  const card = admin.getByRole('region', { name: 'Udgående e-mails' }).or(admin.locator('[aria-labelledby="outbox-title"]'));
  const item = card.getByRole('listitem').filter({ hasText: `Til ${to}` }).filter({ hasText: subject }).first();
  await expect(item).toBeVisible();
  await item.locator('summary').click();
  return (await item.getByTestId('outbox-text').textContent())!;
}

test('a member who forgot their password gets the mail, follows the link, sets a new password and is signed in; the other session ends', async ({ page, browser }) => {
  // A fresh member made by an admin, so the demo passwords stay as they are.
  await loginViaApi(page, 'admin');
  const email = `glemsom${Date.now()}@example.dk`;
  const made = await page.request.post('/api/admin/players', { data: { firstName: 'Glemme', lastName: 'Sen', email, role: 'member' } });
  expect(made.ok()).toBeTruthy();
  const { id, username } = (await made.json()) as { id: number; username: string };
  expect((await page.request.put(`/api/admin/members/${id}/password`, { data: { password: 'gammel-kode-1' } })).ok()).toBeTruthy();

  // The member is signed in on another device.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await loginViaApi(otherPage, username, 'gammel-kode-1');

  // On this device they forgot the password.
  const member = await browser.newContext();
  const me = await member.newPage();
  await me.goto('/auth');
  await me.getByRole('link', { name: 'Glemt adgangskode?' }).click();
  await expect(me.getByRole('heading', { name: 'Glemt adgangskode?' })).toBeVisible();
  await me.getByRole('button', { name: 'Send link' }).click();
  await expect(me.getByText('Skriv dit brugernavn eller din email', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(me);
  await me.getByLabel('Brugernavn eller email').fill(email.toUpperCase());
  await shot(me, 'forgot-password');
  await me.getByRole('button', { name: 'Send link' }).click();
  await expect(me.getByText('Hvis vi kender dig, har vi sendt en e-mail med et link til at vælge en ny adgangskode.')).toBeVisible();
  await shot(me, 'forgot-password-sent');

  // The mail, read where the demo keeps it.
  const text = await readOutboxMail(page, email, 'Vælg en ny adgangskode');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'outbox');
  expect(text).toContain('Hej Glemme,');
  const link = text.match(/http:\/\/\S+\/reset-password\?token=\S+/)?.[0];
  expect(link).toBeTruthy();

  await me.goto(link!);
  await expect(me.getByRole('heading', { name: 'Vælg ny adgangskode' })).toBeVisible();
  await me.getByLabel('Ny adgangskode', { exact: true }).fill('ny-hemmelig-kode');
  await me.getByLabel('Gentag ny adgangskode').fill('noget-andet');
  await me.getByRole('button', { name: 'Gem adgangskode' }).click();
  await expect(me.getByText('Adgangskoderne matcher ikke')).toBeVisible();
  await me.getByLabel('Gentag ny adgangskode').fill('ny-hemmelig-kode');
  await expectNoSeriousA11yViolations(me);
  await shot(me, 'reset-password');
  await me.getByRole('button', { name: 'Gem adgangskode' }).click();
  await expect(me.getByRole('navigation', { name: 'Hovedmenu' })).toBeVisible();

  // The other device is signed out; the link works only once.
  await otherPage.reload();
  await expect(otherPage.getByRole('button', { name: 'Log ind' })).toBeVisible();
  const again = await me.request.post('/api/password-reset/confirm', { data: { token: new URL(link!).searchParams.get('token'), password: 'tredje-kode-99' } });
  expect(again.status()).toBe(400);
  // The new password signs in.
  expect((await otherPage.request.post('/api/login', { data: { username, password: 'ny-hemmelig-kode' } })).ok()).toBeTruthy();
  await other.close();
  await member.close();
});

test('Profil shows the E-mails section and the unsubscribe page turns a kind off', async ({ page }) => {
  await loginViaApi(page, 'medlem');
  await page.goto('/profile');
  const toggle = page.getByRole('switch', { name: 'Påmindelser om kontingent' });
  await expect(toggle).toBeChecked();
  await page.getByRole('heading', { name: 'E-mails' }).scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'profile-emails');
  await page.goto('/unsubscribe?token=1.announcement.forfalsket-signatur-000000000');
  await expect(page.getByText('Linket er ugyldigt.')).toBeVisible();
});
