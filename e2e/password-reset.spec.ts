import { expect, test, type Page } from '@playwright/test';
import { confirmOwnEmail, expectNoSeriousA11yViolations, linkIn, loginViaApi, readMail } from './fixtures';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `.tmp/screens/mail-${name}.png`, fullPage: true });

test('a member who forgot their password gets the mail, follows the link, sets a new password and is signed in; the other session ends', async ({
  page,
  browser,
}) => {
  // A fresh member made by an admin, so the demo passwords stay as they are.
  await loginViaApi(page, 'admin');
  const email = `glemsom${Date.now()}@example.dk`;
  const made = await page.request.post('/api/admin/players', {
    data: { firstName: 'Glemme', lastName: 'Sen', email, role: 'member' },
  });
  expect(made.ok()).toBeTruthy();
  const { id, username } = (await made.json()) as { id: number; username: string };
  expect(
    (
      await page.request.put(`/api/admin/members/${id}/password`, { data: { password: 'gammel-kode-1' } })
    ).ok(),
  ).toBeTruthy();

  // The member is signed in on another device, and has confirmed the address the admin typed
  // (a reset goes to a confirmed address only, S20).
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await loginViaApi(otherPage, username, 'gammel-kode-1');
  await confirmOwnEmail(otherPage, email);

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
  await expect(
    me.getByText('Hvis vi kender dig, har vi sendt en e-mail med et link til at vælge en ny adgangskode.'),
  ).toBeVisible();
  await shot(me, 'forgot-password-sent');

  // The mail, read from the member's inbox.
  const text = await readMail(email, 'Vælg en ny adgangskode');
  expect(text).toContain('Hej Glemme,');
  const link = linkIn(text, '/reset-password');

  await me.goto(link);
  await expect(me.getByRole('heading', { name: 'Vælg ny adgangskode' })).toBeVisible();
  // The browser refuses a common password with the server's message, before anything is sent (D7).
  const confirms: string[] = [];
  me.on('request', (request) => {
    if (request.url().includes('/api/password-reset/confirm')) confirms.push(request.url());
  });
  await me.getByLabel('Ny adgangskode', { exact: true }).fill('Qwerty123');
  await me.getByLabel('Gentag ny adgangskode').fill('Qwerty123');
  await me.getByRole('button', { name: 'Gem adgangskode' }).click();
  await expect(me.getByText('Adgangskoden er for almindelig')).toBeVisible();
  expect(confirms).toEqual([]);
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
  const again = await me.request.post('/api/password-reset/confirm', {
    data: { token: new URL(link, 'http://x').searchParams.get('token'), password: 'tredje-kode-99' },
  });
  expect(again.status()).toBe(400);
  // The new password signs in.
  expect(
    (await otherPage.request.post('/api/login', { data: { username, password: 'ny-hemmelig-kode' } })).ok(),
  ).toBeTruthy();
  await other.close();
  await member.close();
});

test('an important announcement reaches a member without push by mail; its one-click link turns such mails off, as Profil then shows', async ({
  page,
  browser,
}) => {
  await loginViaApi(page, 'admin');
  const posted = await page.request.post('/api/announcements', {
    data: {
      title: `Generalforsamling ${Date.now()}`,
      content: 'Torsdag kl. 19 i klubhuset.',
      important: true,
    },
  });
  expect(posted.ok()).toBeTruthy();
  const { id, title } = (await posted.json()) as { id: number; title: string };
  const memberEmail = (
    (await (await page.request.get('/api/admin/members?q=medlem')).json()) as {
      items: Array<{ username: string; email: string }>;
    }
  ).items.find((m) => m.username === 'medlem')!.email;

  const link = linkIn(await readMail(memberEmail, `Vigtigt: ${title}`), '/unsubscribe');

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(link);
  await expect(visitor.getByText('Vil du afmelde e-mails om:')).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);
  await shot(visitor, 'unsubscribe');
  await visitor.getByRole('button', { name: 'Afmeld' }).click();
  await expect(visitor.getByText('Du får ikke længere e-mails om:')).toBeVisible();
  await context.close();
  // The journeys after this one see the demo's announcements as they were.
  expect((await page.request.delete(`/api/announcements/${id}`)).ok()).toBeTruthy();

  const member = await browser.newContext();
  const me = await member.newPage();
  await loginViaApi(me, 'medlem');
  await me.goto('/profile');
  await expect(me.getByRole('switch', { name: 'Påmindelser om kontingent' })).toBeChecked();
  const announcements = me.getByRole('switch', { name: /Vigtige opslag/ });
  await expect(announcements).not.toBeChecked();
  await me.getByRole('heading', { name: 'E-mails' }).scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(me);
  await shot(me, 'profile-emails');
  // Turned on again, for the journeys after this one.
  await announcements.click();
  await expect(announcements).toBeChecked();
  await me.goto('/unsubscribe?token=1.announcement.forfalsket-signatur-000000000');
  await expect(me.getByText('Linket er ugyldigt.')).toBeVisible();
  await member.close();
});

test('Systemindstillinger: the CVR number for receipts', async ({ page }) => {
  await loginViaApi(page, 'admin');
  await page.goto('/admin/system-settings');
  // The Kvitteringer card's field (Klubben has the same number among the club's identity).
  const cvr = page.locator('form', { has: page.getByRole('button', { name: 'Gem CVR-nummer' }) }).getByLabel('CVR-nummer');
  await expect(cvr).toBeVisible();
  await cvr.fill('123');
  await page.getByRole('button', { name: 'Gem CVR-nummer' }).click();
  await expect(page.getByText('CVR-nummer skal være 8 cifre')).toBeVisible();
  await cvr.fill('12345678');
  await page.getByRole('button', { name: 'Gem CVR-nummer' }).click();
  await expect(page.locator('.toast')).toContainText('CVR-nummer gemt');
  await cvr.scrollIntoViewIfNeeded();
  await shot(page, 'receipt-settings');
});
