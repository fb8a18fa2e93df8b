import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { startTestSmtpServer, type TestSmtpServer } from '../server/test/smtp-server';

/**
 * A second, fictitious club (decisions 105 and 106): a production server of its own on a fresh
 * database, with the payment sandbox and a local SMTP server, set up through its set-up page. Hjem,
 * Kampe, a payment, its receipt and its mail never say "RU". The same screens of RU (the main e2e
 * server's demo club) and of this club are saved light and dark for the closing note.
 */
const PORT = Number(process.env.E2E_SECOND_PORT ?? 5312);
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `.tmp/e2e-second-club-${process.pid}`;
const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/screens';
const ADMIN = { username: 'formand', password: 'vesterby-bold-2026' };

let smtp: TestSmtpServer;
let server: ChildProcess;
let output = '';

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  const started = Date.now();
  rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  smtp = await startTestSmtpServer();
  // Set up on its set-up page: no first admin from the environment.
  const { ADMIN_USERNAME: _user, ADMIN_PASSWORD: _password, ...inherited } = process.env;
  server = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (;;) {
    if (Date.now() - started > 120_000) throw new Error(`the second server did not start:\n${output}`);
    const ready = await fetch(`${BASE}/api/ready`).catch(() => null);
    if (ready?.ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  console.log(`second club server ready in ${Date.now() - started} ms`);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((r) => server?.once('exit', r));
  await smtp?.close();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

/** The page's visible text, without RU anywhere unless the club's data says so. */
async function expectNoRu(page: Page, where: string) {
  const text = await page.locator('body').innerText();
  expect(text, where).not.toMatch(/\bRU\b/);
}

async function shot(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${SHOTS}/A-${name}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const picture = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 30, g: 60, b: 140 } } })
    .png()
    .toBuffer();

const crestSvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 120"><path d="M50 2 96 18v40c0 34-22 52-46 60C26 110 4 92 4 58V18z" fill="#1d3f8a"/><circle cx="50" cy="58" r="24" fill="#ffd23f"/></svg>',
);

test("RU's header, splash and receipt as they were, for the closing note", async ({ page, browser }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const splash = await noScript.newPage();
  await splash.goto('/');
  await expect(splash.locator('.splash-title')).toHaveText('RU KlubApp');
  await shot(splash, 'splash-ru');
  await noScript.close();

  await page.request.post('/api/login', { data: { username: 'medlem', password: 'klubdemo' } });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toBeVisible();
  await expect(page.getByText('RU Medlem').first()).toBeVisible();
  await shot(page, 'header-ru');
  await page.goto('/profile/settings');
  await page.getByRole('tab', { name: 'Medlemskab' }).click();
  const button = page.getByRole('button', { name: /^Kvittering for / }).first();
  if (await button.count()) {
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Kvittering' })).toContainText(/RU-\d{6}/);
    await shot(page, 'receipt-ru');
  }
});

test('a second club is set up on its set-up page and never reads as RU', async ({ page, browser }) => {
  const code = /^ {2}([A-Z0-9]{5}(?:-[A-Z0-9]{5}){3})$/m.exec(output)?.[1];
  expect(code, `the set-up code in the server's output:\n${output}`).toBeTruthy();

  // Until the set-up is done, the app answers 503 in Danish.
  const closed = await page.request.get(`${BASE}/api/config`);
  expect(closed.status()).toBe(503);
  expect((await closed.json()).message).toContain('Klubben er ved at blive sat op');

  await page.goto(`${BASE}/setup`);
  await page.getByLabel('Engangskode fra serverens log').fill(code!);
  await page.getByLabel('Klubbens navn').fill('Vesterby Boldklub');
  await page.getByLabel('Kort navn').fill('VB');
  await page.getByLabel('Klubfarve').fill('#1d3f8a');
  await page.getByLabel('Accentfarve').fill('#ffd23f');
  await page.getByLabel(/^Skjold/).setInputFiles({ name: 'skjold.svg', mimeType: 'image/svg+xml', buffer: crestSvg });
  await page.getByLabel('Brugernavn').fill(ADMIN.username);
  await page.getByLabel('E-mail').fill('formand@vesterby.example');
  await page.getByLabel('Adgangskode (mindst 10 tegn)').fill(ADMIN.password);
  await page.screenshot({ path: `${SHOTS}/A-setup-page.png`, fullPage: true });
  await page.getByRole('button', { name: 'Sæt klubben op' }).click();
  await page.waitForURL(`${BASE}/`);
  expect((await page.request.get(`${BASE}/setup`)).status()).toBe(404);

  // The splash as it paints before any script: the club's crest and name.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const splash = await noScript.newPage();
  await splash.goto(`${BASE}/`);
  await expect(splash.locator('.splash-title')).toHaveText('VB KlubApp');
  await expect(splash).toHaveTitle('VB KlubApp');
  await shot(splash, 'splash-vb');
  await noScript.close();

  // Signing in: Hjem with the club's name in the header and no RU.
  await page.goto(`${BASE}/auth`);
  await expect(page.getByRole('heading', { name: 'VB KlubApp' })).toBeVisible();
  await page.getByLabel('Brugernavn').fill(ADMIN.username);
  await page.getByLabel('Adgangskode').fill(ADMIN.password);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Log ind' }).click();
  await reloaded;
  await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toBeVisible();
  await expect(page).toHaveTitle(/VB KlubApp/);
  await expectNoRu(page, 'Hjem');
  await shot(page, 'header-vb');

  await page.goto(`${BASE}/matches`);
  await expect(page.getByRole('heading', { name: 'Kampe' }).first()).toBeVisible();
  await expectNoRu(page, 'Kampe');

  // Systemindstillinger › Klubben shows what the set-up wrote.
  await page.goto(`${BASE}/admin/system-settings`);
  const klubben = page.getByRole('region', { name: 'Klubben' });
  await expect(klubben.getByLabel('Kort navn')).toHaveValue('VB');
  await expect(klubben.getByText('Farverne kan læses i både det lyse og det mørke tema.')).toBeVisible();
  await klubben.scrollIntoViewIfNeeded();
  await klubben.screenshot({ path: `${SHOTS}/A-klubben-vb.png` });

  // A payment: a visitor becomes a member, paying with the sandbox's test card.
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'da-DK' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${BASE}/auth?register=true`);
  await visitor.locator('input[type=file]').setInputFiles({ name: 'mig.png', mimeType: 'image/png', buffer: await picture() });
  await expect(visitor.getByText('Billede uploadet').first()).toBeVisible();
  await expectNoRu(visitor, 'the sign-up form');
  await visitor.getByLabel('Fornavn').fill('Vera');
  await visitor.getByLabel('Efternavn').fill('Vestergaard');
  await visitor.getByLabel('Email').fill('vera@vesterby.example');
  await visitor.getByLabel('Adgangskode').fill('grøn-bold-2026');
  await visitor.getByLabel('Adresse').fill('Banevej 2');
  await visitor.getByLabel('Postnummer og by').fill('9999 Vesterby');
  await visitor.getByLabel('Dag').fill('4');
  await visitor.getByLabel('Måned').fill('7');
  await visitor.getByLabel('År').fill('1992');
  await visitor.getByLabel('Telefon').fill('22334455');
  await expect(visitor.getByLabel('Brugernavn')).not.toHaveValue('');
  await visitor.getByRole('button', { name: 'Fortsæt til betaling' }).click();
  await expect(visitor.getByRole('heading', { name: 'Næsten færdig, Vera!' })).toBeVisible();
  await expectNoRu(visitor, 'the payment step');
  await visitor.getByLabel('Kortnummer').fill('4242 4242 4242 4242');
  await visitor.getByLabel('Udløbsdato').fill('12/34');
  await visitor.getByLabel('CVC').fill('123');
  await visitor.getByRole('button', { name: 'Betal 300 kr' }).click();
  await expect(visitor.getByText('Velkommen til VB!').first()).toBeVisible();
  await expect(visitor.locator('.app-header-role')).toHaveText('VB Medlem');
  await expectNoRu(visitor, 'the welcome');
  await shot(visitor, 'header-vb-member');

  // Its receipt in the app and in the mail.
  await visitor.goto(`${BASE}/profile/settings`);
  await visitor.getByRole('tab', { name: 'Medlemskab' }).click();
  await visitor.getByRole('button', { name: /^Kvittering for / }).first().click();
  const receipt = visitor.getByRole('dialog', { name: 'Kvittering' });
  await expect(receipt).toContainText(/VB-\d{6}/);
  await expect(receipt).toContainText('Vesterby Boldklub');
  await expectNoRu(visitor, 'the receipt');
  await shot(visitor, 'receipt-vb');

  const mail = await smtp.waitFor('vera@vesterby.example');
  expect(mail.parsed.from?.value[0]?.name).toBe('VB KlubApp');
  expect(mail.parsed.subject).toBe('Kvittering for din betaling til Vesterby Boldklub');
  expect(`${mail.parsed.subject}\n${mail.parsed.text}`).not.toMatch(/\bRU\b/);
  await visitorContext.close();
});
