import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  expectNoSeriousA11yViolations,
  expectOnTop,
  loginAsNewInvitee,
  loginViaApi,
  toast,
} from './fixtures';

/** Payments on the offline sandbox gateway (D10), with Stripe's test cards. */

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Kortnummer').fill(number);
  await page.getByLabel('Udløbsdato').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

const pictureBytes = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 120, b: 60 } } })
    .png()
    .toBuffer();

async function fillRegistration(page: Page, first: string, last: string, email: string) {
  await page.goto('/auth?register=true');
  const picture = await pictureBytes();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'mig.png', mimeType: 'image/png', buffer: picture });
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
  const username = await page.getByLabel('Brugernavn').inputValue();
  await page.getByRole('button', { name: 'Fortsæt til betaling' }).click();
  await expect(page.getByRole('heading', { name: `Næsten færdig, ${first}!` })).toBeVisible();
  return username;
}

test('a visitor becomes an RU member with 4242 and sees the welcome and RU Medlem', async ({ page }) => {
  await fillRegistration(page, 'Ida', 'Kortbetaler', 'ida.kortbetaler@example.dk');
  await expect(page.getByText('300 kr', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Betal 300 kr' }).click();
  await expect(toast(page)).toContainText('Velkommen til RU!');
  await expect(toast(page)).toContainText('Dit medlemskab er nu aktivt');
  await expect(page.locator('.app-header-role')).toHaveText('RU Medlem');
  await expect(page.locator('.app-header-name')).toHaveText('Ida Kortbetaler');
  await page.screenshot({ path: '.tmp/screens/payments-welcome.png' });
});

test('a declined card says why under the form and creates no user; back keeps the form and the picture', async ({
  page,
}) => {
  const username = await fillRegistration(page, 'Bo', 'Afvist', 'bo.afvist@example.dk');
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Betal 300 kr' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Dit kort blev afvist.' })).toContainText(
    'Betalingsfejl',
  );
  await page.screenshot({ path: '.tmp/screens/payments-declined.png' });
  await page.getByRole('button', { name: '← Tilbage til registrering' }).click();
  await expect(page.getByRole('button', { name: 'Fortsæt til betaling' })).toBeVisible();
  // Back keeps what was typed and the picture (F24).
  const typed = {
    Fornavn: 'Bo',
    Efternavn: 'Afvist',
    Email: 'bo.afvist@example.dk',
    Adgangskode: 'grøn-bold-2026',
    Adresse: 'Vigerslev Allé 12',
    'Postnummer og by': '2500 Valby',
    Dag: '4',
    Måned: '7',
    År: '1992',
    Telefon: '22334455',
    Brugernavn: username,
  };
  for (const [label, value] of Object.entries(typed))
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  const preview = page.getByRole('img', { name: 'Valgt profilbillede' });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The same form, picture included, goes on to payment again as it is.
  await page.getByRole('button', { name: 'Fortsæt til betaling' }).click();
  await expect(page.getByRole('heading', { name: 'Næsten færdig, Bo!' })).toBeVisible();
  const login = await page.request.post('/api/login', {
    data: { username: 'boafvist', password: 'grøn-bold-2026' },
  });
  expect(login.status()).toBe(401);
});

/** A registration paid entirely through the API (another person, or a redirect-based payment). */
async function registerViaApi(request: APIRequestContext, username: string, email: string) {
  // The picture is this registration's own upload, as the form makes it (a made-up path is refused).
  const reserved = await (await request.post('/api/objects/upload-registration')).json();
  const put = await request.put(reserved.uploadURL, {
    data: await pictureBytes(),
    headers: { 'content-type': 'image/png' },
  });
  expect(put.status()).toBe(200);
  const userData = {
    username,
    password: 'grøn-bold-2026',
    email,
    firstName: 'Anden',
    lastName: 'Person',
    address: 'Vigerslev Allé 12',
    postalCode: '2500 Valby',
    birthDate: '1990-04-12',
    membershipType: 'ru_member',
    phone: '12345678',
    profileImageUrl: reserved.path,
  };
  const intent = await (await request.post('/api/create-payment-intent', { data: { userData } })).json();
  const paid = await request.post('/api/sandbox/confirm-payment', {
    data: {
      clientSecret: intent.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
    },
  });
  expect((await paid.json()).status).toBe('succeeded');
  return intent as { paymentIntentId: string; clientSecret: string };
}

test('a username taken while paying: the welcome tells the payer their actual username (D14)', async ({
  page,
  request,
}) => {
  const username = await fillRegistration(page, 'Ole', 'Dobbelt', 'ole.dobbelt@example.dk');
  // Someone else registers the same username while this payer types the card number.
  await registerViaApi(request, username, 'ole.anden@example.dk');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Betal 300 kr' }).click();
  await expect(toast(page)).toContainText('Velkommen til RU!');
  await expect(toast(page)).toContainText(
    `Brugernavnet ${username} blev taget imens, så dit brugernavn er ${username}2.`,
  );
  const me = await (await page.request.get('/api/user')).json();
  expect(me.username).toBe(`${username}2`);
});

test('a payment the bank is still processing shows "Betalingen behandles", not an error', async ({
  page,
}) => {
  const username = await fillRegistration(page, 'Pia', 'Venter', 'pia.venter@example.dk');
  // The bank answers "processing" (MobilePay, some cards); the sandbox cards never do, so the answer is set here.
  await page.route('**/api/sandbox/confirm-payment', (route) =>
    route.fulfill({ json: { status: 'processing', message: null, paymentIntentId: 'pi_processing' } }),
  );
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Betal 300 kr' }).click();
  await expect(page.getByRole('heading', { name: 'Betalingen behandles' })).toBeVisible();
  await expect(page.getByText(`Derefter kan du logge ind med brugernavnet ${username}.`)).toBeVisible();
  await expect(toast(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.goto(
    '/payment-success?payment_intent=pi_processing&payment_intent_client_secret=pi_processing_secret_x&redirect_status=processing',
  );
  await expect(page.getByRole('heading', { name: 'Betalingen behandles' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Noget gik galt' })).toBeHidden();
  await expectNoSeriousA11yViolations(page);
});

test('the redirect return completes only with the client secret and names the username', async ({
  page,
  request,
}) => {
  const { paymentIntentId, clientSecret } = await registerViaApi(request, 'retur_medlem', 'retur@example.dk');
  await page.goto(`/payment-success?payment_intent=${paymentIntentId}&redirect_status=succeeded`);
  await expect(page.getByRole('heading', { name: 'Noget gik galt' })).toBeVisible();
  await page.goto(
    `/payment-success?payment_intent=${paymentIntentId}&payment_intent_client_secret=${encodeURIComponent(clientSecret)}&redirect_status=succeeded`,
  );
  await expect(page.getByRole('heading', { name: 'Velkommen til RU!' })).toBeVisible();
  await expect(page.getByText('Dit brugernavn er retur_medlem')).toBeVisible();
});

test('an invited player pays the player fee, becomes Spiller, then cancels and sees the end date', async ({
  page,
}) => {
  // A new invitee of this test's own: the demo's nybruger stays unpaid for the specs after this one.
  await loginAsNewInvitee(page, 'Frida', await pictureBytes());
  // The bank's confirmation is answered once and the payment completed once: a second completion
  // renewed the session again while the page reloaded, and signed Frida out.
  const sent: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/sandbox/authenticate' || path === '/api/complete-player-subscription') sent.push(path);
  });
  await expect(page.getByRole('heading', { name: 'Betal spillerkontingent' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Betal nu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Betal spillerkontingent' });
  // A declined card: the reason stands inside the dialog, on top and announced (F20).
  await fillCard(dialog as unknown as Page, '4000 0000 0000 0002');
  await dialog.getByRole('button', { name: 'Betal 600 kr' }).click();
  const refusal = dialog.getByRole('alert').filter({ hasText: 'Dit kort blev afvist.' });
  await expect(refusal).toContainText('Betalingsfejl');
  await expectOnTop(refusal);
  await expectNoSeriousA11yViolations(page);
  await fillCard(dialog as unknown as Page, '4000 0027 6000 3184');
  await dialog.getByRole('button', { name: 'Betal 600 kr' }).click();
  // The bank's confirmation step of the 3-D Secure test card.
  await page
    .getByRole('dialog', { name: 'Bekræft betaling' })
    .getByRole('button', { name: 'Godkend' })
    .click();
  // Both the home card and the dialog carry the heading until the payment completes and the page reloads.
  await expect(page.getByRole('heading', { name: 'Betal spillerkontingent' })).toHaveCount(0, {
    timeout: 15_000,
  });
  expect(sent).toEqual(['/api/sandbox/authenticate', '/api/complete-player-subscription']);
  const me = await (await page.request.get('/api/user')).json();
  expect(me.role).toBe('player');
  expect(me.membershipStatus).toBe('active');

  await page.goto('/abonnement');
  await expect(page.getByRole('heading', { name: 'Mit Medlemskab' })).toBeVisible();
  await expect(page.getByText('Aktivt', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Opsig medlemskab' }).click();
  const confirmCancel = page.getByRole('dialog', { name: 'Opsig medlemskab?' });
  await expect(confirmCancel).toContainText('kan ikke fortrydes');
  await confirmCancel.getByRole('button', { name: 'Opsig medlemskab' }).click();
  await expect(toast(page)).toContainText('Abonnement opsagt');
  await expect(page.getByText(/Dit medlemskab er opsagt og slutter/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Opsig medlemskab' })).toBeHidden();
  await page.screenshot({ path: '.tmp/screens/payments-abonnement.png' });
});

test('an admin creates kontingent for two members and one pays it with Betal Nu', async ({ page }) => {
  await loginViaApi(page, 'admin');
  await page.goto('/admin/kontingent');
  await expect(page.getByRole('heading', { name: 'Kontingent' })).toBeVisible();
  await page.getByRole('tab', { name: 'Betalinger' }).click();
  await expect(page.getByLabel('Beløb (kr)')).toHaveValue('500');
  await expect(page.getByLabel('Beskrivelse')).toHaveValue('Månedskontingent');
  await page.getByRole('button', { name: 'Opret kontingent' }).click();
  await expect(toast(page)).toContainText('Vælg mindst én bruger til kontingent');
  await page.getByLabel('Søg efter medlem').fill('Anne Sørensen');
  await page.getByRole('checkbox', { name: /Anne Sørensen/ }).check();
  await page.getByLabel('Søg efter medlem').fill('Mads Østergaard');
  await page.getByRole('checkbox', { name: /Mads Østergaard/ }).check();
  await expect(page.getByText('I alt: 1.000 kr (2 brugere)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Opret kontingent' }).click();
  // Every bulk action asks first, saying what happens to how many (decision 079).
  const ask = page.getByRole('dialog', { name: 'Opret kontingent for 2 brugere?' });
  await expect(ask).toContainText('I alt 1.000 kr');
  const pendingForAnne = async () => {
    const all: Array<{ status: string; user: { firstName: string; lastName: string } | null }> = await (
      await page.request.get('/api/payments/all')
    ).json();
    return all.filter(
      (p) => p.status === 'pending' && p.user?.firstName === 'Anne' && p.user.lastName === 'Sørensen',
    ).length;
  };
  const owedBefore = await pendingForAnne();
  await ask.getByRole('button', { name: 'Opret kontingent' }).click();
  await expect(toast(page)).toContainText('Kontingent oprettet for 2 brugere');
  // One confirmation, one new kontingent each (CI once found two rows for Anne in Udestående).
  expect(await pendingForAnne()).toBe(owedBefore + 1);
  await page.getByRole('tab', { name: 'Udestående' }).click();
  const arrears = page.getByRole('listitem').filter({ hasText: 'Anne Sørensen' });
  await expect(arrears).toHaveCount(owedBefore + 1);
  await expect(arrears.filter({ hasText: 'Månedskontingent' }).first()).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/kontingent-arrears.png' });

  await page.context().clearCookies();
  await loginViaApi(page, 'medlem');
  await expect(page.getByRole('heading', { name: 'Udestående betaling' })).toBeVisible();
  await page.getByRole('link', { name: 'Se betalinger' }).click();
  await expect(page.getByRole('heading', { name: 'Skyldige Betalinger' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Betal Nu' }).first().click();
  await expect(page.getByRole('heading', { name: 'Gennemfør Betaling' })).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Betal 500 kr' }).click();
  await expect(toast(page)).toContainText('Betaling Gennemført');
  await expect(page.getByRole('heading', { name: 'Skyldige Betalinger' })).toBeHidden();
  await expect(page.getByText('Månedskontingent')).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/payments-paid.png' });

  // Profile settings, tab Medlemskab: the paid kontingent in the history, with its receipt.
  await page.goto('/profile/settings');
  await page.getByRole('tab', { name: 'Medlemskab' }).click();
  await expect(page.getByRole('heading', { name: 'Betalingshistorik' })).toBeVisible();
  await page.getByRole('button', { name: 'Kvittering for Månedskontingent' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Kvittering' })).toContainText('500 kr');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '.tmp/screens/payments-membership-tab.png' });
});

test("'Fjern medlemskab' asks first and says how many it touches; cancelling changes nothing (F21)", async ({
  page,
}) => {
  await loginViaApi(page, 'admin');
  type Listed = { id: number; firstName: string; lastName: string; role: string; membershipStatus: string };
  const listed = async (): Promise<Listed[]> => (await page.request.get('/api/users')).json();
  const name = (u: Listed) => `${u.firstName} ${u.lastName}`;
  // Two active squad players whose name nobody else has; the demo logins are left alone.
  const all = await listed();
  const demo = [
    'Mette Kjær',
    'Lars Nørgaard',
    'Søren Hansen',
    'Mads Østergaard',
    'Anne Sørensen',
    'Jonas Bæk',
  ];
  const unique = (u: Listed) => all.filter((o) => name(o) === name(u)).length === 1;
  const candidates = all.filter(
    (u) => u.role === 'player' && u.membershipStatus === 'active' && !demo.includes(name(u)) && unique(u),
  );
  expect(candidates.length).toBeGreaterThanOrEqual(2);
  const [a, b] = candidates as [Listed, Listed, ...Listed[]];
  const statuses = async () => {
    const now = await listed();
    return [a, b].map((u) => now.find((n) => n.id === u.id)?.membershipStatus);
  };
  const tick = async (u: Listed, on: boolean) => {
    await page.getByLabel('Søg efter medlem').fill(name(u));
    await page.getByRole('checkbox', { name: new RegExp(name(u)) }).setChecked(on);
  };

  await page.goto('/admin/kontingent');
  await page.getByRole('tab', { name: 'Medlemskab' }).click();
  await tick(a, true);
  await tick(b, true);
  await page.getByRole('button', { name: 'Fjern medlemskab (2)' }).click();
  const askTwo = page.getByRole('dialog', { name: 'Fjern medlemskab for 2 medlemmer?' });
  await expect(askTwo).toContainText(`${name(a)} og ${name(b)}`);
  await expectNoSeriousA11yViolations(page);
  await askTwo.getByRole('button', { name: 'Annuller' }).click();
  await expect(askTwo).toBeHidden();
  expect(await statuses()).toEqual(['active', 'active']);

  await tick(b, false);
  await page.getByRole('button', { name: 'Fjern medlemskab (1)' }).click();
  const askOne = page.getByRole('dialog', { name: 'Fjern medlemskab for 1 medlem?' });
  await expect(askOne).toContainText(name(a));
  await askOne.getByRole('button', { name: 'Fjern medlemskab' }).click();
  await expect(askOne).toBeHidden();
  expect(await statuses()).toEqual(['inactive', 'active']);
});

test('payment screens are accessible: /subscribe, /payment, kontingent Medlemskab, and a failed /payment-success', async ({
  page,
}) => {
  await page.goto('/payment-success?redirect_status=failed&payment_intent=pi_x');
  await expect(page.getByRole('heading', { name: 'Noget gik galt' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tilbage til login' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await loginViaApi(page, 'spiller');
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { name: 'Vælg Medlemskab' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dit Medlemskab' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/payment');
  await expect(page.getByRole('heading', { name: 'Betalinger', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.context().clearCookies();
  await loginViaApi(page, 'bestyrelse');
  await page.goto('/admin/kontingent');
  await page.getByLabel('Søg efter medlem').fill('Anne Sørensen');
  await page.getByRole('checkbox', { name: /Anne Sørensen/ }).check();
  await page.getByLabel('Varighed (måneder)').fill('0');
  await page.getByRole('button', { name: /Opret medlemskab/ }).click();
  await expect(page.getByText('Varighed skal være mindst 1 måned')).toBeVisible();
  await page.getByLabel('Varighed (måneder)').fill('12');
  await page.getByRole('button', { name: /Opret medlemskab/ }).click();
  await page
    .getByRole('dialog', { name: 'Opret medlemskab for 1 bruger?' })
    .getByRole('button', { name: 'Opret medlemskab' })
    .click();
  await expect(toast(page)).toContainText('Medlemskab oprettet for 1 bruger');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '.tmp/screens/kontingent-membership.png' });
});
