import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginViaApi, toast } from './fixtures';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `.tmp/screens/mail-${name}.png`, fullPage: true });

test('a member changes their e-mail: the old one stays until the link sent to the new one is confirmed, and the old one is told', async ({
  page,
  browser,
}) => {
  await loginViaApi(page, 'admin');
  const stamp = Date.now();
  const oldEmail = `gammel${stamp}@example.dk`;
  const newEmail = `ny${stamp}@example.dk`;
  const made = await page.request.post('/api/admin/players', {
    data: { firstName: 'Emma', lastName: 'Skifter', email: oldEmail, role: 'member' },
  });
  const { id, username } = (await made.json()) as { id: number; username: string };
  expect(
    (await page.request.put(`/api/admin/members/${id}/password`, { data: { password: 'emma-kode-1' } })).ok(),
  ).toBeTruthy();

  const member = await browser.newContext();
  const me = await member.newPage();
  await loginViaApi(me, username, 'emma-kode-1');
  await me.goto('/profile/settings');
  await me.getByRole('button', { name: 'Rediger' }).click();
  await me.getByLabel('Email').fill(newEmail);
  await me.getByRole('button', { name: 'Gem ændringer' }).click();
  await expect(toast(me)).toContainText('Bekræft din nye email');
  await expect(me.getByLabel('Email')).toHaveValue(oldEmail);

  // The demo's outbox, as the admin reads it.
  await page.goto('/admin/system-settings');
  const item = page
    .getByRole('listitem')
    .filter({ hasText: `Til ${newEmail}` })
    .first();
  await expect(item).toContainText('Bekræft din nye email');
  await item.locator('summary').click();
  const link = (await item.getByTestId('outbox-text').textContent())!.match(
    /http:\/\/\S+\/confirm-email\?token=\S+/,
  )?.[0];
  expect(link).toBeTruthy();

  await me.goto(link!);
  await expect(me.getByRole('heading', { name: 'Bekræft ny email' })).toBeVisible();
  await expectNoSeriousA11yViolations(me);
  await shot(me, 'confirm-email');
  await me.getByRole('button', { name: 'Bekræft email' }).click();
  await expect(me.getByText(`Din email er nu ${newEmail}.`)).toBeVisible();

  await page.reload();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: `Til ${oldEmail}` })
      .first(),
  ).toContainText('Din email er ændret');
  await member.close();
});
