import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations, loginViaApi, toast } from './fixtures';

/**
 * Payment screens tell the truth (F3, F17, F18, F27): the sandbox says no real money is taken, a
 * membership that cannot be cancelled says what happens instead, an invitee can always pay the
 * player fee, and MobilePay is offered only where it is there.
 */
const SANDBOX = 'Testbetaling – der trækkes ingen rigtige penge';

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Kortnummer').fill(number);
  await page.getByLabel('Udløbsdato').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

/** An invited player (role none), registered through a fresh player link, signed in in their own browser. */
async function newInvitee(admin: Page, browser: Browser, firstName: string, lastName: string) {
  await admin.goto('/admin/player-invitations');
  await admin.getByRole('tab', { name: 'Spillere' }).click();
  await admin.getByLabel('Hold').selectOption({ label: 'Senior 2' });
  await admin.getByRole('button', { name: 'Generer spillerlink' }).click();
  const link = admin.getByTestId('registration-link');
  await expect(link).toContainText('/register/');
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto((await link.textContent())!);
  const picture = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 20, g: 120, b: 60 } } }).png().toBuffer();
  await page.getByLabel('Profilbillede').setInputFiles({ name: 'mig.png', mimeType: 'image/png', buffer: picture });
  await expect(toast(page)).toContainText('Billede uploadet');
  await page.getByLabel('Fornavn').fill(firstName);
  await page.getByLabel('Efternavn').fill(lastName);
  await page.getByLabel('Email').fill(`${firstName.toLowerCase()}.${Date.now()}@example.dk`);
  await page.getByLabel('Adgangskode').fill('min-hemmelige-kode');
  await page.getByLabel('Adresse').fill('Boldgade 12');
  await page.getByLabel('Postnummer og by').fill('2100 København Ø');
  await page.getByLabel('Dag').fill('9');
  await page.getByLabel('Måned').fill('4');
  await page.getByLabel('År').fill('1996');
  await page.getByLabel('Telefon').fill('12345678');
  await page.getByRole('button', { name: 'Opret konto' }).click();
  await expect(page.getByText('Betal spillerkontingent').first()).toBeVisible({ timeout: 15_000 });
  const me = await (await page.request.get('/api/user')).json();
  return { page, context, id: me.id as number };
}

/** 'Bliv Medlem' up to the payment step 'Næsten færdig, {first}!'. */
async function startRegistration(page: Page, first: string, last: string, email: string) {
  await page.goto('/auth?register=true');
  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 120, b: 60 } } }).png().toBuffer();
  await page.locator('input[type=file]').setInputFiles({ name: 'mig.png', mimeType: 'image/png', buffer: picture });
  await expect(toast(page)).toContainText('Billede uploadet');
  await page.getByLabel('Fornavn').fill(first);
  await page.getByLabel('Efternavn').fill(last);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Adgangskode').fill('grøn-bold-2026');
  await page.getByLabel('Adresse').fill('Vigerslev Allé 12');
  await page.getByLabel('Postnummer og by').fill('2500 Valby');
  await page.getByLabel('Dag').fill('4');
  await page.getByLabel('Måned').fill('7');
  await page.getByLabel('År').fill('1992');
  await page.getByLabel('Telefon').fill('22334455');
  await expect(page.getByLabel('Brugernavn')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Fortsæt til betaling' }).click();
  await expect(page.getByRole('heading', { name: `Næsten færdig, ${first}!` })).toBeVisible();
}

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

test('an invitee who paid a kontingent is not shown as a player and can still pay the player fee', async ({ page, browser }) => {
  await loginViaApi(page, 'admin');
  const invitee = await newInvitee(page, browser, 'Karla', 'Kontingent');
  const kontingent = await page.request.post('/api/admin/create-kontingent', {
    data: { amount: 500, description: 'Månedskontingent', dueDate: '2030-01-31', userIds: [invitee.id] },
  });
  expect(kontingent.ok()).toBeTruthy();

  const p = invitee.page;
  await p.goto('/payment');
  await p.getByRole('button', { name: 'Betal Nu' }).first().click();
  await fillCard(p, '4242 4242 4242 4242');
  await p.getByRole('button', { name: 'Betal 500 kr' }).click();
  await expect(toast(p)).toContainText('Betaling Gennemført');

  // Profil: still no active membership (it used to say 'Spillermedlemskab Aktivt').
  await p.goto('/profile');
  const membership = p.getByRole('region', { name: 'Medlemskab' });
  await expect(membership.getByText('Ikke aktivt')).toBeVisible();
  await expect(membership.getByText('Aktivt', { exact: true })).toHaveCount(0);
  await p.screenshot({ path: '.tmp/screens/invitee-after-kontingent.png', fullPage: true });

  // Hjem: the player fee can be paid (it used to answer 'Dit medlemskab er allerede aktivt').
  await p.goto('/');
  await p.getByRole('button', { name: 'Betal nu' }).click();
  const dialog = p.getByRole('dialog', { name: 'Betal spillerkontingent' });
  await expect(dialog.getByLabel('Kortnummer')).toBeVisible();
  // A subscription renews from a saved card: MobilePay (single-use) is not offered for it.
  await expect(dialog.getByRole('radio', { name: 'MobilePay' })).toHaveCount(0);
  await fillCard(dialog as unknown as Page, '4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Betal 600 kr' }).click();
  await expect(p.getByRole('heading', { name: 'Betal spillerkontingent' })).toHaveCount(0, { timeout: 15_000 });
  const me = await (await p.request.get('/api/user')).json();
  expect(me).toMatchObject({ role: 'player', membershipStatus: 'active' });
  await invitee.context.close();
});

test('the player-fee prompt names what paying unlocks: answering and the chat, not Kampe and Træning, which are open', async ({ page }) => {
  await loginViaApi(page, 'nybruger');
  const prompt = page.locator('.card-warning').filter({ has: page.getByRole('heading', { name: 'Betal spillerkontingent' }) });
  await expect(prompt).toContainText('for at kunne svare Klar eller Ikke klar til kampe og træninger og skrive i chatten.');
  await expect(prompt).not.toContainText('adgang til');
  // What the prompt leaves out is indeed open already.
  const menu = page.getByRole('navigation', { name: 'Hovedmenu' });
  await menu.getByRole('link', { name: 'Kampe' }).click();
  await expect(page.getByRole('heading', { name: 'Kampe' })).toBeVisible();
  await menu.getByRole('link', { name: 'Træning' }).click();
  await expect(page.getByRole('heading', { name: 'Træninger', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Klar', exact: true })).toHaveCount(0);
  // The chat, which it names, is locked and says how it opens.
  await page.goto('/chat');
  await expect(page.getByText('Den åbner, når du har betalt spillerkontingent.')).toBeVisible();
});

test("'Opsig medlemskab' says what happens for every kind of membership, and is not offered without one", async ({ page }) => {
  const endingCard = page.getByRole('region', { name: 'Opsig medlemskab' });

  // A membership the club created.
  await loginViaApi(page, 'medlem');
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Opsig medlemskab' }).click();
  await expect(page).toHaveURL(/\/abonnement\?action=cancel$/);
  await expect(endingCard).toContainText(/Dit medlemskab er oprettet af klubben og udløber \d{1,2}\. \S+ \d{4}\. Det fornyes ikke automatisk/);
  await expect(page.getByRole('heading', { name: 'Opsig medlemskab' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Opsig medlemskab' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // No membership (an invitee who has not paid): no link, and the page says there is nothing to end.
  await page.context().clearCookies();
  await loginViaApi(page, 'nybruger');
  await page.goto('/profile');
  await expect(page.getByRole('link', { name: 'Administrer medlemskab' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Opsig medlemskab' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Opsig', exact: true })).toHaveCount(0);
  await page.goto('/abonnement?action=cancel');
  await expect(endingCard).toContainText('Du har intet aktivt medlemskab, så der er intet at opsige.');

  // A membership paid once through 'Bliv Medlem' (300 kr): it runs out by itself.
  await page.context().clearCookies();
  await startRegistration(page, 'Ulla', 'Engangsbetaler', 'ulla.engang@example.dk');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Betal 300 kr' }).click();
  await expect(toast(page)).toContainText('Velkommen til RU!');
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Opsig medlemskab' }).click();
  await expect(endingCard).toContainText(/Dit medlemskab udløber \d{1,2}\. \S+ \d{4} og fornyes ikke automatisk, så der er intet at opsige\./);
  await expect(page.getByRole('button', { name: 'Opsig medlemskab' })).toHaveCount(0);
  await page.screenshot({ path: '.tmp/screens/abonnement-paid-once.png', fullPage: true });
});

test('Bliv Medlem offers card or MobilePay, and the sandbox runs the MobilePay approve and decline step', async ({ page }) => {
  await startRegistration(page, 'Maja', 'Mobilbetaler', 'maja.mobil@example.dk');
  await expect(page.getByText('Betal med kort eller MobilePay for at aktivere dit medlemskab.')).toBeVisible();
  await page.getByRole('radio', { name: 'MobilePay' }).check();
  await expect(page.getByLabel('Kortnummer')).toHaveCount(0);
  await page.getByRole('button', { name: 'Betal med MobilePay' }).click();
  await expect(page.getByText('Telefonnummer skal være 8 cifre')).toBeVisible();
  await page.getByLabel('Mobilnummer').fill('22334455');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Betal med MobilePay' }).click();

  // Each request in the app is answered once (closing the dialog is not a second answer).
  const answers: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/sandbox/authenticate') answers.push(request.postDataJSON().approve ? 'Godkend' : 'Afvis');
  });
  const app = page.getByRole('dialog', { name: 'Godkend i MobilePay' });
  await expect(app).toContainText('+45 22334455');
  await page.screenshot({ path: '.tmp/screens/mobilepay-approve.png' });
  await app.getByRole('button', { name: 'Afvis' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Betalingen blev afvist i MobilePay.' })).toBeVisible();

  await page.getByRole('button', { name: 'Betal med MobilePay' }).click();
  await app.getByRole('button', { name: 'Godkend' }).click();
  await expect(toast(page)).toContainText('Velkommen til RU!');
  await expect(page.locator('.app-header-role')).toHaveText('RU Medlem');
  expect(answers).toEqual(['Afvis', 'Godkend']);
});
