import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { clubEventAnswers, clubEvents, mailQueue, payments } from '../../db/schema';
import { buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEADLINE_PASSED } from './answer-club-event';
import { sendClubEventReminders, settleDueClubEvents } from './club-event-jobs';
import { clubEventsRepository } from './club-events.repository';

/** Arrangementer (decision 108) through the API, on a clock the test moves. */
let clock = new Date('2026-12-01T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const day = 86_400_000;
const at = (ms: number) => new Date(clock.getTime() + ms).toISOString();
const julefrokost = (over: object = {}) => ({
  title: 'Julefrokost',
  description: 'Årets julefrokost i klubhuset',
  startsAt: at(10 * day),
  endsAt: at(10 * day + 6 * 3600_000),
  place: 'Klubhuset',
  audience: { kind: 'club' },
  capacity: 2,
  deadline: at(8 * day),
  price: 25_000,
  supporterPrice: 20_000,
  guestsPerMember: 1,
  questions: [{ text: 'Menu', choices: ['Kød', 'Vegetar'] }],
  ...over,
});

async function create(role: 'coach' | 'board' | 'admin', payload: object) {
  return t.request({ method: 'POST', url: '/api/club-events', headers: (await t.roleUser(role)).headers, payload });
}
async function answer(userId: number, id: number, payload: object) {
  return t.request({ method: 'POST', url: `/api/club-events/${id}/answer`, headers: await t.authFor(userId), payload });
}
async function read(userId: number, id: number) {
  return t.request({ method: 'GET', url: `/api/club-events/${id}`, headers: await t.authFor(userId) });
}
const completePayment = (id: number) => t.deps.db.update(payments).set({ status: 'completed', paidAt: clock }).where(eq(payments.id, id));
const eventCount = async () => (await t.deps.db.select({ n: count() }).from(clubEvents))[0]!.n;

describe('creating an arrangement', () => {
  it('lets the board create one for the whole club; a supporter member reads their own price', async () => {
    const res = await create('board', julefrokost());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Julefrokost', capacity: 2, placesLeft: 2, price: 25_000, yourPrice: 25_000, canOrganise: true });
    expect(res.json().questions).toEqual([{ id: 'q1', text: 'Menu', choices: ['Kød', 'Vegetar'] }]);
    const supporter = await buildUser(t.deps.db, { role: 'member', team: null });
    expect((await read(supporter.id, res.json().id)).json()).toMatchObject({ yourPrice: 20_000, canOrganise: false });
  });

  it('refuses bad input with a Danish message and saves nothing', async () => {
    const before = await eventCount();
    for (const [payload, message] of [
      [julefrokost({ title: '  ' }), 'Udfyld venligst en titel'],
      [julefrokost({ capacity: 0 }), 'Antal pladser skal være et helt tal fra 1 til 10.000'],
      [julefrokost({ endsAt: at(9 * day) }), 'Slut skal være efter start'],
      [julefrokost({ deadline: at(11 * day) }), 'Svarfristen skal være før arrangementet starter'],
      [julefrokost({ questions: [{ text: 'Menu', choices: ['Kød'] }] }), 'Giv mindst to svarmuligheder'],
      [julefrokost({ price: 50 }), 'Prisen skal være mindst 1 kr'],
      [julefrokost({ audience: { kind: 'teams', teams: ['findes_ikke'] } }), 'Holdet findes_ikke findes ikke'],
      [julefrokost({ startsAt: at(-day), endsAt: at(-day + 3600_000), deadline: null }), 'Arrangementet skal ligge i fremtiden'],
    ] as const) {
      const res = await create('admin', payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await eventCount()).toBe(before);
  });

  it('lets a coach create one only for the teams they coach', async () => {
    const coach = await t.roleUser('coach');
    const own = await create('coach', julefrokost({ audience: { kind: 'teams', teams: ['serie_3_pulje_5'] } }));
    expect(own.statusCode).toBe(201);
    expect(own.json().canOrganise).toBe(true);
    for (const audience of [{ kind: 'club' }, { kind: 'teams', teams: ['serie_5_pulje_6'] }, { kind: 'role', role: 'board' }]) {
      const res = await create('coach', julefrokost({ audience }));
      expect(res.statusCode).toBe(403);
    }
    // Another coach cannot organise the first coach's arrangement.
    const other = await buildUser(t.deps.db, { role: 'coach', team: 'serie_5_pulje_6' });
    const roster = await t.request({ method: 'GET', url: `/api/club-events/${own.json().id}/roster`, headers: await t.authFor(other.id) });
    expect(roster.statusCode).toBe(404);
    expect(coach.id).toBeGreaterThan(0);
  });
});

describe('changing an arrangement', () => {
  it('keeps each answer with its question when an earlier question is removed or one is added', async () => {
    const two = [{ text: 'Menu', choices: ['Kød', 'Vegetar'] }, { text: 'Drikkevarer', choices: ['Øl', 'Vand'] }];
    const event = (await create('board', julefrokost({ title: 'Sommerfest', price: null, supporterPrice: null, capacity: null, questions: two }))).json();
    const player = await buildUser(t.deps.db, { role: 'player' });
    const [menu, drinks] = event.questions.map((q: { id: string }) => q.id);
    expect((await answer(player.id, event.id, { status: 'going', choices: { [menu]: 'Vegetar', [drinks]: 'Vand' } })).statusCode).toBe(200);
    const board = (await t.roleUser('board')).headers;
    const changed = await t.request({
      method: 'PUT',
      url: `/api/club-events/${event.id}`,
      headers: board,
      payload: julefrokost({ title: 'Sommerfest', price: null, supporterPrice: null, capacity: null, questions: [two[1], { text: 'Overnatning', choices: ['Ja', 'Nej'] }] }),
    });
    expect(changed.statusCode).toBe(200);
    const questions = changed.json().questions as Array<{ id: string; text: string }>;
    expect(questions.find((q) => q.text === 'Drikkevarer')!.id).toBe(drinks);
    expect(questions.find((q) => q.text === 'Overnatning')!.id).not.toBe(menu);
    const roster = (await t.request({ method: 'GET', url: `/api/club-events/${event.id}/roster`, headers: board })).json();
    const row = roster.going.find((r: { person: { id: number } }) => r.person.id === player.id);
    expect(row.choices[drinks]).toBe('Vand');
    expect(row.choices[questions.find((q) => q.text === 'Overnatning')!.id]).toBeUndefined();
  });
});

describe('who sees an arrangement', () => {
  it('shows a member only the arrangements they are invited to (list, page, answer)', async () => {
    const supportersOnly = (await create('admin', julefrokost({ title: 'Støttemedlemmernes aften', audience: { kind: 'supporters' } }))).json();
    const player = await buildUser(t.deps.db, { role: 'player' });
    const supporter = await buildUser(t.deps.db, { role: 'member', team: null });
    const list = async (id: number) =>
      (await t.request({ method: 'GET', url: '/api/club-events', headers: await t.authFor(id) })).json().map((e: { id: number }) => e.id);
    expect(await list(player.id)).not.toContain(supportersOnly.id);
    expect(await list(supporter.id)).toContain(supportersOnly.id);
    expect((await read(player.id, supportersOnly.id)).statusCode).toBe(404);
    expect((await answer(player.id, supportersOnly.id, { status: 'going' })).statusCode).toBe(404);
    // The calendar feed carries the arrangements the person is invited to, and no others.
    const clubWide = (await create('admin', julefrokost({ title: 'Sæsonafslutning' }))).json();
    const link = await t.request({ method: 'POST', url: '/api/calendar/token', headers: await t.authFor(player.id) });
    const ics = (await t.request({ method: 'GET', url: new URL(link.json().url).pathname })).body;
    expect(ics).toContain(`club-event-${clubWide.id}@`);
    expect(ics).not.toContain(`club-event-${supportersOnly.id}@`);
    const invitee = await buildUser(t.deps.db, { role: 'none' });
    expect((await t.request({ method: 'GET', url: '/api/club-events', headers: await t.authFor(invitee.id) })).statusCode).toBe(403);
  });
});

describe('places, payment, waiting list', () => {
  it('holds a place while paying, releases it after 15 minutes, offers it down the list, and settles a late payment', async () => {
    const event = (await create('board', julefrokost())).json();
    const [anna, bo, carl] = await Promise.all([1, 2, 3].map(() => buildUser(t.deps.db, { role: 'player' })));

    // A missing or unknown menu answer is refused; nothing is saved.
    expect((await answer(anna!.id, event.id, { status: 'going' })).json().message).toBe('Vælg et svar på: Menu');
    expect((await answer(anna!.id, event.id, { status: 'going', choices: { q1: 'Fisk' } })).statusCode).toBe(400);
    expect((await answer(anna!.id, event.id, { status: 'going', guests: 2, choices: { q1: 'Kød' } })).json().message).toBe('Du kan højst tage 1 gæst med');
    expect(await t.deps.db.$count(clubEventAnswers, eq(clubEventAnswers.eventId, event.id))).toBe(0);

    // Anna holds a place and pays; the price is the server's, whatever the client sends.
    const held = await answer(anna!.id, event.id, { status: 'going', choices: { q1: 'Kød' } });
    expect(held.statusCode).toBe(200);
    expect(held.json().mine).toMatchObject({ status: 'held', paid: false });
    const annaPayment = held.json().mine.paymentId as number;
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, annaPayment));
    expect(row).toMatchObject({ amount: 25_000, kind: 'arrangement', status: 'pending', userId: anna!.id });
    // A changed price does not change what was asked of Anna.
    await t.request({ method: 'PUT', url: `/api/club-events/${event.id}`, headers: (await t.roleUser('board')).headers, payload: julefrokost({ price: 30_000, startsAt: event.startsAt, endsAt: event.endsAt, deadline: event.deadline }) });
    await completePayment(annaPayment);
    expect((await read(anna!.id, event.id)).json().mine).toMatchObject({ status: 'going', paid: true });
    expect((await t.deps.db.select().from(payments).where(eq(payments.id, annaPayment)))[0]!.amount).toBe(25_000);

    // The last place cannot be taken with a guest; Bo alone holds it; Carl goes on the waiting list.
    expect((await answer(bo!.id, event.id, { status: 'going', guests: 1, choices: { q1: 'Vegetar' } })).json().mine.status).toBe('waiting');
    expect((await answer(bo!.id, event.id, { status: 'not_going' })).statusCode).toBe(200);
    const boHeld = (await answer(bo!.id, event.id, { status: 'going', choices: { q1: 'Vegetar' } })).json();
    expect(boHeld.mine.status).toBe('held');
    expect(boHeld.mine.paymentId).not.toBeNull();
    const carlWaits = (await answer(carl!.id, event.id, { status: 'going', choices: { q1: 'Kød' } })).json();
    expect(carlWaits).toMatchObject({ placesLeft: 0, mine: { status: 'waiting', waitingPosition: 1 } });

    // Bo does not pay within 15 minutes: the place is offered to Carl (push and mail).
    clock = new Date(clock.getTime() + 16 * 60_000);
    await settleDueClubEvents(t.deps, clubEventsRepository(t.deps.db));
    expect((await read(bo!.id, event.id)).json().mine.status).toBe('released');
    expect((await t.deps.db.select().from(payments).where(eq(payments.id, boHeld.mine.paymentId)))[0]!.status).toBe('failed');
    const offered = (await read(carl!.id, event.id)).json().mine;
    expect(offered.status).toBe('offered');
    expect(Date.parse(offered.offerUntil) - clock.getTime()).toBe(24 * 3600_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const mails = await t.deps.db.select().from(mailQueue).where(eq(mailQueue.kind, 'arrangement'));
    expect(mails.some((m) => m.eventKey.startsWith(`club-event:${event.id}:offer:${carl!.id}`))).toBe(true);

    // Bo's 3-D Secure completes after all: the event is full, so Bo is first on the list, as paid.
    await completePayment(boHeld.mine.paymentId);
    await settleDueClubEvents(t.deps, clubEventsRepository(t.deps.db));
    expect((await read(bo!.id, event.id)).json().mine).toMatchObject({ status: 'waiting', waitingPosition: 1, paid: true });

    // Carl takes the offer and pays.
    const carlPays = (await answer(carl!.id, event.id, { status: 'going', choices: { q1: 'Kød' } })).json().mine;
    expect(carlPays.status).toBe('offered');
    await completePayment(carlPays.paymentId);
    expect((await read(carl!.id, event.id)).json().mine.status).toBe('going');

    // Anna cancels after paying: Bo (paid) gets the place at once; the organiser sees both.
    expect((await answer(anna!.id, event.id, { status: 'not_going' })).statusCode).toBe(200);
    expect((await read(bo!.id, event.id)).json().mine.status).toBe('going');
    const roster = (await t.request({ method: 'GET', url: `/api/club-events/${event.id}/roster`, headers: (await t.roleUser('board')).headers })).json();
    expect(roster.going.map((r: { person: { id: number } }) => r.person.id).sort()).toEqual([bo!.id, carl!.id].sort());
    expect(roster.going.find((r: { person: { id: number } }) => r.person.id === bo!.id)).toMatchObject({ latePayment: true, payment: 'paid' });
    expect(roster.notGoing.find((r: { person: { id: number } }) => r.person.id === anna!.id)).toMatchObject({ cancelledAfterPaying: true });
    expect(roster.choiceCounts[0].counts).toEqual([{ choice: 'Kød', count: 1 }, { choice: 'Vegetar', count: 1 }]);
    expect(roster.paidTotal).toBe(25_000 + 30_000 * 2);

    // After the deadline, cancelling is refused.
    clock = new Date(Date.parse(event.deadline) + 60_000);
    const late = await answer(carl!.id, event.id, { status: 'not_going' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(DEADLINE_PASSED);
    clock = new Date('2026-12-01T10:00:00Z');
  });

  it('gives the organiser a CSV with formulas escaped, and limits Påmind nu to once in 6 hours', async () => {
    const event = (await create('admin', julefrokost({ price: null, supporterPrice: null }))).json();
    const p = await buildUser(t.deps.db, { role: 'player', firstName: '=HYPERLINK("x")' });
    await answer(p.id, event.id, { status: 'going', choices: { q1: 'Kød' }, comment: '+1 til kaffen' });
    const csv = await t.request({ method: 'GET', url: `/api/club-events/${event.id}/roster.csv`, headers: (await t.roleUser('admin')).headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`"'=HYPERLINK(""x"") Person"`);
    expect(csv.body).toContain(`"'+1 til kaffen"`);
    const player = await t.roleUser('player');
    expect((await t.request({ method: 'GET', url: `/api/club-events/${event.id}/roster.csv`, headers: player.headers })).statusCode).toBe(403);

    const remind = () => t.request({ method: 'POST', url: `/api/club-events/${event.id}/remind`, headers: (await_headers) });
    let await_headers = (await t.roleUser('admin')).headers;
    const first = await remind();
    expect(first.statusCode).toBe(200);
    expect(first.json().reminded).toBeGreaterThan(0);
    expect((await remind()).statusCode).toBe(429);
    await_headers = (await t.roleUser('board')).headers;
    expect((await remind()).statusCode).toBe(429);
  });

  it('reminds non-answerers once before the deadline and those coming the day before, never in quiet hours', async () => {
    const event = (await create('admin', julefrokost({ price: null, supporterPrice: null, audience: { kind: 'role', role: 'board' } }))).json();
    const board = await t.roleUser('board');
    const repo = clubEventsRepository(t.deps.db);
    const keys = async () =>
      (await t.deps.db.select().from(mailQueue).where(eq(mailQueue.kind, 'arrangement')))
        .filter((m) => m.eventKey.startsWith(`club-event:${event.id}:reminder`) && m.userId === board.id)
        .map((m) => m.eventKey);
    clock = new Date(Date.parse(event.deadline) - day); // 23:00 Copenhagen would be quiet: this is 11:00
    clock.setUTCHours(22, 30);
    expect(await sendClubEventReminders(t.deps, repo)).toBe(0);
    clock.setUTCHours(9, 0);
    expect(await sendClubEventReminders(t.deps, repo)).toBeGreaterThan(0);
    await sendClubEventReminders(t.deps, repo);
    expect(await keys()).toEqual([`club-event:${event.id}:reminder:deadline`]);
    await answer(board.id, event.id, { status: 'going', choices: { q1: 'Vegetar' } });
    clock = new Date(Date.parse(event.startsAt) - 20 * 3600_000);
    await sendClubEventReminders(t.deps, repo);
    expect((await keys()).sort()).toEqual([`club-event:${event.id}:reminder:day-before`, `club-event:${event.id}:reminder:deadline`]);
    clock = new Date('2026-12-01T10:00:00Z');
  });
});
