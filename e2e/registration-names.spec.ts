import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginViaApi } from './fixtures';

const USERNAME_TOO_SHORT = 'Brugernavn skal være mindst 3 tegn';

/**
 * The username is generated from the names and read-only: a message about it belongs under the
 * name fields, where it can be acted on, and only once the names themselves are filled in.
 */
async function checkNameMessages(page: Page, submit: string) {
  await page.getByRole('button', { name: submit }).click();
  await expect(page.getByText('Fornavn er påkrævet')).toBeVisible();
  await expect(page.getByText('Efternavn er påkrævet')).toBeVisible();
  await expect(page.getByText(USERNAME_TOO_SHORT)).toHaveCount(0);
  await expect(page.getByLabel('Brugernavn')).not.toHaveAttribute('aria-invalid', 'true');

  // Names that give a username of two letters: the message is under the names and describes them.
  await page.getByLabel('Fornavn').fill('A');
  await page.getByLabel('Efternavn').fill('B');
  await page.getByRole('button', { name: submit }).click();
  await expect(page.getByText(USERNAME_TOO_SHORT)).toBeVisible();
  // The cursor goes where the person can act: the first name, not the read-only username.
  await expect(page.getByLabel('Fornavn')).toBeFocused();
  await expect(page.getByLabel('Fornavn')).toHaveAccessibleDescription(new RegExp(USERNAME_TOO_SHORT));
  await expect(page.getByLabel('Efternavn')).toHaveAccessibleDescription(new RegExp(USERNAME_TOO_SHORT));
  await expect(page.getByLabel('Fornavn')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Brugernavn')).not.toHaveAccessibleDescription(new RegExp(USERNAME_TOO_SHORT));
  const message = await page.getByText(USERNAME_TOO_SHORT).boundingBox();
  const nameField = await page.getByLabel('Efternavn').boundingBox();
  const usernameField = await page.getByLabel('Brugernavn').boundingBox();
  expect(message!.y).toBeGreaterThan(nameField!.y);
  expect(message!.y).toBeLessThan(usernameField!.y);
  await expectNoSeriousA11yViolations(page);

  // A hyphen and an apostrophe are part of a name; the username keeps the letters.
  await page.getByLabel('Fornavn').fill('Mary-Kate');
  await page.getByLabel('Efternavn').fill("O'Brien");
  await expect(page.getByLabel('Brugernavn')).toHaveValue(/^marykateobrien\d*$/);
  await expect(page.getByText(USERNAME_TOO_SHORT)).toHaveCount(0);
  await expect(page.getByText(/må kun indeholde bogstaver/)).toHaveCount(0);
}

test('Bliv Medlem: the username message stands under the name fields, not under the read-only username', async ({ page }) => {
  await page.goto('/auth?register=true');
  await checkNameMessages(page, 'Fortsæt til betaling');
});

test('an invitation form: the username message stands under the name fields as well', async ({ page }) => {
  await loginViaApi(page, 'admin');
  const res = await page.request.post('/api/admin/generate-player-registration-link', { data: { team: 'serie_5_pulje_6', role: 'player' } });
  expect(res.ok()).toBeTruthy();
  const { token } = (await res.json()) as { token: string };
  await page.context().clearCookies();
  await page.goto(`/register/player?token=${token}`);
  await expect(page.getByRole('heading', { name: 'Spillerregistrering' })).toBeVisible();
  await checkNameMessages(page, 'Opret konto');
});
