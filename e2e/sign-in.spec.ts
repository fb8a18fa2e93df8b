import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectToastClear, loginViaForm, toast, type DemoUser } from './fixtures';

const ROLES: Array<{ user: DemoUser; label: string; training: boolean }> = [
  { user: 'admin', label: 'Administrator', training: true },
  { user: 'bestyrelse', label: 'Bestyrelse', training: true },
  { user: 'traener', label: 'Træner', training: true },
  { user: 'spiller', label: 'Spiller', training: true },
  { user: 'medlem', label: 'RU Medlem', training: false },
  { user: 'nybruger', label: 'Spiller', training: true },
];

for (const { user, label, training } of ROLES) {
  test(`${user} signs in through the form, sees the right navigation, refreshes and logs out`, async ({ page }) => {
    await loginViaForm(page, user);
    await expect(page).toHaveURL(/\/$/);
    // The welcome toast survives the full page load that follows the login, is announced, and
    // covers neither the menus nor a primary action on Hjem, on a phone and on a desktop.
    await expect(toast(page)).toContainText('Velkommen tilbage!');
    await expectToastClear(page, 'Velkommen tilbage!');
    if (user === 'traener') {
      await page.setViewportSize({ width: 1280, height: 800 });
      await expectToastClear(page, 'Velkommen tilbage!');
      await page.setViewportSize({ width: 390, height: 844 });
    }
    const header = page.getByRole('banner');
    await expect(header.getByText(label, { exact: true })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Hovedmenu' });
    for (const item of ['Hjem', 'Kampe', 'Statistik', 'Profil']) {
      await expect(nav.getByRole('link', { name: item })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Træning' })).toHaveCount(training ? 1 : 0);

    // A reload keeps the session.
    await page.reload();
    await expect(header.getByText(label, { exact: true })).toBeVisible();
    await header.getByRole('button', { name: 'Opdater' }).click();

    await header.getByRole('button', { name: 'Log ud' }).click();
    await expect(page.getByRole('tab', { name: 'Log ind' })).toBeVisible();
    await expect(toast(page)).toContainText('Logget ud');
    expect((await page.request.get('/api/user')).status()).toBe(401);
  });
}

test('a wrong password shows the spec’s toast and keeps the person signed out', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Brugernavn').fill('spiller');
  await page.getByLabel('Adgangskode').fill('forkert-kode');
  await page.getByRole('button', { name: 'Log ind' }).click();
  await expect(toast(page)).toContainText('Login fejl');
  await expect(toast(page)).toContainText('Forkert brugernavn eller adgangskode');
  expect((await page.request.get('/api/user')).status()).toBe(401);
});

test('the login form shows the spec’s messages for empty fields', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Log ind' }).click();
  await expect(page.getByText('Brugernavn er påkrævet')).toBeVisible();
  await expect(page.getByText('Adgangskode er påkrævet')).toBeVisible();
});

test('Bliv Medlem shows every validation message and generates the username', async ({ page }) => {
  await page.goto('/auth?register=true');
  await expect(page.getByRole('tab', { name: 'Bliv Medlem' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Fornavn').fill('Søren');
  await page.getByLabel('Efternavn').fill('Hansen');
  // 'soerenhansen' is free in the demo club (the coach is Søren Hansen, username traener).
  await expect(page.getByLabel('Brugernavn')).toHaveValue('soerenhansen');
  await page.getByLabel('Telefon').fill('12ab');
  await page.getByLabel('Telefon').blur();
  await expect(page.getByText('Telefonnummer må kun indeholde tal')).toBeVisible();
  await page.getByRole('button', { name: 'Fortsæt til betaling' }).click();
  for (const message of [
    'Ugyldig email',
    'Adgangskode skal være mindst 6 tegn',
    'Adresse skal være mindst 5 tegn',
    'Postnummer og by er påkrævet',
    'Dag er påkrævet',
    'Måned er påkrævet',
    'År er påkrævet',
    'Telefonnummer må kun indeholde tal',
    'Profilbillede er påkrævet - upload et billede af dig selv',
  ]) {
    await expect(page.getByText(message).first()).toBeVisible();
  }
});

test('a signed-in person on /auth is sent on to /', async ({ page }) => {
  await loginViaForm(page, 'medlem');
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown route shows the not-found screen', async ({ page }) => {
  await page.goto('/findes-ikke');
  await expect(page.getByText('Siden findes ikke')).toBeVisible();
});

test('axe finds no serious violations on /auth and /', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Log ind' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Bliv Medlem' }).click();
  await expectNoSeriousA11yViolations(page);
  await loginViaForm(page, 'admin');
  await expectNoSeriousA11yViolations(page);
});

test('a guesser locks out unknown browsers, never the owner’s own browser that has signed in before (S19)', async ({ page, browser, playwright }) => {
  // A fresh account, so the lockout touches no other journey.
  const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await admin.post('/api/login', { data: { username: 'admin', password: 'klubdemo' } })).ok()).toBeTruthy();
  const suffix = Date.now().toString(36);
  const created = await admin.post('/api/admin/players', {
    data: { firstName: 'Enhed', lastName: `Test${suffix.replace(/\d/g, '')}`, email: `enhed-${suffix}@example.dk`, role: 'player', team: 'serie_3_pulje_5' },
  });
  expect(created.ok()).toBeTruthy();
  const { id, username } = (await created.json()) as { id: number; username: string };
  const password = 'hemmelig-kode-42';
  expect((await admin.put(`/api/admin/members/${id}/password`, { data: { password } })).ok()).toBeTruthy();
  await admin.dispose();

  // The owner signs in once in this browser, and logs out.
  await loginViaForm(page, username, password);
  expect((await page.context().cookies()).map((c) => c.name)).toContain('ru_device');
  await page.getByRole('banner').getByRole('button', { name: 'Log ud' }).click();
  await expect(page.getByRole('tab', { name: 'Log ind' })).toBeVisible();

  // Someone else guesses until the account is locked for unknown clients.
  const guesser = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const answers: number[] = [];
  for (let i = 0; i < 6; i++) answers.push((await guesser.post('/api/login', { data: { username, password: `gaet-${i}-forkert` } })).status());
  expect(answers.slice(-1)).toEqual([429]);
  await guesser.dispose();

  // A browser that never signed in to the account waits, even with the right password…
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto('/auth');
  await strangerPage.getByLabel('Brugernavn').fill(username);
  await strangerPage.getByLabel('Adgangskode').fill(password);
  await strangerPage.getByRole('button', { name: 'Log ind' }).click();
  await expect(toast(strangerPage)).toContainText('Login fejl');
  expect((await strangerPage.request.get('/api/user')).status()).toBe(401);
  await stranger.close();

  // …the owner's own browser signs straight in.
  await loginViaForm(page, username, password);
  await expect(toast(page)).toContainText('Velkommen tilbage!');
});
