import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectOnTop, loginViaApi, toast } from './fixtures';

/** A calendar day `days` from today in Copenhagen: 'YYYY-MM-DD' for date inputs. */
function dayFromNow(days: number): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen' }).format(new Date(Date.now() + days * 86400000));
}
/** The same day as Danish Excel writes it: 'D.M.YYYY'. */
function danishDay(days: number): string {
  const [y, m, d] = dayFromNow(days).split('-').map(Number);
  return `${d}.${m}.${y}`;
}

async function switchUser(page: Page, username: string) {
  await page.context().clearCookies();
  await loginViaApi(page, username);
}

/**
 * The next match's Klar / Ikke klar on Hjem: in 'Til dig' while it waits for the answer or the
 * player is picked for it, else in its availability card; never both (decision 098).
 */
const nextMatchAnswer = (page: Page) =>
  page
    .locator('[data-testid^="for-you-match-"]')
    .getByRole('group', { name: /^Tilgængelighed: Kamp mod / })
    .or(page.getByRole('region', { name: 'Tilgængelighed til kamp' }).getByRole('group', { name: /^Tilgængelighed mod / }))
    .first();

test('a player answers Klar for the next match on Hjem and sees it on Kampe', async ({ page }) => {
  await loginViaApi(page, 'spiller');
  await expect(page.getByRole('region', { name: 'Næste kamp' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Tilgængelighed til kamp' });
  const answer = nextMatchAnswer(page);
  await expect(answer).toBeVisible();
  // The player sees no per-player lists; those are for staff.
  await expect(card.getByText(/Ikke svaret/)).toHaveCount(0);
  await answer.getByRole('button', { name: 'Klar', exact: true }).click();
  await expect(toast(page)).toContainText('Tilgængelighed opdateret');
  // Answered, it stays to change where Hjem shows it: in 'Til dig' while the player is picked for it, else its card.
  await expect(nextMatchAnswer(page).getByRole('button', { name: 'Klar', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Kommende kampe' }).getByRole('listitem')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '.tmp/screens/home-player.png', fullPage: true });

  await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Kampe' }).click();
  await expect(page.getByRole('heading', { name: 'Kampe' })).toBeVisible();
  const onMatches = page.getByRole('region', { name: 'Tilgængelighed til kamp' });
  await expect(onMatches.getByRole('button', { name: 'Klar', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('tab', { name: 'Kommende' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '.tmp/screens/matches-player.png', fullPage: true });

  // The coach sees the answer in the per-player list.
  await switchUser(page, 'traener');
  await page.goto('/matches');
  const coachCard = page.getByRole('region', { name: 'Tilgængelighed til kamp' });
  await coachCard.getByText(/^Svar: \d+ klar/).click();
  await expect(coachCard.getByRole('region', { name: /^Klar \(/ }).getByText('Mads Østergaard')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a coach enters a result and the badge changes', async ({ page }) => {
  await loginViaApi(page, 'traener');
  await page.goto('/matches');
  await page.getByRole('tab', { name: 'Afsluttede' }).click();
  const item = page.locator('li.match-item').first();
  await expect(item).toBeVisible();
  const home = (await item.textContent())?.includes('Hjemme') ?? false;
  const before = (await item.locator('.match-status .badge').textContent())?.trim();

  await item.getByRole('button', { name: /^Rediger resultat/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Rediger resultat' });
  await dialog.getByLabel('Hjemmehold score').fill('-1');
  await dialog.getByLabel('Udehold score').fill('2');
  await dialog.getByRole('button', { name: 'Gem' }).click();
  // The error stands inside the dialog, on top and announced (F20).
  const invalid = dialog.getByRole('alert').filter({ hasText: 'Ugyldig score' });
  await expect(invalid).toBeVisible();
  await expectOnTop(invalid);
  await expectNoSeriousA11yViolations(page);

  // A toast raised while the dialog is open (here the server refusing) is drawn in the dialog too.
  const refuse = (route: Route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 400, json: { message: 'Kampen kunne ikke gemmes lige nu' } }) : route.fallback();
  await page.route('**/api/matches/*', refuse);
  await dialog.getByLabel('Hjemmehold score').fill('1');
  await dialog.getByRole('button', { name: 'Gem' }).click();
  const refused = dialog.getByRole('status').locator('.toast');
  await expect(refused).toContainText('Kampen kunne ikke gemmes lige nu');
  await expectOnTop(refused);
  await page.unroute('**/api/matches/*', refuse);

  // A clear win from the club's side, unless that is what it already says.
  const clubWins = before !== 'Sejr';
  const [h, a] = clubWins === home ? ['4', '0'] : ['0', '4'];
  await dialog.getByLabel('Hjemmehold score').fill(h);
  await dialog.getByLabel('Udehold score').fill(a);
  await dialog.getByLabel('Status').selectOption('completed');
  await dialog.getByRole('button', { name: 'Gem' }).click();
  await expect(toast(page)).toContainText('Kamp opdateret');
  await expect(dialog).toBeHidden();
  const expected = clubWins ? 'Sejr' : 'Nederlag';
  await expect(item.locator('.match-status .badge')).toHaveText(expected);
  await expect(item.getByLabel(/^Resultat/)).toHaveText(clubWins ? '4 – 0' : '0 – 4');
  await page.screenshot({ path: '.tmp/screens/matches-coach.png', fullPage: true });
});

test('an admin adds two matches by hand and imports a programme file, and the matches appear', async ({ page }) => {
  await loginViaApi(page, 'admin');
  await expect(page.getByRole('region', { name: 'Administration' })).toBeVisible();
  await page.getByRole('link', { name: 'Tilføj kampe' }).click();
  await expect(page.getByRole('heading', { name: 'Tilføj kampe' })).toBeVisible();

  await page.getByRole('button', { name: 'Gem alle kampe' }).click();
  await expect(toast(page)).toContainText('Ingen kampe');
  await page.getByRole('button', { name: 'Tilføj kamp' }).click();
  await expect(page.getByText('Modstander er påkrævet')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const addMatch = async (opponent: string, days: number, venue: 'Hjemme' | 'Ude') => {
    await page.getByLabel('Modstander').fill(opponent);
    await page.getByLabel('Dato').fill(dayFromNow(days));
    await page.getByLabel('Tidspunkt').fill('19:30');
    await page.getByLabel('Hjemme/ude').selectOption({ label: venue });
    await page.getByLabel('Hold').selectOption({ label: 'Senior 1' });
    await page.getByLabel('Spillested').fill('Valby Idrætspark');
    await page.getByRole('button', { name: 'Tilføj kamp' }).click();
  };
  await addMatch('E2E Manuel A', 4, 'Hjemme');
  await addMatch('E2E Manuel B', 11, 'Ude');
  await addMatch('E2E Fortrudt', 12, 'Ude');
  const pending = page.getByRole('region', { name: 'Kampe der skal gemmes' });
  await expect(pending.getByRole('listitem')).toHaveCount(3);
  await pending.getByRole('button', { name: 'Fjern kampen mod E2E Fortrudt' }).click();
  await expect(pending.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Gem alle kampe' }).click();
  await expect(toast(page)).toContainText('Kampe gemt');
  await expect(pending.getByRole('listitem')).toHaveCount(0);

  await page.goto('/admin/csv-upload');
  await expect(page.getByRole('heading', { name: 'Upload Kampprogram' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Vælg et hold')).toBeVisible();
  await page.getByLabel('Hold', { exact: true }).selectOption({ label: 'Senior 2' });
  await expect(page.getByLabel('Holdets navn hos DBU')).toHaveValue('RU 2');
  await page.getByLabel('Turnering').selectOption({ label: 'Serie 5' });
  // Windows-1252 with ; as Danish Excel saves it, one row the club does not play in.
  const file = Buffer.from(
    `Kampnr;Dato;Kl.;Hjemmehold;Udehold;Spillested\r\n` +
      `E2E-1;${danishDay(6)};14:00;RU 2;Brønshøj Øst;Valby Idrætspark, bane 3\r\n` +
      `E2E-2;${danishDay(7)};14:00;Fremad;B.93;Valby\r\n` +
      // Text from a file is shown as text, never run (S10).
      `E2E-3;${danishDay(8)};15:00;"<img src=x onerror=""window.__xss=1"">";RU 2;"<script>window.__xss=2</script>"\r\n`,
    'latin1',
  );
  await page.getByLabel('CSV-fil').setInputFiles({ name: 'kampprogram.csv', mimeType: 'text/csv', buffer: file });
  await page.getByRole('button', { name: 'Upload' }).click();
  const result = page.getByRole('region', { name: 'Resultat af upload' });
  await expect(result).toContainText('2 kampe importeret (2 nye, 0 opdaterede)');
  await expect(result).toContainText('Antal kampe: 2');
  await expect(result).toContainText('Linje 3: Hverken "Fremad" eller "B.93" er holdets DBU-navn "RU 2"');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '.tmp/screens/csv-upload.png', fullPage: true });

  await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Kampe' }).click();
  const senior1 = page.getByRole('region', { name: 'Senior 1' });
  await expect(senior1.getByText('E2E Manuel A')).toBeVisible();
  await expect(senior1.getByText('E2E Manuel B')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Senior 2' }).getByText('Brønshøj Øst')).toBeVisible();
  await expect(page.getByText('E2E Fortrudt')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Senior 2' }).getByText('<img src=x onerror="window.__xss=1">')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '.tmp/screens/matches-admin.png', fullPage: true });
});

test('a member sees the welcome card, three compact upcoming matches and the grouped Kampe, but no Klar buttons', async ({ page }) => {
  await loginViaApi(page, 'medlem');
  const welcome = page.getByRole('region', { name: 'Velkommen som RU Medlem' });
  await expect(welcome).toContainText('4 seniorhold');
  await expect(welcome).toContainText(/Medlem siden \d{4}/);
  await expect(page.getByRole('region', { name: 'Kommende kampe' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Tilgængelighed til kamp' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Næste kamp' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Administration' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '.tmp/screens/home-member.png', fullPage: true });

  await page.getByRole('link', { name: 'Se alle kampe' }).click();
  await expect(page.getByRole('heading', { name: 'Kampe' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Senior 1' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Herresenior 2' })).toBeVisible();
  await page.getByRole('tab', { name: 'Afsluttede' }).click();
  await expect(page.getByRole('button', { name: /^Rediger resultat/ })).toHaveCount(0);
  await expect(page.locator('li.match-item .match-status .badge').first()).toHaveText(/Sejr|Nederlag|Uafgjort|Afsluttet|Aflyst|Bekræftet/);
});

test('a failed Klar shows the spec’s availability toast, whatever the server said', async ({ page }) => {
  await loginViaApi(page, 'spiller');
  await page.route('**/api/matches/*/availability', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 409, json: { message: 'Noget helt andet' } }) : route.fallback(),
  );
  await nextMatchAnswer(page).getByRole('button', { name: 'Ikke klar', exact: true }).click();
  await expect(toast(page)).toHaveText(/^Kunne ikke opdatere tilgængelighed\. Prøv igen\./);
  await expect(toast(page)).not.toContainText('Noget helt andet');
});

test('a coach sets a match to Aflyst without scores', async ({ page }) => {
  await loginViaApi(page, 'traener');
  await page.goto('/matches');
  await page.getByRole('tab', { name: 'Afsluttede' }).click();
  const item = page.locator('li.match-item').nth(1);
  await item.getByRole('button', { name: /^Rediger resultat/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Rediger resultat' });
  await dialog.getByLabel('Hjemmehold score').fill('');
  await dialog.getByLabel('Udehold score').fill('');
  await dialog.getByLabel('Status').selectOption({ label: 'Aflyst' });
  await dialog.getByRole('button', { name: 'Gem' }).click();
  await expect(toast(page)).toContainText('Kamp opdateret');
  await expect(dialog).toBeHidden();
  await expect(item.locator('.match-status .badge')).toHaveText('Aflyst');
});

test("staff without a team are not asked 'Er du klar?' but follow the answers, on Hjem and Kampe", async ({ page }) => {
  for (const username of ['admin', 'bestyrelse']) {
    await switchUser(page, username);
    for (const path of ['/', '/matches']) {
      await page.goto(path);
      const card = page.getByRole('region', { name: 'Tilgængelighed til kamp' });
      await expect(card.getByRole('heading', { name: 'Tilgængelighed' }), `${username} on ${path}`).toBeVisible();
      await expect(card.getByText('Er du klar?')).toHaveCount(0);
      await expect(card.getByRole('button', { name: 'Klar', exact: true })).toHaveCount(0);
      await expect(card.getByRole('button', { name: 'Ikke klar', exact: true })).toHaveCount(0);
      await expect(card.getByText(/^Svar: \d+ klar · \d+ ikke klar · \d+ ikke svaret$/)).toBeVisible();
    }
  }
  await expectNoSeriousA11yViolations(page);
});

test('a player answers on a match card in Mit hold and the counts change; Kalender shows this week with today marked', async ({ page }) => {
  await loginViaApi(page, 'spiller');
  await page.goto('/matches');
  await expect(page.getByRole('button', { name: 'Mit hold' })).toHaveAttribute('aria-pressed', 'true');
  const card = page.locator('li.match-item').filter({ has: page.getByRole('group', { name: /^Tilgængelighed mod / }) }).nth(1);
  const counts = card.locator('.event-counts');
  const parse = async () => (await counts.textContent())!.match(/\d+/g)!.map(Number);
  await expect(counts).toHaveText(/^\d+ klar · \d+ ikke klar · \d+ mangler svar$/);
  const [klar, ikkeKlar] = await parse();
  const klarButton = card.getByRole('button', { name: 'Klar', exact: true });
  const wasKlar = (await klarButton.getAttribute('aria-pressed')) === 'true';
  await card.getByRole('button', { name: wasKlar ? 'Ikke klar' : 'Klar', exact: true }).click();
  const expected = wasKlar ? `${klar! - 1} klar · ${ikkeKlar! + 1} ikke klar` : `${klar! + 1} klar`;
  await expect(counts).toContainText(expected);
  await expect(toast(page)).toContainText('Tilgængelighed opdateret');
  // The server agrees after a reload.
  await page.reload();
  await expect(page.locator('li.match-item').filter({ has: page.getByRole('group', { name: /^Tilgængelighed mod / }) }).nth(1).locator('.event-counts')).toContainText(expected);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Kalender' }).click();
  await expect(page.getByRole('heading', { name: 'Kalender', level: 1 })).toBeVisible();
  // The first week shown is this one (the coming arrangementer have their own section above the weeks).
  await expect(page.getByRole('heading', { level: 2, name: /^Uge \d+/ }).first()).toHaveText(/^Uge \d+ · denne uge$/);
  const today = page.locator('[aria-current="date"]');
  await expect(today).toHaveCount(1);
  // Exact: a day with nothing left says 'Intet i dag.' under the badge.
  await expect(today.getByText('I dag', { exact: true })).toBeVisible();
  await expect(page.locator('li.match-item').first()).toBeVisible();
  await expect(page.locator('li.training-card').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
