import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations, linkIn, loginViaApi, readMail, toast } from './fixtures';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `.tmp/screens/mail-${name}.png`, fullPage: true });

test('an admin sends an invitation by e-mail and the invitee registers from the mailed link', async ({
  page,
  browser,
}) => {
  await loginViaApi(page, 'admin');
  await page.goto('/admin/player-invitations');
  await page.getByRole('tab', { name: 'Spillere' }).click();
  await page.getByLabel('Hold').selectOption({ label: 'Senior 2' });
  await page.getByRole('button', { name: 'Generer spillerlink' }).click();
  await expect(page.getByTestId('registration-link')).toContainText('/register/');

  const address = `inviteret${Date.now()}@example.dk`;
  const field = page.getByLabel('Send linket på e-mail');
  await field.fill(`${address}\nikke-en-adresse`);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Ugyldig email: ikke-en-adresse')).toBeVisible();
  await field.fill(`${address}\n`);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'invitation-email');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page)).toContainText('Sendt til 1 adresse.');

  // The invitee's inbox: a personal token under the link, which the reusable link never is.
  const link = linkIn(await readMail(address, 'Invitation: bliv spiller på Senior 2'), '/register/player');
  expect(link).not.toContain(
    new URL((await page.getByTestId('registration-link').textContent())!.trim()).searchParams.get('token')!,
  );

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Spillerregistrering' })).toBeVisible();
  const picture = await sharp({
    create: { width: 300, height: 300, channels: 3, background: { r: 20, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
  await visitor
    .getByLabel('Profilbillede')
    .setInputFiles({ name: 'mig.png', mimeType: 'image/png', buffer: picture });
  await expect(toast(visitor)).toContainText('Billede uploadet');
  await visitor.getByLabel('Fornavn').fill('Ida');
  await visitor.getByLabel('Efternavn').fill('Inviteret');
  await visitor.getByLabel('Email').fill(address);
  await visitor.getByLabel('Adgangskode').fill('min-hemmelige-kode');
  await visitor.getByLabel('Adresse').fill('Boldgade 12');
  await visitor.getByLabel('Postnummer og by').fill('2100 København Ø');
  await visitor.getByLabel('Dag').fill('9');
  await visitor.getByLabel('Måned').fill('4');
  await visitor.getByLabel('År').fill('1996');
  await visitor.getByLabel('Telefon').fill('12345678');
  await visitor.getByRole('button', { name: 'Opret konto' }).click();
  await expect(visitor.getByRole('heading', { name: 'Velkommen i klubben!' })).toBeVisible();
  await context.close();
});
