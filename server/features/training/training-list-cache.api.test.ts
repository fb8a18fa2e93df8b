import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrainingListItem } from '@common/contracts/training';
import { buildTraining, buildUser, inDays } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Decision 081: the training list's first page and its counts come from the shared read cache. Every
 * write path drops them, what is one person's (their own Klar / Ikke klar) never comes from it,
 * and the faces reach only those who may see them (D22). (Across two instances: the cluster test.)
 */
let t: TestApp;
/** The app's clock: moved by the last test only. */
let clock: Date | undefined;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock ?? new Date() });
});
afterAll(() => t.close());

const TEAM = 'serie_4_pulje_9';
const list = async (headers: Record<string, string>) => {
  const res = await t.request({ method: 'GET', url: '/api/training', headers });
  expect(res.statusCode).toBe(200);
  return res.json<TrainingListItem[]>();
};
const one = async (headers: Record<string, string>, id: number) =>
  (await list(headers)).find((x) => x.id === id);
const answer = async (headers: Record<string, string>, id: number, available: boolean) => {
  const res = await t.request({
    method: 'POST',
    url: `/api/training/${id}/availability`,
    headers,
    payload: { available },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('GET /api/training from the shared cache', () => {
  it('answers each person with their own Klar / Ikke klar, and the faces never reach one who may not see them', async () => {
    const training = await buildTraining(t.deps.db, { date: inDays(3), team: TEAM, title: 'Cache-træning' });
    const [anna, bo] = await Promise.all([
      buildUser(t.deps.db, { role: 'player', team: TEAM, firstName: 'Anna' }),
      buildUser(t.deps.db, { role: 'player', team: TEAM }),
    ]);
    const [annaHeaders, boHeaders] = await Promise.all([t.authFor(anna.id), t.authFor(bo.id)]);
    await answer(annaHeaders, training.id, true);
    const coach = (await t.roleUser('coach')).headers;
    expect((await one(coach, training.id))!.answers.coming.map((p) => p.firstName)).toEqual(['Anna']);
    const hitsBefore = t.deps.readCache.hits;
    const his = await one(boHeaders, training.id);
    const hers = await one(annaHeaders, training.id);
    expect(t.deps.readCache.hits).toBeGreaterThan(hitsBefore); // the second player's list came from the cache
    // The team's players see who is coming (D22); an unpaid invitee of the team sees the counts.
    expect(his).toMatchObject({
      myAvailability: null,
      answers: { klar: 1, coming: [{ firstName: 'Anna' }] },
    });
    expect(hers).toMatchObject({
      myAvailability: true,
      answers: { klar: 1, coming: [{ firstName: 'Anna' }] },
    });
    const invitee = await t.authFor((await buildUser(t.deps.db, { role: 'none', team: TEAM })).id);
    expect(await one(invitee, training.id)).toMatchObject({ answers: { klar: 1, coming: [] } });
    // An answer shows at once, in the person's own field and in everyone's counts.
    await answer(boHeaders, training.id, false);
    expect(await one(boHeaders, training.id)).toMatchObject({
      myAvailability: false,
      answers: { klar: 1, ikkeKlar: 1 },
    });
    expect(await one(annaHeaders, training.id)).toMatchObject({
      myAvailability: true,
      answers: { ikkeKlar: 1 },
    });
  });

  it('is dropped by every write path: create, series, edit, cancel, delete, an absence, Forventet fremmøde', async () => {
    const coach = (await t.roleUser('coach')).headers;
    const player = await buildUser(t.deps.db, { role: 'player', team: TEAM });
    const headers = await t.authFor(player.id);
    await list(headers); // cached
    const created = await t.request({
      method: 'POST',
      url: '/api/training',
      headers: coach,
      payload: { title: 'Ny træning', date: inDays(5).toISOString(), location: 'Målfeltet', team: TEAM },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    expect(await one(headers, id)).toMatchObject({ title: 'Ny træning' });

    const edited = await t.request({
      method: 'PUT',
      url: `/api/training/${id}`,
      headers: coach,
      payload: { location: 'Kunstgræs' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await one(headers, id)).toMatchObject({ location: 'Kunstgræs' });
    await t.request({
      method: 'PUT',
      url: `/api/training/${id}`,
      headers: coach,
      payload: { status: 'cancelled' },
    });
    expect(await one(headers, id)).toMatchObject({ status: 'cancelled' });

    // An absence answers Ikke klar for the person's trainings in the period.
    const other = await buildTraining(t.deps.db, { date: inDays(6), team: TEAM, title: 'Fraværstræning' });
    expect(await one(headers, other.id)).toMatchObject({ myAvailability: null });
    const before = (await one(coach, other.id))!.answers;
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const absence = await t.request({
      method: 'POST',
      url: '/api/user/absences',
      headers,
      payload: { kind: 'holiday', from: day(inDays(5)), to: day(inDays(8)) },
    });
    expect(absence.statusCode, absence.body).toBe(201);
    expect(await one(headers, other.id)).toMatchObject({ myAvailability: false });
    expect((await one(coach, other.id))!.answers).toMatchObject({
      ikkeKlar: before.ikkeKlar + 1,
      mangler: before.mangler - 1,
    });

    // Forventet fremmøde on: the team's unanswered players count as coming.
    expect((await one(coach, other.id))!.expectedCount).toBe(0);
    const admin = (await t.roleUser('admin')).headers;
    const on = await t.request({
      method: 'PUT',
      url: `/api/teams/${TEAM}/expected-attendance`,
      headers: admin,
      payload: { expected: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect((await one(coach, other.id))!.expectedCount).toBeGreaterThan(0);
    await t.request({
      method: 'PUT',
      url: `/api/teams/${TEAM}/expected-attendance`,
      headers: admin,
      payload: { expected: false },
    });

    const series = await t.request({
      method: 'POST',
      url: '/api/training/series',
      headers: coach,
      payload: {
        title: 'Seriecache',
        location: 'Målfeltet',
        team: TEAM,
        // ISO weekdays (Monday 1 … Sunday 7): getUTCDay says 0 for Sunday.
        weekdays: [inDays(2).getUTCDay() || 7],
        time: '19:00',
        fromDate: day(inDays(1)),
        toDate: day(inDays(20)),
      },
    });
    expect(series.statusCode, series.body).toBe(201);
    const ofSeries = (await list(headers)).filter((x) => x.title === 'Seriecache');
    expect(ofSeries.length).toBeGreaterThan(1);
    await t.request({ method: 'DELETE', url: `/api/training/${ofSeries[1]!.id}/series`, headers: coach });
    expect((await list(headers)).filter((x) => x.title === 'Seriecache')).toHaveLength(1);
    await t.request({ method: 'DELETE', url: `/api/training/${id}`, headers: coach });
    expect(await one(headers, id)).toBeUndefined();
  });

  it('follows the clock: a training more than a week old leaves the list without any write', async () => {
    const player = await buildUser(t.deps.db, { role: 'player', team: TEAM });
    const headers = await t.authFor(player.id);
    const start = Date.now();
    clock = new Date(start);
    const WEEK = 7 * 24 * 3600 * 1000;
    const leaving = await buildTraining(t.deps.db, {
      date: new Date(start - WEEK + 5_000),
      team: TEAM,
      title: 'Snart væk',
    });
    try {
      expect(await one(headers, leaving.id)).toBeDefined();
      const hits = t.deps.readCache.hits;
      clock = new Date(start + 10_000); // the cached page is still fresh; the training is now more than a week old
      expect(await one(headers, leaving.id)).toBeUndefined();
      expect(t.deps.readCache.hits).toBe(hits + 1);
    } finally {
      clock = undefined;
    }
  });
});
