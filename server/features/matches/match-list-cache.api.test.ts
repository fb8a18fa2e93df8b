import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match } from '@common/contracts/matches';
import { buildMatch, buildUser, inDays } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { matchesRepository } from './matches.repository';
import { squadRepository } from './squad.repository';

/**
 * Decision 081: the match window is served from the shared read cache. Every write path drops it,
 * and what is one person's (Klar / Ikke klar, the own place in a squad) never comes from it.
 * (Across two instances: server/cluster/cluster.postgres.test.ts.)
 */
let t: TestApp;
/** The app's clock: moved by the last test only. */
let clock: Date | undefined;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock ?? new Date() });
});
afterAll(() => t.close());

const list = async (headers: Record<string, string>) => {
  const res = await t.request({ method: 'GET', url: '/api/matches', headers });
  expect(res.statusCode).toBe(200);
  return res.json<Match[]>();
};
const TEAM = 'serie_3_pulje_5';

describe('GET /api/matches from the shared cache', () => {
  it("answers each person with their own Klar / Ikke klar and squad place, never another's", async () => {
    const match = await buildMatch(t.deps.db, { date: inDays(4), team: TEAM, opponent: 'Cache IF' });
    const [anna, bo] = await Promise.all([buildUser(t.deps.db, { team: TEAM }), buildUser(t.deps.db, { team: TEAM })]);
    const [annaHeaders, boHeaders] = await Promise.all([t.authFor(anna.id), t.authFor(bo.id)]);
    expect((await t.request({ method: 'POST', url: `/api/matches/${match.id}/availability`, headers: annaHeaders, payload: { available: true } })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: `/api/matches/${match.id}/availability`, headers: boHeaders, payload: { available: false } })).statusCode).toBe(200);
    const coach = await t.roleUser('coach');
    await squadRepository(t.deps.db, t.deps.readCache).save(
      match.id,
      { status: 'published', meetAt: null, meetPlace: null, note: null, publishedAt: new Date() },
      [{ userId: anna.id, selection: 'starter' }],
      coach.id,
      new Date(),
    );
    const hitsBefore = t.deps.readCache.hits;
    const mine = (await list(annaHeaders)).find((m) => m.id === match.id)!;
    const his = (await list(boHeaders)).find((m) => m.id === match.id)!;
    const again = (await list(annaHeaders)).find((m) => m.id === match.id)!;
    expect(t.deps.readCache.hits).toBeGreaterThan(hitsBefore); // the later lists came from the cache
    expect(mine).toMatchObject({ myAvailability: true, mySquad: 'starter' });
    expect(his).toMatchObject({ myAvailability: false, mySquad: 'none' });
    expect(again).toMatchObject({ myAvailability: true, mySquad: 'starter' });
    // An answer changed after the window was cached shows at once: it is never cached.
    await t.request({ method: 'POST', url: `/api/matches/${match.id}/availability`, headers: boHeaders, payload: { available: true } });
    expect((await list(boHeaders)).find((m) => m.id === match.id)!.myAvailability).toBe(true);
  });

  it('is dropped by every write path: result, new matches, schedule import, squad', async () => {
    const repo = matchesRepository(t.deps.db, t.deps.readCache);
    const squads = squadRepository(t.deps.db, t.deps.readCache);
    const viewer = await t.roleUser('player');
    const match = await buildMatch(t.deps.db, { date: inDays(-1), team: TEAM, opponent: 'Skriv BK' });
    const shown = async () => (await list(viewer.headers)).find((m) => m.opponent === 'Skriv BK' || m.opponent === 'Import BK' || m.id === match.id);

    await list(viewer.headers);
    await repo.updateResult(match.id, { homeScore: 3, awayScore: 2, status: 'completed' }, new Date());
    expect(await shown()).toMatchObject({ homeScore: 3, awayScore: 2, status: 'completed' });

    await list(viewer.headers);
    const [created] = await repo.insertMany([{ team: TEAM, date: inDays(2), opponent: 'Ny FC', venue: 'home', status: 'scheduled' }]);
    expect((await list(viewer.headers)).some((m) => m.id === created!.id)).toBe(true);

    await list(viewer.headers);
    await repo.applyImport([], [{ id: match.id, team: TEAM, date: match.date, opponent: 'Import BK', venue: 'home' }], new Date());
    expect((await shown())?.opponent).toBe('Import BK');

    await list(viewer.headers);
    await squads.save(match.id, { status: 'published', meetAt: null, meetPlace: null, note: null, publishedAt: new Date() }, [], viewer.id, new Date());
    expect((await shown())?.mySquad).toBe('none');
  });

  it("keeps the answer counts beside the window: the faces reach staff and the team's players only, and an absence's answers show at once", async () => {
    const match = await buildMatch(t.deps.db, { date: inDays(6), team: TEAM, opponent: 'Tælle BK' });
    const [cai, dea] = await Promise.all([
      buildUser(t.deps.db, { team: TEAM, firstName: 'Cai' }),
      buildUser(t.deps.db, { team: TEAM }),
    ]);
    const [caiHeaders, deaHeaders] = await Promise.all([t.authFor(cai.id), t.authFor(dea.id)]);
    const answer = await t.request({
      method: 'POST',
      url: `/api/matches/${match.id}/availability`,
      headers: caiHeaders,
      payload: { available: true },
    });
    expect(answer.statusCode).toBe(200);
    const counts = async (headers: Record<string, string>) =>
      (await list(headers)).find((m) => m.id === match.id)!.answers;
    // The coach's list (with faces) is cached first; the team's player sees them too (D22), a
    // player of another team does not.
    expect((await counts((await t.roleUser('coach')).headers)).coming.map((p) => p.firstName)).toEqual([
      'Cai',
    ]);
    const before = await counts(deaHeaders);
    expect(before.coming.map((p) => p.firstName)).toEqual(['Cai']);
    const outsider = await t.authFor((await buildUser(t.deps.db, { team: 'serie_4_pulje_9' })).id);
    expect((await counts(outsider)).coming).toEqual([]);
    expect(await counts(deaHeaders)).toEqual(before); // from the cache
    // An absence answers Ikke klar for the match: the counts move at once.
    const absence = await t.request({
      method: 'POST',
      url: '/api/user/absences',
      headers: deaHeaders,
      payload: {
        kind: 'holiday',
        from: inDays(5).toISOString().slice(0, 10),
        to: inDays(8).toISOString().slice(0, 10),
      },
    });
    expect(absence.statusCode, absence.body).toBe(201);
    expect(await counts(deaHeaders)).toMatchObject({
      klar: before.klar,
      ikkeKlar: before.ikkeKlar + 1,
      mangler: before.mangler - 1,
    });
  });

  it('follows the clock: a match that starts moves the window without any write', async () => {
    const player = await t.roleUser('player');
    clock = new Date();
    const soon = await buildMatch(t.deps.db, { date: new Date(clock.getTime() + 3_600_000), team: TEAM });
    const ids = async () => (await list(player.headers)).map((m) => m.id);
    expect(await ids()).toContain(soon.id);
    clock = new Date(clock.getTime() + 2 * 3_600_000);
    // Past its bound the cached window is not trusted: loaded again (and the counts of the new
    // window with it), the match is among the played ones.
    const misses = t.deps.readCache.misses;
    expect(await ids()).toContain(soon.id);
    expect(t.deps.readCache.misses).toBe(misses + 2);
  });
});
