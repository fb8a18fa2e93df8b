import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations, loginViaApi, toast } from './fixtures';

const shot = (page: Page, name: string) => page.screenshot({ path: `.tmp/screens/people-${name}.png`, fullPage: true });

async function picture() {
  const buffer = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 20, g: 120, b: 60 } } }).png().toBuffer();
  return { name: 'mig.png', mimeType: 'image/png', buffer };
}

/** An admin makes a link of the given kind on Invitationer and reads it off the page. */
async function makeLink(page: Page, tab: 'Spillere' | 'Trænere', button: string): Promise<string> {
  await page.goto('/admin/player-invitations');
  await expect(page.getByRole('heading', { name: 'Invitationer' })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
  await page.getByLabel('Hold').selectOption({ label: 'Senior 2' });
  await page.getByRole('button', { name: button }).click();
  const link = page.getByTestId('registration-link');
  await expect(link).toContainText('/register/');
  await expect(page.getByRole('img', { name: 'QR-kode til registreringslinket' })).toBeVisible();
  return (await link.textContent())!;
}

async function register(browser: Browser, url: string, firstName: string, lastName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await page.getByLabel('Profilbillede').setInputFiles(await picture());
  await expect(toast(page)).toContainText('Billede uploadet');
  await page.getByLabel('Fornavn').fill(firstName);
  await page.getByLabel('Efternavn').fill(lastName);
  await page.getByLabel('Email').fill(`${firstName.toLowerCase()}${Date.now()}@example.dk`);
  await page.getByLabel('Adgangskode').fill('min-hemmelige-kode');
  await page.getByLabel('Adresse').fill('Boldgade 12');
  await page.getByLabel('Postnummer og by').fill('2100 København Ø');
  await page.getByLabel('Dag').fill('9');
  await page.getByLabel('Måned').fill('4');
  await page.getByLabel('År').fill('1996');
  await page.getByLabel('Telefon').fill('12345678');
  return { page, context };
}

test('an admin invites a player, who registers with a picture and lands on the payment prompt', async ({ page, browser }) => {
  await loginViaApi(page, 'admin');
  const url = await makeLink(page, 'Spillere', 'Generer spillerlink');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'invitations');

  const { page: visitor, context } = await register(browser, url, 'Astrid', 'Ørsted');
  await expect(visitor.getByRole('heading', { name: 'Spillerregistrering' })).toBeVisible();
  await expect(visitor.getByLabel('Brugernavn')).toHaveValue(/^astridoersted\d*$/);
  await visitor.getByLabel('Trøjenummer (valgfrit)').fill('14');
  await visitor.getByLabel('Position (valgfrit)').selectOption('Spids');
  await expectNoSeriousA11yViolations(visitor);
  await shot(visitor, 'register-player');
  await visitor.getByRole('button', { name: 'Opret konto' }).click();
  await expect(visitor.getByRole('heading', { name: 'Velkommen i klubben!' })).toBeVisible();
  await expect(visitor.getByText('Betal spillerkontingent')).toBeVisible({ timeout: 15_000 });
  await context.close();
});

test('an invalid or missing registration token is refused', async ({ page }) => {
  await page.goto('/register/player?token=findes-ikke');
  await expect(page.getByText('Ugyldigt Link')).toBeVisible();
  await expect(page.getByText('Registreringslinket er enten udløbet eller ugyldigt')).toBeVisible();
  await page.goto('/register/coach');
  await expect(toast(page)).toContainText('Ugyldig adgang');
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
});

test('a coach registers through a coach link and sees the coach panel', async ({ page, browser }) => {
  await loginViaApi(page, 'admin');
  const url = await makeLink(page, 'Trænere', 'Generer trænerlink');
  const { page: visitor, context } = await register(browser, url, 'Bent', 'Trænersen');
  await expect(visitor.getByLabel('Trøjenummer (valgfrit)')).toHaveCount(0);
  await visitor.getByRole('button', { name: 'Opret konto' }).click();
  const panel = visitor.getByRole('region', { name: 'Trænerpanel' });
  await expect(panel).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByText('Senior 2', { exact: true })).toBeVisible();
  await context.close();
});

test('a member changes their password and their other session ends', async ({ page, browser }) => {
  // A fresh member made by an admin, so the demo passwords stay as they are.
  await loginViaApi(page, 'admin');
  const made = await page.request.post('/api/admin/players', {
    data: { firstName: 'Kode', lastName: 'Skifter', email: `kode${Date.now()}@example.dk`, role: 'member' },
  });
  expect(made.ok()).toBeTruthy();
  const { id, username } = await made.json();
  expect((await page.request.put(`/api/admin/members/${id}/password`, { data: { password: 'gammel-kode-1' } })).ok()).toBeTruthy();

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await loginViaApi(otherPage, username, 'gammel-kode-1');
  await page.context().clearCookies();
  await loginViaApi(page, username, 'gammel-kode-1');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Kode Skifter' })).toBeVisible();
  await page.getByLabel('Vælg profilbillede').setInputFiles(await picture());
  await expect(toast(page)).toContainText('Profilbillede opdateret');
  await expect(page.getByRole('button', { name: 'Skift profilbillede' }).locator('img')).toHaveAttribute('src', /^\/objects\/uploads\//);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'profile');
  await page.getByRole('link', { name: 'Profilindstillinger' }).click();
  await page.getByRole('tab', { name: 'Sikkerhed' }).click();
  await page.getByRole('button', { name: 'Skift adgangskode' }).click();
  await expect(page.getByText('Nuværende adgangskode er påkrævet')).toBeVisible();
  await page.getByLabel('Nuværende adgangskode').fill('gammel-kode-1');
  await page.getByLabel('Ny adgangskode', { exact: true }).fill('ny-hemmelig-kode');
  await page.getByLabel('Bekræft ny adgangskode').fill('noget-andet');
  await page.getByRole('button', { name: 'Skift adgangskode' }).click();
  await expect(page.getByText('Adgangskoderne matcher ikke')).toBeVisible();
  await page.getByLabel('Bekræft ny adgangskode').fill('ny-hemmelig-kode');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'settings-security');
  await page.getByRole('button', { name: 'Skift adgangskode' }).click();
  await expect(toast(page)).toContainText('Adgangskode ændret!');

  // This browser stays signed in; the other one is signed out.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Sikkerhed' })).toBeVisible();
  await otherPage.reload();
  await expect(otherPage.getByRole('button', { name: 'Log ind' })).toBeVisible();
  await other.close();
});

test('an admin changes a role on Medlemmer', async ({ page }) => {
  await loginViaApi(page, 'admin');
  const made = await page.request.post('/api/admin/players', {
    data: { firstName: 'Rolle', lastName: 'Skift', email: `rolle${Date.now()}@example.dk`, role: 'member' },
  });
  expect(made.ok()).toBeTruthy();
  await page.goto('/admin/members');
  await expect(page.getByRole('heading', { name: 'Medlemmer' })).toBeVisible();
  await page.getByLabel('Søg').fill('Rolle Skift');
  const card = page.getByRole('listitem').filter({ hasText: 'Rolle Skift' }).first();
  await expect(card).toContainText('RU Medlem');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'members');
  await card.getByRole('button', { name: 'Rediger rolle for Rolle Skift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rediger rolle' });
  await expect(dialog.getByRole('button', { name: 'Gem rolle' })).toBeDisabled();
  await dialog.getByLabel('Rolle').selectOption({ label: 'Træner' });
  await dialog.getByRole('button', { name: 'Gem rolle' }).click();
  await expect(toast(page)).toContainText('Rolle opdateret');
  await expect(card).toContainText('Træner');
});

test('Spillere and Systemindstillinger work for an admin, and Spillere turns a player away', async ({ page }) => {
  await loginViaApi(page, 'admin');
  await page.goto('/admin/players');
  await expect(page.getByRole('heading', { name: 'Spillere' })).toBeVisible();
  await page.getByRole('button', { name: 'Tilføj' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tilføj spiller' });
  await dialog.getByRole('button', { name: 'Tilføj spiller' }).click();
  await expect(dialog.getByText('Fornavn er påkrævet')).toBeVisible();
  await dialog.getByLabel('Fornavn').fill('Ny');
  await dialog.getByLabel('Efternavn').fill('Spiller');
  await dialog.getByLabel('Email', { exact: true }).fill(`ny${Date.now()}@example.dk`);
  await dialog.getByLabel('Trøjenummer').fill('0');
  await dialog.getByRole('button', { name: 'Tilføj spiller' }).click();
  await expect(dialog.getByText('Trøjenummer skal være et tal mellem 1 og 99')).toBeVisible();
  await dialog.getByLabel('Trøjenummer').fill('23');
  await dialog.getByLabel('Position').selectOption('Målmand');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Tilføj spiller' }).click();
  await expect(toast(page)).toContainText('Spiller oprettet');
  await page.getByLabel('Søg').fill('målmand');
  await expect(page.getByRole('listitem').filter({ hasText: 'Ny Spiller' })).toBeVisible();
  await page.getByLabel('Søg').fill('zzzz-ingen');
  await expect(page.getByText('Ingen spillere fundet')).toBeVisible();
  await shot(page, 'players');

  await page.goto('/admin/system-settings');
  await expect(page.getByText('RU KlubApp v1.0')).toBeVisible();
  await expect(page.getByText(/^(Sandkasse|Stripe: live|Stripe: testtilstand|Ikke tilgængelig)$/)).toBeVisible();
  // The forms check as the server does, with its messages, before anything is sent.
  await expect(page.getByLabel('Spillerkontingent (kr)')).not.toHaveValue('');
  await page.getByLabel('Spillerkontingent (kr)').fill('0,5');
  await page.getByRole('button', { name: 'Gem priser' }).click();
  await expect(page.getByText('Spillerkontingent skal være mindst 1 kr')).toBeVisible();
  await page.getByRole('textbox', { name: 'Senior 1' }).fill(' ');
  await page.getByRole('button', { name: 'Gem DBU-navn for Senior 1' }).click();
  await expect(page.getByText('DBU-navn er påkrævet')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'system-settings');

  await page.context().clearCookies();
  await loginViaApi(page, 'spiller');
  await page.goto('/admin/players');
  await expect(toast(page)).toContainText('Ikke autoriseret');
  await expect(page).toHaveURL(/\/$/);
});

test('a member edits their profile, downloads their data and deletes their account', async ({ page }) => {
  await loginViaApi(page, 'admin');
  const made = await page.request.post('/api/admin/players', {
    data: { firstName: 'Gdpr', lastName: 'Person', email: `gdpr${Date.now()}@example.dk`, role: 'member' },
  });
  const { id, username } = await made.json();
  expect((await page.request.put(`/api/admin/members/${id}/password`, { data: { password: 'slet-mig-kode' } })).ok()).toBeTruthy();
  await page.context().clearCookies();
  await loginViaApi(page, username, 'slet-mig-kode');

  await page.goto('/profile/settings');
  await page.getByRole('button', { name: 'Rediger' }).click();
  await page.getByLabel('Fornavn').fill('');
  await page.getByRole('button', { name: 'Gem ændringer' }).click();
  await expect(page.getByText('Fornavn er påkrævet')).toBeVisible();
  await page.getByLabel('Fornavn').fill('Gudrun');
  await page.getByLabel('Telefon').fill('22334455');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'settings-profile');
  await page.getByRole('button', { name: 'Gem ændringer' }).click();
  await expect(toast(page)).toContainText('Profil opdateret!');
  await expect(page.getByRole('button', { name: 'Rediger' })).toBeVisible();

  await page.getByRole('tab', { name: 'Sikkerhed' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download mine data' }).click();
  expect((await download).suggestedFilename()).toMatch(/^mine-data-\d{4}-\d{2}-\d{2}\.json$/);

  await page.getByRole('button', { name: 'Slet min konto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Slet din konto?' });
  await dialog.getByLabel('Adgangskode').fill('forkert-kode');
  await dialog.getByRole('button', { name: 'Slet konto' }).click();
  await expect(dialog.getByText('Forkert adgangskode')).toBeVisible();
  await dialog.getByLabel('Adgangskode').fill('slet-mig-kode');
  await dialog.getByRole('button', { name: 'Slet konto' }).click();
  await expect(page.getByRole('button', { name: 'Log ind' })).toBeVisible();
  const again = await page.request.post('/api/login', { data: { username, password: 'slet-mig-kode' } });
  expect(again.status()).toBe(401);
});

test('a member turns chat notifications off and on on their profile: saved on the server and on this device', async ({ page }) => {
  await loginViaApi(page, 'admin');
  const made = await page.request.post('/api/admin/players', {
    data: { firstName: 'Notits', lastName: 'Person', email: `notits${Date.now()}@example.dk`, role: 'member' },
  });
  const { id, username } = await made.json();
  expect((await page.request.put(`/api/admin/members/${id}/password`, { data: { password: 'notits-kode-7' } })).ok()).toBeTruthy();
  await page.context().clearCookies();
  await loginViaApi(page, username, 'notits-kode-7');

  const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('notification-settings') ?? 'null'));
  const server = async () => (await (await page.request.get('/api/user')).json()).chatNotificationsEnabled;

  await page.goto('/profile');
  const chat = page.getByRole('switch', { name: 'Chatbeskeder' });
  await expect(chat).toBeChecked();
  await chat.click();
  await expect(toast(page)).toContainText('Indstillinger opdateret');
  await expect(chat).not.toBeChecked();
  expect(await stored()).toEqual({ chatMessages: false });
  expect(await server()).toBe(false);
  await expect(page.getByRole('switch', { name: 'Notifikationer' })).toBeChecked();

  // It holds after a reload, and turns back on the same way.
  await page.reload();
  await expect(chat).not.toBeChecked();
  await chat.click();
  await expect(chat).toBeChecked();
  expect(await stored()).toEqual({ chatMessages: true });
  expect(await server()).toBe(true);
});
