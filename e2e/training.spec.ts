import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginViaApi, toast } from './fixtures';

/** A calendar day `days` from today, as the date input wants it (YYYY-MM-DD, Copenhagen). */
function dayFromNow(days: number): string {
  const d = new Date(Date.now() + days * 24 * 3600 * 1000);
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen' }).format(d);
}

async function switchUser(page: Page, username: string) {
  await page.context().clearCookies();
  await loginViaApi(page, username);
}

/**
 * The next-training tile's Klar? toggle. While the training waits for an answer, 'Til dig' asks
 * for it and the tile has no toggle (decision 098): it is answered there first.
 */
async function nextTrainingToggle(page: Page) {
  const tile = page.getByRole('region', { name: 'Næste træning' });
  const toggle = tile.getByRole('button', { name: /^Tilgængelighed:/ });
  const title = (await tile.locator('.training-title').textContent())!.trim();
  const when = (await tile.locator('.training-title + p').textContent())!.trim();
  const inForYou = page.getByRole('group', { name: `Tilgængelighed: ${title}, ${when}` });
  await expect(toggle.or(inForYou)).toBeVisible();
  if (await inForYou.count()) await inForYou.getByRole('button', { name: 'Klar', exact: true }).click();
  await expect(toggle).toBeVisible();
  return toggle;
}

test('a coach creates a weekly series and cancels one date; a player sees it struck through and answers Klar on another', async ({ page }) => {
  await loginViaApi(page, 'traener');
  await page.goto('/training-admin');
  await expect(page.getByRole('heading', { name: 'Administrer Træninger' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The series form shows the validation messages first.
  await page.getByRole('button', { name: 'Ny serie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny ugentlig serie' });
  await dialog.getByRole('button', { name: 'Opret serie' }).click();
  await expect(dialog.getByText('Titel er påkrævet')).toBeVisible();
  await expect(dialog.getByText('Vælg mindst én ugedag')).toBeVisible();

  await dialog.getByLabel('Titel').fill('E2E Serie');
  await dialog.getByLabel('Hold').selectOption({ label: 'Senior 1' });
  await dialog.getByRole('checkbox', { name: 'Tirsdag' }).check();
  await dialog.getByLabel('Tidspunkt').fill('19:00');
  await expect(dialog.getByLabel('Sted')).toHaveValue('Målfeltet');
  await dialog.getByLabel('Fra dato').fill(dayFromNow(1));
  await dialog.getByLabel('Til dato').fill(dayFromNow(21));
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Opret serie' }).click();
  await expect(toast(page)).toContainText('Træning oprettet');
  await expect(toast(page)).toContainText('3 træninger i serien');

  const items = page.getByRole('listitem').filter({ hasText: 'E2E Serie' });
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText('19:00');
  await items.first().getByRole('button', { name: /^Aflys / }).click();
  await expect(toast(page)).toContainText('Træning aflyst');
  await expect(items.first().getByText('Aflyst')).toBeVisible();
  await expect(items.first().getByRole('button', { name: /^Genaktiver / })).toBeVisible();

  await switchUser(page, 'spiller');
  await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Træning' }).click();
  await expect(page.getByRole('heading', { name: 'Træninger', exact: true })).toBeVisible();
  const playerItems = page.getByRole('listitem').filter({ hasText: 'E2E Serie' });
  await expect(playerItems).toHaveCount(3);
  const cancelled = playerItems.first();
  await expect(cancelled.locator('s')).toHaveText('E2E Serie');
  await expect(cancelled.getByText('Aflyst')).toBeVisible();
  await expect(cancelled.getByRole('button')).toHaveCount(0);

  const second = playerItems.nth(1);
  const klar = second.getByRole('button', { name: 'Klar', exact: true });
  await expect(klar).toHaveAttribute('aria-pressed', 'false');
  await klar.click();
  await expect(toast(page)).toContainText('Tilgængelighed opdateret');
  await expect(klar).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '.tmp/screens/training-player.png', fullPage: true });

  // The coach now sees the answer with the player's name.
  await switchUser(page, 'traener');
  await page.goto('/training');
  const coachItem = page.getByRole('listitem').filter({ hasText: 'E2E Serie' }).nth(1);
  await coachItem.getByText(/Svar: 1 klar/).click();
  await expect(coachItem.getByText('Mads Østergaard')).toBeVisible();
});

test('the next-training tile on Hjem toggles Klar? → Klar → Afbud', async ({ page }) => {
  await loginViaApi(page, 'spiller');
  const tile = page.getByRole('region', { name: 'Næste træning' });
  await expect(tile).toBeVisible();
  const toggle = await nextTrainingToggle(page);
  const label = (await toggle.textContent())?.trim();
  // Bring it to a known state: Klar, then Afbud.
  if (label !== 'Klar') {
    await toggle.click();
    await expect(toggle).toHaveText('Klar');
  }
  await toggle.click();
  await expect(toggle).toHaveText('Afbud');
  await toggle.click();
  await expect(toggle).toHaveText('Klar');
  await page.screenshot({ path: '.tmp/screens/home-player.png', fullPage: true });
});

test('a player may not manage trainings and a member has no Træning in the menu', async ({ page }) => {
  await loginViaApi(page, 'spiller');
  await page.goto('/training-admin');
  await expect(page.getByText('Adgang nægtet')).toBeVisible();
  await expect(page.getByText('Du skal være træner, bestyrelse eller admin for at administrere træninger.')).toBeVisible();
  await switchUser(page, 'medlem');
  await expect(page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Træning' })).toHaveCount(0);
});

test('a coach edits, reactivates and deletes a training, and deletes the rest of a series', async ({ page }) => {
  await loginViaApi(page, 'bestyrelse');
  await page.goto('/training-admin');
  await page.getByRole('button', { name: 'Ny træning' }).click();
  const create = page.getByRole('dialog', { name: 'Ny træning' });
  await create.getByLabel('Titel').fill('');
  await create.getByLabel('Sted').fill('');
  await create.getByRole('button', { name: 'Opret træning' }).click();
  await expect(create.getByText('Titel er påkrævet')).toBeVisible();
  await expect(create.getByText('Sted er påkrævet')).toBeVisible();
  await expect(create.getByText('Ugyldig dato')).toBeVisible();
  await create.getByLabel('Titel').fill('E2E Enkelt');
  await create.getByLabel('Dato').fill(dayFromNow(30));
  await create.getByLabel('Tidspunkt').fill('18:15');
  await create.getByLabel('Sted').fill('Kunstgræs');
  await create.getByLabel('Hold').selectOption({ label: 'Senior 2' });
  await create.getByRole('button', { name: 'Opret træning' }).click();
  await expect(toast(page)).toContainText('Træning oprettet');

  const single = page.getByRole('listitem').filter({ hasText: 'E2E Enkelt' });
  await expect(single).toContainText('18:15');
  await expect(single).toContainText('Kunstgræs');
  await single.getByRole('button', { name: /^Rediger / }).click();
  const edit = page.getByRole('dialog', { name: 'Rediger træning' });
  await expect(edit.getByLabel('Tidspunkt')).toHaveValue('18:15');
  await edit.getByLabel('Titel').fill('E2E Enkelt flyttet');
  await edit.getByLabel('Tidspunkt').fill('20:00');
  await edit.getByRole('button', { name: 'Gem ændringer' }).click();
  await expect(toast(page)).toContainText('Træning opdateret');
  const moved = page.getByRole('listitem').filter({ hasText: 'E2E Enkelt flyttet' });
  await expect(moved).toContainText('20:00');

  await moved.getByRole('button', { name: /^Aflys / }).click();
  await expect(toast(page)).toContainText('Træning aflyst');
  await moved.getByRole('button', { name: /^Genaktiver / }).click();
  await expect(toast(page)).toContainText('Træning genaktiveret');
  await expect(moved.getByText('Aflyst')).toHaveCount(0);

  await moved.getByRole('button', { name: /^Slet / }).click();
  const confirm = page.getByRole('dialog', { name: 'Slet træning?' });
  await confirm.getByRole('button', { name: 'Annuller' }).click();
  await expect(moved).toBeVisible();
  await moved.getByRole('button', { name: /^Slet / }).click();
  await confirm.getByRole('button', { name: 'Slet' }).click();
  await expect(toast(page)).toContainText('Træning slettet');
  await expect(moved).toHaveCount(0);

  await page.getByRole('button', { name: 'Ny serie' }).click();
  const series = page.getByRole('dialog', { name: 'Ny ugentlig serie' });
  await series.getByLabel('Titel').fill('E2E Kort serie');
  await series.getByRole('checkbox', { name: 'Lørdag' }).check();
  await series.getByLabel('Fra dato').fill(dayFromNow(40));
  await series.getByLabel('Til dato').fill(dayFromNow(60));
  await series.getByRole('button', { name: 'Opret serie' }).click();
  await expect(toast(page)).toContainText('3 træninger i serien');
  const items = page.getByRole('listitem').filter({ hasText: 'E2E Kort serie' });
  await expect(items).toHaveCount(3);
  await items.nth(1).getByRole('button', { name: /^Slet resten af serien/ }).click();
  await page.getByRole('dialog', { name: 'Slet resten af serien?' }).getByRole('button', { name: 'Slet' }).click();
  await expect(toast(page)).toContainText('2 træninger slettet');
  await expect(items).toHaveCount(1);
  await page.screenshot({ path: '.tmp/screens/training-admin.png', fullPage: true });
});

test('when the session is gone, answering keeps the ‘Ikke autoriseret’ toast instead of an error toast', async ({ page }) => {
  await loginViaApi(page, 'spiller');
  await expect(page.getByRole('region', { name: 'Næste træning' })).toBeVisible();
  const toggle = await nextTrainingToggle(page);
  // The session ends elsewhere; the page still thinks it is signed in.
  expect((await page.request.post('/api/logout')).ok()).toBeTruthy();
  // Every toast text the page shows is recorded: the sign-in redirect may remove them before a
  // slow machine gets to read the screen.
  const shown: string[] = [];
  await page.exposeFunction('recordToast', (text: string) => shown.push(text));
  await page.evaluate(() => {
    const record = () =>
      document.querySelectorAll('.toast').forEach((el) => (window as unknown as { recordToast(t: string): void }).recordToast(el.textContent ?? ''));
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/availability'));
  await toggle.click();
  expect((await answered).status()).toBe(401);
  await expect.poll(() => shown.some((text) => text.includes('Ikke autoriseret'))).toBe(true);
  // Give an error toast, if the app raised one after the 401, the time to appear.
  await page.waitForTimeout(500);
  expect(shown.filter((text) => text.includes('Kunne ikke opdatere tilgængelighed'))).toEqual([]);
});

test("Klar / Ikke klar is asked only about one's own team's trainings, and the answers are summed up in the same words", async ({ page }) => {
  // A coach of Senior 1 answers for Senior 1, not for Senior 2; the summary speaks of 'ikke klar', as the lists and buttons do.
  await loginViaApi(page, 'traener');
  await page.goto('/training');
  // A coach sees their own team first ('Mit hold', decision 078); Senior 2 is under 'Alle hold'.
  await page.getByRole('group', { name: 'Vis hold' }).getByRole('button', { name: 'Alle hold' }).click();
  const own = page.getByRole('region', { name: 'Senior 1' }).getByRole('listitem');
  const other = page.getByRole('region', { name: 'Senior 2' }).getByRole('listitem');
  await expect(own.first().getByRole('button', { name: 'Klar', exact: true })).toBeVisible();
  await expect(other.first()).toBeVisible();
  await expect(other.getByRole('button', { name: 'Klar', exact: true })).toHaveCount(0);
  await expect(other.getByRole('button', { name: 'Ikke klar', exact: true })).toHaveCount(0);
  const summary = other.getByText(/^Svar: \d+ klar · \d+ ikke klar$/).first();
  await expect(summary).toBeVisible();
  await expect(page.getByText(/afbud/i)).toHaveCount(0);
  await summary.click();
  await expect(other.first().getByRole('heading', { name: /^Ikke klar \(\d+\)$/ })).toBeVisible();

  // The admin has no team: asked about no team's training, only the club-wide one (decision 010),
  // and still sees every answer.
  await switchUser(page, 'admin');
  await page.goto('/training');
  for (const team of ['Senior 1', 'Senior 2']) {
    const trainings = page.getByRole('region', { name: team }).getByRole('listitem');
    await expect(trainings.first()).toBeVisible();
    await expect(trainings.getByRole('button', { name: 'Klar', exact: true })).toHaveCount(0);
    await expect(trainings.getByText(/^Svar: \d+ klar · \d+ ikke klar$/).first()).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Hele klubben' }).getByRole('button', { name: 'Klar', exact: true }).first()).toBeVisible();
});

test('Forventet fremmøde: a team with it on counts unanswered players as Forventet; the coach switches it for their own team only', async ({ page }) => {
  // Demo: Herresenior 2 has it on (decision 074); the admin sees the switch on and 'forventet' in the counts.
  await loginViaApi(page, 'admin');
  await page.goto('/training');
  const motion = page.getByRole('region', { name: 'Herresenior 2' });
  await expect(motion.getByRole('switch', { name: 'Forventet fremmøde til træning' })).toBeChecked();
  await expect(motion.getByText('Spillere der ikke har svaret, regnes som kommende')).toBeVisible();
  const summary = motion.getByRole('listitem').first().getByText(/^Svar: \d+ klar · \d+ forventet · \d+ ikke klar$/);
  await summary.click();
  await expect(motion.getByRole('listitem').first().getByRole('heading', { name: /^Forventet \(\d+\)$/ })).toBeVisible();
  await expect(motion.getByRole('listitem').first().getByText(/\(Forventet\)/).first()).toBeVisible();

  // The coach of Senior 1 has the switch for Senior 1 only; turning it on shows 'forventet' there.
  await switchUser(page, 'traener');
  await page.goto('/training');
  await expect(page.getByRole('region', { name: 'Senior 2' }).getByRole('switch')).toHaveCount(0);
  const own = page.getByRole('region', { name: 'Senior 1' });
  const toggle = own.getByRole('switch', { name: 'Forventet fremmøde til træning' });
  await expect(toggle).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await toggle.check();
  await expect(own.getByText(/ · \d+ forventet · /).first()).toBeVisible();
  await toggle.uncheck();
  await expect(toggle).not.toBeChecked();
  await expect(own.getByText(/ · \d+ forventet · /)).toHaveCount(0);
});
