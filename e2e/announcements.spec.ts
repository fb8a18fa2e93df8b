import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginViaApi, toast } from './fixtures';

async function switchUser(page: Page, username: string) {
  await page.context().clearCookies();
  await loginViaApi(page, username);
}

const LONG = `Generalforsamling på torsdag kl. 19 i klubhuset. Se dagsordenen på https://example.dk/dagsorden og husk at melde afbud i god tid, så vi kan bestille nok mad til alle.`;

test('an admin posts an important announcement; a member sees the banner, reads it, and the banner disappears', async ({ page }) => {
  await loginViaApi(page, 'admin');
  await page.goto('/admin/announcements');
  await expect(page.getByRole('heading', { name: 'Beskeder' })).toBeVisible();
  await page.getByRole('button', { name: 'Ny besked' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny besked' });
  await dialog.getByRole('button', { name: 'Send besked' }).click();
  await expect(toast(page)).toContainText('Manglende information');
  await expect(toast(page)).toContainText('Udfyld venligst både titel og indhold.');

  await dialog.getByLabel('Titel').fill('Vigtigt: Generalforsamling');
  await dialog.getByLabel('Indhold').fill(`${LONG}\n<img src=x onerror="window.__xss=1">`);
  await dialog.getByLabel('Vigtig besked').check();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Send besked' }).click();
  await expect(toast(page)).toContainText('Besked oprettet');
  await expect(page.getByRole('listitem').filter({ hasText: 'Vigtigt: Generalforsamling' })).toBeVisible();

  await switchUser(page, 'medlem');
  const banner = page.getByRole('button', { name: /ulæste? opslag/ });
  await expect(banner).toBeVisible();
  await banner.click();
  const unread = page.getByRole('dialog', { name: 'Ulæste opslag' });
  const item = unread.getByRole('listitem').filter({ hasText: 'Vigtigt: Generalforsamling' });
  await expect(item.getByText('Vigtig', { exact: true })).toBeVisible();
  await expect(item.getByText(/Mette Kjær \(Administrator\)/)).toBeVisible();
  // Long text collapses; the link is a real link; markup stays text.
  await expect(item.getByRole('button', { name: 'Læs mere' })).toBeVisible();
  await item.getByRole('button', { name: 'Læs mere' }).click();
  await expect(item.getByRole('link', { name: 'https://example.dk/dagsorden' })).toHaveAttribute('href', 'https://example.dk/dagsorden');
  await expect(item.getByText('<img src=x onerror="window.__xss=1">')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await item.getByRole('button', { name: 'Vis mindre' }).click();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '.tmp/screens/announcements-dialog.png' });

  // Mark every unread one read, one by one; the dialog closes after the last.
  const markButtons = unread.getByRole('button', { name: /^Marker .* som læst$/ });
  for (let left = await markButtons.count(); left > 0; left--) {
    await markButtons.first().click();
    if (left > 1) await expect(markButtons).toHaveCount(left - 1);
  }
  await expect(unread).toBeHidden();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Hej / })).toBeVisible();
  await expect(page.getByRole('button', { name: /ulæste? opslag/ })).toHaveCount(0);
});

test('a player sees Adgang Nægtet on Beskeder and on Klub Panel; an admin sees the Klub Panel links', async ({ page }) => {
  await loginViaApi(page, 'spiller');
  await page.goto('/admin/announcements');
  await expect(page.getByText('Adgang Nægtet')).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByText('Adgang Nægtet')).toBeVisible();
  await expect(page.getByText('Du har ikke tilladelse til at tilgå administrationsområdet.')).toBeVisible();

  await switchUser(page, 'admin');
  await page.goto('/admin');
  const panel = page.getByRole('navigation', { name: 'Klub Panel' });
  const links: ReadonlyArray<readonly [string, string]> = [
    ['Medlemmer', '/admin/members'],
    ['Kampe', '/matches'],
    ['Statistik', '/statistics'],
    ['Upload Kampprogram', '/admin/csv-upload'],
    ['Kontingent', '/admin/kontingent'],
    ['Systemindstillinger', '/admin/system-settings'],
  ];
  for (const [name, href] of links) {
    await expect(panel.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expectNoSeriousA11yViolations(page);
});
