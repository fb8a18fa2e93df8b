import { expect, test, type Page } from '@playwright/test';
import { confirmOwnEmail, expectNoSeriousA11yViolations, linkIn, loginViaApi, readMail, toast } from './fixtures';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `.tmp/screens/security-${name}.png`, fullPage: true });

test('a guesser keeps new browsers out, the owner gets in from a new phone with a sign-in link, logs out everywhere, and the admin reads it all in the history', async ({
  page,
  browser,
}) => {
  await loginViaApi(page, 'admin');
  const email = `vagtsom${Date.now()}@example.dk`;
  const made = await page.request.post('/api/admin/players', {
    data: { firstName: 'Vera', lastName: 'Vagtsom', email, role: 'member' },
  });
  const { id, username } = (await made.json()) as { id: number; username: string };
  expect((await page.request.put(`/api/admin/members/${id}/password`, { data: { password: 'veras-egen-kode' } })).ok()).toBeTruthy();
  const own = await browser.newContext();
  const ownPage = await own.newPage();
  await loginViaApi(ownPage, username, 'veras-egen-kode');
  await confirmOwnEmail(ownPage, email);

  // Someone guesses from elsewhere: five wrong passwords keep the account's new browsers out.
  const guesser = await browser.newContext();
  for (let i = 0; i < 5; i++) await guesser.request.post('/api/login', { data: { username, password: `gaet-${i}` } });
  await guesser.close();
  expect(await readMail(email, 'Nogen prøver at logge ind på din konto')).toContain('Send mig et login-link');

  // Vera on a new phone: the right password waits, the link lets her in.
  const phone = await browser.newContext();
  const me = await phone.newPage();
  await me.goto('/auth');
  await me.getByLabel('Brugernavn').fill(username);
  await me.getByLabel('Adgangskode').fill('veras-egen-kode');
  await me.getByRole('button', { name: 'Log ind' }).click();
  await expect(toast(me)).toContainText('For mange loginforsøg');
  await me.getByRole('button', { name: 'Send mig et login-link' }).click();
  await expect(me.getByText('Hvis vi kender dig, har vi sendt en e-mail med et link til at logge ind.')).toBeVisible();
  await expectNoSeriousA11yViolations(me);
  await shot(me, 'login-link-offer');

  await me.goto(linkIn(await readMail(email, 'Dit link til at logge ind'), '/login-link'));
  await expect(me.getByRole('heading', { name: 'Log ind med link' })).toBeVisible();
  await expectNoSeriousA11yViolations(me);
  await shot(me, 'login-link');
  await me.getByRole('button', { name: 'Log ind' }).click();
  await expect(me.getByRole('navigation', { name: 'Hovedmenu' })).toBeVisible();

  // She logs out everywhere: this phone and her own browser both.
  await me.goto('/profile/settings?tab=sikkerhed');
  await expect(me.getByRole('heading', { name: 'Log ud overalt' })).toBeVisible();
  await expectNoSeriousA11yViolations(me);
  await shot(me, 'logout-everywhere');
  await me.getByRole('button', { name: 'Log ud overalt' }).click();
  await me.getByRole('dialog').getByRole('button', { name: 'Log ud overalt' }).click();
  await expect(me.getByRole('button', { name: 'Log ind' })).toBeVisible();
  expect((await ownPage.request.get('/api/user')).status()).toBe(401);

  // The admin reads what happened on Medlemmer.
  await page.goto('/admin/members');
  await page.getByLabel('Søg').fill('Vagtsom');
  await page.getByRole('button', { name: 'Historik for Vera Vagtsom' }).first().click();
  const history = page.getByRole('dialog', { name: 'Historik' });
  await expect(history).toContainText('Loggede ud overalt');
  await expect(history).toContainText('Loggede ind med et link fra en email');
  await expect(history).toContainText('Mange forkerte loginforsøg');
  await expect(history).toContainText('Adgangskoden blev sat af klubben (af');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'history');
  await phone.close();
  await own.close();
});
