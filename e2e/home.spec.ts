import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginViaApi, toast } from './fixtures';

/** Hjem puts the person's next action first, and a desktop gets a side menu (decision 075). */

test("'Til dig' shows the player's unanswered training and answering it removes it", async ({ page }) => {
  await loginViaApi(page, 'spiller');
  const forYou = page.getByRole('region', { name: 'Til dig' });
  const training = forYou.locator('[data-testid^="for-you-training-"]').first();
  await expect(training).toBeVisible();
  const id = await training.getAttribute('data-testid');
  await expectNoSeriousA11yViolations(page);
  await training.getByRole('button', { name: 'Klar', exact: true }).click();
  await expect(toast(page)).toContainText('Tilgængelighed opdateret');
  await expect(forYou.getByTestId(id!)).toHaveCount(0);
});

test("a coach's Hjem: the Trænerpanel on the first screen, each match once, and Påmind nu in one tap from 'Til dig'", async ({ page }) => {
  await loginViaApi(page, 'traener');
  await expect(page.getByRole('region', { name: 'Trænerpanel' })).toBeInViewport({ ratio: 1 });
  // The next match's Klar / Ikke klar in one place only (decision 098).
  const opponent = (await page.getByRole('region', { name: 'Næste kamp' }).locator('.match-opponent').textContent())!.trim();
  await expect(page.getByRole('group', { name: new RegExp(`^Tilgængelighed.* ${opponent}`) })).toHaveCount(1);
  // A training of its own in twenty minutes is the team's next, not yet reminded, whatever other
  // journeys on this server have reminded before.
  const title = `Hjem-opgave ${Date.now()}`;
  const made = await page.request.post('/api/training', {
    data: { title, date: new Date(Date.now() + 20 * 60_000).toISOString(), location: 'Rødovre Stadion', team: 'serie_3_pulje_5' },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  try {
    await page.reload();
    const tasks = page.getByRole('region', { name: 'Dine opgaver' }).getByRole('list', { name: `Opgaver: ${title}` });
    await expect(tasks.getByText(/^\d+ mangler svar$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await tasks.getByRole('button', { name: /^Påmind nu: / }).click();
    await expect(toast(page)).toContainText(/påmindet|ingen at påminde/);
    await expect(tasks.getByText(/mangler svar$/)).toHaveCount(0);
  } finally {
    await page.request.delete(`/api/training/${id}`);
  }
});

test("the add-card prompt's Skjul keeps it hidden after a reload", async ({ page }) => {
  await loginViaApi(page, 'medlem');
  const prompt = page.getByRole('region', { name: 'Tilføj et betalingskort' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: /^Skjul/ }).click();
  await expect(prompt).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Til dig' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Kommende kampe' })).toBeVisible();
  await expect(prompt).toHaveCount(0);
});

test('a desktop gets the side menu, a phone the bottom menu', async ({ page }) => {
  await loginViaApi(page, 'bestyrelse');
  await page.setViewportSize({ width: 1280, height: 800 });
  const side = page.getByRole('navigation', { name: 'Sidemenu' });
  await expect(side).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toBeHidden();
  await expect(side.getByRole('link', { name: 'Hjem' })).toHaveAttribute('aria-current', 'page');
  // The board finds its admin screens there too.
  await side.getByRole('link', { name: 'Kampe', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Kampe' })).toBeVisible();
  await expect(side.getByRole('link', { name: 'Kampe', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(side.getByRole('link', { name: 'Kontingent' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toBeVisible();
  await expect(side).toBeHidden();
});

test('a screen opened with Hjem’s reads asks for them once: the page start’s request is the one the app uses', async ({
  page,
}) => {
  await loginViaApi(page, 'spiller');
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/home/start' || pathname === '/api/session') reads.push(pathname);
  });
  // With a query the server sends the plain page (decision 092): the page start asks, once.
  await page.goto('/matches?fra=push');
  await expect(page.getByRole('heading', { name: 'Kampe' })).toBeVisible();
  await expect(page.locator('.event-card').first()).toBeVisible();
  expect(reads).toEqual(['/api/home/start']);

  // Drawn on the server, the page brings the answer: the app asks for nothing of it.
  reads.length = 0;
  await page.goto('/matches');
  await expect(page.getByRole('heading', { name: 'Kampe' })).toBeVisible();
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  expect(reads).toEqual([]);
});
