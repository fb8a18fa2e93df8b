import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations, linkIn, loginViaApi, readMail, toast } from './fixtures';

/**
 * A club moves in within an evening (decision 100, decision 101): the board uploads the club's
 * member list of 40 people (Holdsport's export: Windows-1252, ';'), corrects the two wrong rows in
 * the preview, imports, and invites everyone with an address; three of them join from their mails;
 * the coach of their team, one of the three, sees on Hjem who has not joined: "37 af 41". The team
 * is Motionsholdet, whose one demo player is the demo coach (a person on two teams, decision 107),
 * so the count is the list's 40 and him. The .xlsx of the
 * same list is previewed at a desktop here and read in full by the API tests.
 */
const FIXTURES = path.join(import.meta.dirname, '..', 'server', 'test', 'fixtures');
const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: `.tmp/screens/moving-in-${name}.png`, fullPage });

/** The invitee follows the link in their mail, adds a picture and a password; answers their signed-in page. */
async function join(browser: Browser, email: string): Promise<Page> {
  const link = linkIn(await readMail(email, 'Du er inviteret til klubbens app på Motionsholdet'), '/invitation');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'da-DK', timezoneId: 'Europe/Copenhagen' });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: /^Velkommen, / })).toBeVisible();
  const buffer = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 20, g: 120, b: 60 } } }).png().toBuffer();
  await page.getByLabel('Profilbillede').setInputFiles({ name: 'mig.png', mimeType: 'image/png', buffer });
  await expect(toast(page)).toContainText('Billede uploadet');
  await page.getByLabel('Vælg adgangskode').fill('vi-er-flyttet-ind-2026');
  await page.getByRole('button', { name: 'Opret mig' }).click();
  await expect(page.getByRole('heading', { name: 'Velkommen i klubben!' })).toBeVisible();
  return page;
}

test('the board imports the club’s 40 members, corrects two rows, invites them; three join', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await loginViaApi(page, 'bestyrelse');
  await page.goto('/admin/members');
  // From here the board member's own steps are counted, and the time they take on this machine.
  const started = Date.now();
  let steps = 0;
  const step = async <T,>(action: Promise<T>) => {
    steps++;
    return action;
  };

  await step(page.getByRole('link', { name: 'Importér medlemmer' }).click());
  await expect(page.getByRole('heading', { name: 'Importér medlemmer' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'choose');
  const file = readFileSync(path.join(FIXTURES, 'medlemmer-holdsport.csv'));
  await step(page.getByLabel('Medlemsliste').setInputFiles({ name: 'medlemmer-holdsport.csv', mimeType: 'text/csv', buffer: file }));
  await expect(page.getByRole('heading', { name: '38 oprettes, 2 har fejl' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'preview', false);

  // Row 6: an e-mail written with (at); row 9: a team the club does not have.
  await step(page.getByRole('button', { name: 'Ret række 6: Anders Nørgaard' }).click());
  const dialog = page.getByRole('dialog', { name: 'Ret række 6' });
  await expect(dialog.getByLabel('E-mail')).toHaveValue('anders.noergaard(at)ru-medlem.dk');
  await expect(dialog.getByText('Ugyldig email')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'correct', false);
  await step(dialog.getByLabel('E-mail').fill('anders.noergaard@ru-medlem.dk'));
  await step(dialog.getByRole('button', { name: 'Gem' }).click());
  await expect(toast(page)).toContainText('Række 6 er rettet');
  await expect(page.getByRole('heading', { name: '39 oprettes, 1 har fejl' })).toBeVisible();

  await step(page.getByRole('button', { name: 'Ret række 9: Mathias Ærenlund' }).click());
  const second = page.getByRole('dialog', { name: 'Ret række 9' });
  await expect(second.getByText('Ukendt hold "Motionshold 2"')).toBeVisible();
  await step(second.getByLabel('Hold').selectOption({ label: 'Motionsholdet' }));
  await step(second.getByRole('button', { name: 'Gem' }).click());
  await expect(page.getByRole('heading', { name: '40 oprettes' })).toBeVisible();

  await step(page.getByRole('button', { name: 'Importér 40' }).click());
  await expect(page.getByRole('heading', { name: '40 oprettet, 0 opdateret' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'imported');
  await step(page.getByRole('button', { name: 'Send invitationer til 40 personer' }).click());
  await expect(page.locator('.import-invite').getByRole('status')).toHaveText('40 invitationer sendt.');
  const seconds = Math.round((Date.now() - started) / 1000);
  await shot(page, 'invited');
  test.info().annotations.push({ type: 'board-steps', description: `${steps} steps, ${seconds} s from Medlemmer to invitations sent` });
  console.log(`moving in: ${steps} steps, ${seconds} s from Medlemmer to invitations sent (this machine, Playwright's speed)`);

  // The same list as DBU KlubOffice's .xlsx, read (not imported) on a desktop: the preview as a table.
  const desk = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'da-DK', timezoneId: 'Europe/Copenhagen' });
  const board = await desk.newPage();
  await loginViaApi(board, 'bestyrelse');
  await board.setViewportSize({ width: 1366, height: 900 });
  await board.goto('/admin/members/import');
  await board.getByLabel('Medlemsliste').setInputFiles({
    name: 'medlemmer-kluboffice.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: readFileSync(path.join(FIXTURES, 'medlemmer-kluboffice.xlsx')),
  });
  // Everyone is there now: the 40 rows match the people just imported, by e-mail.
  await expect(board.getByRole('heading', { name: '38 springes over, 2 har fejl' })).toBeVisible();
  await expect(board.getByRole('table', { name: 'Rækkerne i filen, som de bliver importeret' })).toBeVisible();
  await expectNoSeriousA11yViolations(board);
  await shot(board, 'preview-desktop', false);
  await desk.close();

  // Three of them join from the mail in their inbox, the team's coach first.
  const coach = await join(browser, 'soeren.kjaergaard@ru-medlem.dk');
  for (const email of ['mikkel.froelund@ru-medlem.dk', 'anders.noergaard@ru-medlem.dk']) await (await join(browser, email)).context().close();

  // The coach, signed in from his invitation, opens Hjem again later: who of his team has not joined.
  await expect(coach).toHaveURL(/\/$/, { timeout: 15_000 });
  await coach.reload();
  const panel = coach.getByRole('region', { name: 'Trænerpanel' });
  await expect(panel.getByText('37 af 41')).toBeVisible();
  await expect(panel).toContainText('37 af 41 har ikke oprettet sig endnu');
  await expectNoSeriousA11yViolations(coach);
  await shot(coach, 'coach-home', false);
  await coach.context().close();
});
