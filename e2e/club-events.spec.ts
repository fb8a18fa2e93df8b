import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, loginViaApi, readMail } from './fixtures';

const SHOTS = process.env.E2E_SHOTS_DIR;
const TITLE = 'Julefrokost i klubhuset';
const PLACES = 40;
const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

/** 'YYYY-MM-DDTHH:mm' in Copenhagen, `days` from now at `hour`: what a datetime-local field takes. */
function localInput(days: number, hour: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const date = d.toLocaleDateString('sv-SE', { timeZone: 'Europe/Copenhagen' });
  return `${date}T${String(hour).padStart(2, '0')}:00`;
}

async function phone(browser: Browser, username: string, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme, locale: 'da-DK', timezoneId: 'Europe/Copenhagen' });
  const page = await context.newPage();
  await loginViaApi(page, username);
  return page;
}

/** A member answers Deltager with a menu choice and pays the held place, through the calls the app makes. */
async function signUpAndPay(request: APIRequestContext, eventId: number, menu: string) {
  const answered = await request.post(`/api/club-events/${eventId}/answer`, { data: { status: 'going', choices: { q1: menu } } });
  expect(answered.ok(), await answered.text()).toBeTruthy();
  const { mine } = (await answered.json()) as { mine: { status: string; paymentId: number } };
  expect(mine.status).toBe('held');
  const intent = (await (await request.post('/api/create-payment-intent', { data: { paymentId: mine.paymentId } })).json()) as { clientSecret: string };
  const confirmed = (await (await request.post('/api/sandbox/confirm-payment', { data: { clientSecret: intent.clientSecret, card: CARD } })).json()) as {
    status: string;
    paymentIntentId: string;
  };
  expect(confirmed.status).toBe('succeeded');
  expect((await request.post('/api/payments/sync', { data: { paymentIntentId: confirmed.paymentIntentId } })).ok()).toBeTruthy();
}

/**
 * Arrangementer (decision 108), the board's julefrokost from start to list: the board creates it
 * on a phone (40 places, 250 kr, a menu, a deadline); a member signs up and pays from the phone,
 * the others through the same calls; the list fills; the next goes on the waiting list; one
 * cancels; the first on the list gets the offer by mail, takes the place and pays; the board
 * downloads the list, then cancels the arrangement so later journeys see the demo club as before.
 */
test('the board’s julefrokost fills, the waiting list gets the freed place, and the board downloads the list', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(240_000);
  const board = await phone(browser, 'bestyrelse');

  // People to sign up: members of the crowd, so the named demo logins stay as other journeys expect them.
  const list = (await (await board.request.get('/api/admin/members?limit=200')).json()) as { items: Array<{ username: string; role: string; email: string | null }> };
  const named = new Set(['admin', 'bestyrelse', 'traener', 'spiller', 'medlem', 'nybruger']);
  const crowd = list.items.filter((p) => p.role !== 'none' && !named.has(p.username) && p.email);
  expect(crowd.length).toBeGreaterThanOrEqual(PLACES + 1);
  const [payer, waiter, ...others] = crowd;

  // The board creates the julefrokost.
  await board.goto('/arrangementer');
  await board.getByRole('button', { name: 'Opret arrangement' }).click();
  const form = board.getByRole('dialog', { name: 'Opret arrangement' });
  await form.getByLabel('Titel').fill(TITLE);
  await form.getByLabel('Beskrivelse').fill('Tre retter, pakkeleg og musik til midnat.');
  await form.getByLabel('Start').fill(localInput(30, 18));
  await form.getByLabel('Slut').fill(localInput(30, 23));
  await form.getByLabel('Sted').fill('Klubhuset, Vigerslev Allé');
  await form.getByLabel('Antal pladser (tomt: ingen grænse)').fill(String(PLACES));
  await form.getByLabel('Svarfrist').fill(localInput(25, 12));
  await form.getByLabel('Pris pr. person i kr (tomt: gratis)').fill('250');
  await form.getByLabel('Spørgsmål (fx Menu)').fill('Menu');
  await form.getByLabel('Svarmuligheder (adskilt med komma)').fill('Flæskesteg, Vegetarisk');
  await expectNoSeriousA11yViolations(board);
  if (SHOTS) await board.screenshot({ path: `${SHOTS}/C-create-light.png`, fullPage: true });
  await form.getByRole('button', { name: 'Opret arrangement' }).click();
  await expect(form).toBeHidden();
  await board.getByRole('link', { name: new RegExp(TITLE) }).click();
  await expect(board.getByRole('heading', { name: TITLE })).toBeVisible();
  const eventId = Number(board.url().split('/').pop());
  expect(eventId).toBeGreaterThan(0);

  // A member signs up from the phone: the place is held while paying; once paid it counts.
  const member = await phone(browser, payer!.username);
  await member.goto(`/arrangementer/${eventId}`);
  await expect(member.getByText('250 kr pr. person')).toBeVisible();
  await member.getByLabel('Menu', { exact: true }).selectOption('Vegetarisk');
  await member.getByRole('button', { name: 'Deltager', exact: true }).click();
  await expect(member.locator('.club-event-mine')).toContainText('Pladsen er holdt til dig');
  await member.getByRole('link', { name: 'Betal 250 kr' }).click();
  await member.getByLabel('Kortnummer').fill(CARD.number);
  await member.getByLabel('Udløbsdato').fill('12/34');
  await member.getByLabel('CVC').fill(CARD.cvc);
  await member.getByRole('button', { name: 'Betal 250 kr' }).click();
  await expect(member.getByText('Betaling Gennemført')).toBeVisible();
  await member.goto(`/arrangementer/${eventId}`);
  await expect(member.locator('.club-event-mine')).toHaveText('Du deltager');

  // The others sign up and pay through the same calls until the list is full.
  const signedUp = others.slice(0, PLACES - 1);
  for (let i = 0; i < signedUp.length; i += 6) {
    await Promise.all(
      signedUp.slice(i, i + 6).map(async (person, j) => {
        const request = await playwright.request.newContext({ baseURL });
        expect((await request.post('/api/login', { data: { username: person.username, password: DEMO_PASSWORD } })).ok()).toBeTruthy();
        await signUpAndPay(request, eventId, (i + j) % 3 === 0 ? 'Vegetarisk' : 'Flæskesteg');
        await request.dispose();
      }),
    );
  }

  // Full: the next one goes on the waiting list.
  const next = await phone(browser, waiter!.username, 'dark');
  await next.goto(`/arrangementer/${eventId}`);
  await expect(next.getByText('Fuldt')).toBeVisible();
  await next.getByLabel('Menu', { exact: true }).selectOption('Flæskesteg');
  await next.getByRole('button', { name: 'Sæt mig på venteliste' }).click();
  await expect(next.locator('.club-event-mine')).toHaveText('Venteliste nr. 1');
  await expectNoSeriousA11yViolations(next);
  if (SHOTS) await next.screenshot({ path: `${SHOTS}/C-waiting-dark.png`, fullPage: true });

  // One who paid cancels: the place goes to the first on the waiting list, by mail and push.
  const leaving = await playwright.request.newContext({ baseURL });
  await leaving.post('/api/login', { data: { username: signedUp[0]!.username, password: DEMO_PASSWORD } });
  const cancelled = await leaving.post(`/api/club-events/${eventId}/answer`, { data: { status: 'not_going' } });
  expect(cancelled.ok(), await cancelled.text()).toBeTruthy();
  await leaving.dispose();
  const offer = await readMail(waiter!.email!, `Der er en plads til dig: ${TITLE}`);
  const link = offer.match(/https?:\/\/\S+\/arrangementer\/\d+/)?.[0];
  expect(link, 'the offer links to the arrangement').toBeTruthy();
  await next.goto(new URL(link!).pathname);
  await expect(next.locator('.club-event-mine')).toContainText('Der er en plads til dig');
  await next.getByRole('button', { name: 'Tag pladsen' }).click();
  await next.getByRole('link', { name: 'Betal 250 kr' }).click();
  await next.getByLabel('Kortnummer').fill(CARD.number);
  await next.getByLabel('Udløbsdato').fill('12/34');
  await next.getByLabel('CVC').fill(CARD.cvc);
  await next.getByRole('button', { name: 'Betal 250 kr' }).click();
  await expect(next.getByText('Betaling Gennemført')).toBeVisible();
  await next.goto(`/arrangementer/${eventId}`);
  await expect(next.locator('.club-event-mine')).toHaveText('Du deltager');

  // The board sees the list, who cancelled after paying, the menu counts, and downloads the list.
  await board.reload();
  await expect(board.getByText(`${PLACES} deltager`).first()).toBeVisible();
  await expect(board.getByText('Meldt fra efter betaling: refundér')).toBeVisible();
  await expectNoSeriousA11yViolations(board);
  if (SHOTS) await board.screenshot({ path: `${SHOTS}/C-organiser-light.png`, fullPage: true });
  const download = board.waitForEvent('download');
  await board.getByRole('button', { name: 'Hent deltagerliste (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('julefrokost-i-klubhuset-deltagere.csv');
  const rows = readFileSync((await file.path())!, 'utf8').trim().split(/\r?\n/);
  expect(rows[0]).toContain('Menu');
  // 40 coming and paid, and the one who cancelled after paying, marked for a refund by hand.
  expect(rows.filter((row) => /Deltager[;,]/.test(row) && row.includes('Betalt'))).toHaveLength(PLACES);
  expect(rows.filter((row) => row.includes('refunder manuelt'))).toHaveLength(1);

  // Done: the board cancels it, which tells everyone who answered, and it leaves Hjem.
  await board.getByRole('button', { name: 'Aflys' }).click();
  await board.getByRole('button', { name: 'Aflys arrangementet' }).click();
  await expect(board.getByText('Aflyst', { exact: true })).toBeVisible();
  await readMail(waiter!.email!, `Aflyst: ${TITLE}`);
  await next.goto('/');
  await expect(next.getByRole('navigation', { name: 'Hovedmenu' })).toBeVisible();
  await expect(next.getByText(TITLE)).toBeHidden();
  if (SHOTS) {
    const dark = await phone(browser, 'bestyrelse', 'dark');
    await dark.goto(`/arrangementer/${eventId}`);
    await dark.screenshot({ path: `${SHOTS}/C-organiser-dark.png`, fullPage: true });
  }
});
