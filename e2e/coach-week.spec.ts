import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginViaApi, toast } from './fixtures';

/** Decisions 070–074, the coach's week: one journey per finished step. */

async function switchUser(page: Page, username: string) {
  await page.context().clearCookies();
  await loginViaApi(page, username);
}

test('Udtagelse: a coach picks and publishes a squad, and the player sees "Du er udtaget" on Hjem', async ({ page }) => {
  await loginViaApi(page, 'traener');
  await page.goto('/matches');
  // The team's next match is already published in the demo club; the coach picks the one after.
  const links = page.getByRole('link', { name: /^Udtagelse mod / });
  await expect(links.first()).toBeVisible();
  const items = page.locator('li.match-item').filter({ has: page.getByRole('link', { name: /^Udtagelse mod / }) });
  // Senior 1 is the coach's team: the second Senior 1 match coming.
  const senior1 = items.filter({ hasText: 'Senior 1' });
  await senior1.nth(1).getByRole('link', { name: /^Udtagelse mod / }).click();
  await expect(page.getByRole('heading', { name: 'Udtagelse' })).toBeVisible();
  const matchId = Number(/\/matches\/(\d+)\/squad/.exec(page.url())![1]);
  await expect(page.getByText('Kladde', { exact: true })).toBeVisible();

  // The picker (decision 096): one tap picks, a second moves between Start, Bænk and Reserve.
  await page.getByRole('button', { name: 'Udtag Mads Østergaard' }).click();
  await expect(page.getByText(/^Udtaget 1\/16$/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Mads Østergaard: Startopstilling.' })).toBeAttached();
  const mads = page.getByRole('button', { name: /^Mads Østergaard er i / });
  await mads.click();
  await expect(mads).toHaveAccessibleName(/^Mads Østergaard er i Bænk/);
  await mads.click();
  // Reserves come on top of the squad size.
  await expect(page.getByText(/^Udtaget 0\/16$/)).toBeVisible();
  await mads.click();
  await expect(mads).toHaveAccessibleName(/^Mads Østergaard er i Startopstilling/);
  // On a desktop the squad stands beside the list, and a player is dragged between its places.
  await page.setViewportSize({ width: 1280, height: 900 });
  const lineup = page.getByRole('complementary', { name: 'Truppen' });
  await page.locator('li.squad-row').filter({ hasText: 'Mads Østergaard' }).dragTo(lineup.getByRole('region', { name: /^Bænk/ }));
  await expect(mads).toHaveAccessibleName(/^Mads Østergaard er i Bænk/);
  await lineup.getByRole('listitem').filter({ hasText: 'Mads Østergaard' }).dragTo(lineup.getByRole('region', { name: /^Startopstilling/ }));
  await expect(mads).toHaveAccessibleName(/^Mads Østergaard er i Startopstilling/);
  await page.setViewportSize({ width: 390, height: 844 });
  // 'Udtag alle Klar' picks every Klar player in one tap; the count stays in view down the list.
  const ready = page.getByRole('button', { name: /^Udtag alle Klar \(\d+\)$/ });
  const klar = Number(/\((\d+)\)/.exec((await ready.textContent()) ?? '')![1]);
  await ready.click();
  await expect(page.getByRole('button', { name: 'Alle Klar udtaget' })).toBeDisabled();
  await expect(page.getByText(new RegExp(`^Udtaget ${Math.min(1 + klar, 16)}/16$`))).toBeVisible();
  await page.getByRole('button', { name: 'Gem kladde' }).scrollIntoViewIfNeeded();
  await expect(page.getByText(/^Udtaget \d+\/16$/)).toBeInViewport();
  await page.getByRole('button', { name: 'Gem kladde' }).click();
  await expect(toast(page)).toContainText('Holdet er gemt');

  // A draft shows the player nothing.
  await switchUser(page, 'spiller');
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Kommende kampe' })).toBeVisible();
  await expect(page.getByTestId(`squad-place-${matchId}`)).toHaveCount(0);

  await switchUser(page, 'traener');
  await page.goto(`/matches/${matchId}/squad`);
  await expect(page.getByRole('button', { name: /^Mads Østergaard er i Startopstilling/ })).toBeVisible();
  await page.getByLabel('Mødetid', { exact: true }).fill('12:15');
  await page.getByLabel('Mødested', { exact: true }).fill('Klubhuset');
  await page.getByLabel('Besked til spillerne').fill('Hvide trøjer, mød 45 min før');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '.tmp/screens/squad-coach.png', fullPage: true });
  await page.getByRole('button', { name: 'Offentliggør holdet' }).click();
  await expect(toast(page)).toContainText('Holdet er offentliggjort');
  await expect(page.getByText('Offentliggjort', { exact: true })).toBeVisible();

  await switchUser(page, 'spiller');
  await page.goto('/');
  const place = page.getByTestId(`squad-place-${matchId}`);
  await expect(place).toContainText('Du er udtaget');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '.tmp/screens/home-squad-player.png', fullPage: true });
  await place.getByRole('link', { name: 'Se holdet' }).click();
  await expect(page.getByRole('region', { name: 'Din plads' })).toContainText('Du er udtaget');
  await expect(page.getByText('Hvide trøjer, mød 45 min før')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Startopstilling' })).toContainText('Mads Østergaard');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '.tmp/screens/squad-player.png', fullPage: true });
});

test('Fravær: a player registers an injury on Profil and the coach sees it in the squad picker; Påmind nu says how many', async ({ page }) => {
  await loginViaApi(page, 'spiller');
  await page.goto('/profile');
  // Profil also shows the player's own Fremmøde for the season (decision 072).
  await expect(page.getByRole('region', { name: 'Dit fremmøde' })).toContainText(/Træninger\s*\d+ af \d+/);
  const card = page.getByRole('region', { name: 'Fravær' });
  await card.scrollIntoViewIfNeeded();
  await card.getByLabel('Note (valgfri)').fill('Forstuvet ankel');
  await card.getByRole('button', { name: 'Registrér fravær' }).click();
  await expect(toast(page)).toContainText('Fravær registreret');
  await expect(card.getByRole('list', { name: 'Dit fravær' })).toContainText('indtil videre · Forstuvet ankel');
  await expectNoSeriousA11yViolations(page);
  await card.screenshot({ path: '.tmp/screens/profile-absence.png' });

  await switchUser(page, 'traener');
  await page.goto('/matches');
  const senior1 = page.locator('li.match-item').filter({ hasText: 'Senior 1' }).filter({ has: page.getByRole('link', { name: /^Udtagelse mod / }) });
  await senior1.nth(2).getByRole('link', { name: /^Udtagelse mod / }).click();
  const row = page.getByRole('listitem').filter({ hasText: 'Mads Østergaard' }).first();
  await expect(row.getByText('Skadet', { exact: true })).toBeVisible();
  await expect(row.getByText('Ikke klar', { exact: true })).toBeVisible();
  await expect(row).toContainText('Skadet: Forstuvet ankel');
  // He can be picked in one tap, without a question first; the row warns (decision 096).
  await row.getByRole('button', { name: 'Udtag Mads Østergaard' }).click();
  await expect(row.getByRole('button', { name: /^Mads Østergaard er i / })).toBeVisible();
  await expect(row).toContainText('Bemærk: Skadet');
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/screens/squad-absence.png' });

  // Påmind nu on Kampe: the answer says how many.
  await page.goto('/matches');
  const availability = page.getByRole('region', { name: 'Tilgængelighed til kamp' });
  await availability.getByText(/^Svar: \d+ klar/).click();
  await availability.getByRole('button', { name: 'Påmind nu' }).click();
  await expect(toast(page)).toContainText(/påmindet|ingen at påminde/);
  await expectNoSeriousA11yViolations(page);

  // The player takes the absence back; the answers it gave go with it.
  await switchUser(page, 'spiller');
  await page.goto('/profile');
  await page.getByRole('button', { name: /^Slet fravær fra / }).click();
  await expect(toast(page)).toContainText('Fravær slettet');
});

test('Fremmøde: a coach registers who played, and the Fremmøde chart and CSV show it', async ({ page }) => {
  await loginViaApi(page, 'traener');
  await page.goto('/matches');
  await page.getByRole('tab', { name: 'Afsluttede' }).click();
  const item = page.locator('li.match-item').filter({ hasText: 'Senior 1' }).last();
  await item.getByRole('button', { name: /^Fremmøde mod / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/til stede\./)).toBeVisible();
  const mads = dialog.getByRole('checkbox', { name: 'Mads Østergaard' });
  await mads.setChecked(true);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Gem fremmøde' }).click();
  await expect(toast(page)).toContainText('Fremmøde gemt');

  await page.goto('/attendance');
  await expect(page.getByRole('heading', { name: 'Fremmøde', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Hold' })).toHaveValue('serie_3_pulje_5');
  await expect(page.getByRole('figure', { name: 'Fremmøde pr. spiller i procent af træningerne' }).locator('canvas')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Holdets fremmøde pr. uge' }).locator('canvas')).toBeVisible();
  // A phone shows name, Til stede and %, nothing to swipe for; the name opens the rest of the row.
  const frame = page.locator('.attendance-table-wrap');
  expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  const toggle = page.getByRole('table', { name: 'Fremmøde pr. spiller' }).getByRole('button', { name: 'Mads Østergaard' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const more = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  const played = Number((await more.locator('div').filter({ hasText: 'Spillet' }).locator('dd').textContent())?.trim());
  expect(played).toBeGreaterThan(0);
  // Sorting by name puts the names in Danish order.
  await page.getByRole('button', { name: 'Spiller' }).click();
  await expect(page.getByRole('columnheader', { name: 'Spiller' })).toHaveAttribute('aria-sort', 'ascending');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '.tmp/screens/attendance.png', fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Hent som CSV (Excel)' }).click();
  const file = await (await download).path();
  const bytes = (await import('node:fs')).readFileSync(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8').slice(1);
  expect(text.split('\r\n')[0]).toBe('Fornavn;Efternavn;Træninger afholdt;Svaret;Klar;Til stede;Fremmøde %;Kampe udtaget;Kampe spillet');
  expect(text).toMatch(new RegExp(`Mads;Østergaard;\\d+;\\d+;\\d+;\\d+;\\d+;\\d+;${played}\\r\\n`));
});

test('Spillerstatistik: a coach enters a scorer and the topscorer list shows it', async ({ page }) => {
  await loginViaApi(page, 'traener');
  const found = (await (await page.request.get('/api/admin/players?q=spiller')).json()) as { items: Array<{ id: number; username: string }> };
  const madsId = found.items.find((p) => p.username === 'spiller')!.id;
  const topscorer = async () => {
    await page.goto('/statistics');
    const board = page.getByRole('region', { name: 'Spillerstatistik' });
    await board.getByRole('combobox', { name: 'Hold i spillerstatistikken' }).selectOption('serie_3_pulje_5');
    await board.getByRole('tab', { name: 'Mål' }).click();
    const list = board.getByRole('list', { name: 'Topscorer' });
    await expect(list.or(board.getByText('Ingen endnu i denne sæson.'))).toBeVisible();
    const row = list.getByRole('listitem').filter({ hasText: 'Mads Østergaard' });
    return (await row.count()) ? Number((await row.locator('.leaderboard-score').textContent())?.trim()) : 0;
  };
  const before = await topscorer();

  await page.goto('/matches');
  await page.getByRole('tab', { name: 'Afsluttede' }).click();
  const items = page.locator('li.match-item').filter({ hasText: 'Senior 1' });
  // The list must be there before it is counted.
  await expect(items.first()).toBeVisible();
  let matchId = 0;
  let score = 0;
  for (let i = (await items.count()) - 1; i >= 0 && !score; i--) {
    await items.nth(i).getByRole('button', { name: /^Målscorere mod / }).click();
    const text = await page.getByRole('dialog').getByText(/^Klubbens score:/).textContent();
    score = Number(/(\d+)/.exec(text ?? '')?.[1] ?? 0);
    if (score) matchId = Number((await items.nth(i).getAttribute('data-testid'))!.replace('match-', ''));
    else await page.keyboard.press('Escape');
  }
  expect(score).toBeGreaterThan(0);
  const old = (await (await page.request.get(`/api/matches/${matchId}/events`)).json()) as { events: Array<{ userId: number; type: string; count: number }> };
  const madsBefore = old.events.find((e) => e.userId === madsId && e.type === 'goal')?.count ?? 0;
  const dialog = page.getByRole('dialog');
  while (await dialog.getByRole('button', { name: /^Fjern begivenhed/ }).count()) await dialog.getByRole('button', { name: /^Fjern begivenhed/ }).first().click();
  await dialog.getByRole('button', { name: 'Tilføj begivenhed' }).click();
  await dialog.getByRole('combobox', { name: 'Hvad' }).selectOption('goal');
  await dialog.getByRole('combobox', { name: 'Spiller' }).selectOption(String(madsId));
  await dialog.getByLabel('Antal').fill(String(score));
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '.tmp/screens/match-events.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Gem' }).click();
  await expect(toast(page)).toContainText('Kampens begivenheder er gemt');

  expect(await topscorer()).toBe(before - madsBefore + score);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('region', { name: 'Spillerstatistik' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/screens/leaderboards.png', fullPage: true });
});

/**
 * The coach's week on a phone, from Hjem, every step counted in taps (a tap on a button, a link, a
 * checkbox or a field; choosing in a list is two). Tasks come to Hjem; the rest is one screen away.
 * The taps are written to .tmp/coach-week-taps.json for the performance and closing notes.
 */
test('Ugen: a coach runs the week from Hjem — call-up, Påmind, goalscorers and two trainings’ attendance the morning after — in few taps', async ({ page }) => {
  const taps: Record<string, number> = {};
  let step = '';
  const tap = async (target: ReturnType<Page['getByRole']>, how: 'click' | 'check' | 'uncheck' = 'click') => {
    taps[step] = (taps[step] ?? 0) + 1;
    if (how === 'click') await target.click();
    else await target.setChecked(how === 'check');
  };
  const type = async (target: ReturnType<Page['getByLabel']>, value: string) => {
    taps[step] = (taps[step] ?? 0) + 1;
    await target.fill(value);
  };
  const choose = async (target: ReturnType<Page['getByRole']>, value: string) => {
    taps[step] = (taps[step] ?? 0) + 2;
    await target.selectOption(value);
  };

  await loginViaApi(page, 'traener');
  const forYou = page.getByRole('region', { name: 'Til dig' });
  await expect(forYou).toBeVisible();

  // Call-up: the next Senior 1 match without a squad (the two before it were picked above), from
  // Kampe: everyone who said Klar in one tap.
  step = 'udtagelse';
  await tap(page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Kampe' }));
  const unpicked = page
    .locator('li.match-item')
    .filter({ hasText: 'Senior 1' })
    .filter({ has: page.getByRole('link', { name: /^Udtagelse mod / }) })
    .nth(2);
  await tap(unpicked.getByRole('link', { name: /^Udtagelse mod / }));
  await expect(page.getByRole('heading', { name: 'Udtagelse' })).toBeVisible();
  await tap(page.getByRole('button', { name: /^Udtag alle Klar \(\d+\)$/ }));
  await tap(page.getByRole('button', { name: 'Offentliggør holdet' }));
  await expect(toast(page)).toContainText('Holdet er offentliggjort');

  // Påmind: straight from the task on Hjem.
  step = 'påmind';
  await tap(page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Hjem' }));
  // (the next match was reminded from Kampe above, so its task waits six hours: the training's is here)
  await tap(forYou.getByRole('button', { name: /^Påmind nu: / }).first());
  await expect(toast(page)).toContainText(/påmindet|ingen at påminde/i);

  // Goalscorers of the match played at the weekend: the dialog opens on Hjem.
  step = 'målscorere';
  await tap(forYou.getByRole('button', { name: /^Tilføj målscorere mod / }).first());
  const events = page.getByRole('dialog');
  await expect(events.getByText(/^Klubbens score:/)).toBeVisible();
  const goals = Number(/(\d+)/.exec((await events.getByText(/^Klubbens score:/).textContent()) ?? '')?.[1] ?? 1);
  await tap(events.getByRole('button', { name: 'Tilføj begivenhed' }));
  await choose(events.getByRole('combobox', { name: 'Hvad' }), 'goal');
  const scorer = events.getByRole('combobox', { name: 'Spiller' });
  await choose(scorer, (await scorer.locator('option').nth(1).getAttribute('value'))!);
  await type(events.getByLabel('Antal'), String(goals));
  await tap(events.getByRole('button', { name: 'Gem' }));
  await expect(toast(page)).toContainText('Kampens begivenheder er gemt');

  // The morning after: the week's two trainings, each from its task; one who said Klar did not come.
  step = 'fremmøde';
  const attendanceTasks = forYou.getByRole('button', { name: /^Fremmøde / });
  await expect(attendanceTasks).toHaveCount(2);
  for (let i = 0; i < 2; i++) {
    await tap(attendanceTasks.first());
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByText(/til stede\./)).toBeVisible();
    await tap(sheet.getByRole('checkbox').first(), 'uncheck');
    await tap(sheet.getByRole('button', { name: 'Gem fremmøde' }));
    await expect(toast(page)).toContainText('Fremmøde gemt');
    await expect(attendanceTasks).toHaveCount(1 - i);
  }
  await expect(forYou.getByText('Fremmødet mangler')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '.tmp/screens/coach-week-home.png', fullPage: true });

  const total = Object.values(taps).reduce((a, b) => a + b, 0);
  (await import('node:fs')).writeFileSync('.tmp/coach-week-taps.json', JSON.stringify({ ...taps, total }, null, 2));
  // A week's routine in about twenty taps; the old screens needed well over sixty for the same.
  expect(total).toBeLessThanOrEqual(22);
});
