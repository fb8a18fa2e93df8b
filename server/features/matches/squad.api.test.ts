import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Squad } from '@common/contracts/squads';
import type { ClubEvents } from '../../lib/events';
import { matchSquadPlayers, teams } from '../../db/schema';
import { countQueries } from '../../test/count-queries';
import { instantToCopenhagen } from '@common/domain/time';
import { buildMatch, buildPayment, buildUser, inDays } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const pushed: Array<ClubEvents['squad.changed']> = [];
beforeAll(async () => {
  t = await createTestApp();
  t.deps.events.on('squad.changed', (e) => void pushed.push(e));
});
afterAll(() => t.close());

const TEAM = 'serie_3_pulje_5';
const squadUrl = (id: number) => `/api/matches/${id}/squad`;
const flush = () => new Promise((r) => setTimeout(r, 10));
const put = async (matchId: number, payload: object, role: 'coach' | 'admin' = 'coach') =>
  t.request({ method: 'PUT', url: squadUrl(matchId), headers: (await t.roleUser(role)).headers, payload });

describe('Udtagelse: GET and PUT /api/matches/:id/squad', () => {
  it('a coach picks a draft the players cannot see, publishes it, and only changed places are notified later', async () => {
    const match = await buildMatch(t.deps.db, { date: inDays(5), team: TEAM });
    const a = await buildUser(t.deps.db, {
      firstName: 'Anders',
      team: TEAM,
      jerseyNumber: 7,
      position: 'Angriber',
    });
    const b = await buildUser(t.deps.db, { firstName: 'Bo', team: TEAM });
    const c = await buildUser(t.deps.db, { firstName: 'Carl', team: TEAM });
    const borrowed = await buildUser(t.deps.db, { firstName: 'Lånt', team: 'serie_5_pulje_6' });
    const aHeaders = await t.authFor(a.id);
    await t.request({
      method: 'POST',
      url: `/api/matches/${match.id}/availability`,
      headers: aHeaders,
      payload: { available: true },
    });

    const coachView = await t.request({
      method: 'GET',
      url: squadUrl(match.id),
      headers: (await t.roleUser('coach')).headers,
    });
    expect(coachView.statusCode).toBe(200);
    const draft = coachView.json<Squad>();
    expect(draft).toMatchObject({ status: 'draft', squadSize: 16, publishedAt: null });
    expect(draft.players.find((p) => p.userId === a.id)).toMatchObject({
      available: true,
      selection: null,
      jerseyNumber: 7,
      team: TEAM,
    });
    expect(draft.players.some((p) => p.userId === borrowed.id)).toBe(false);

    const saved = await put(match.id, {
      players: [
        { userId: a.id, selection: 'starter' },
        { userId: b.id, selection: 'bench' },
        { userId: borrowed.id, selection: 'reserve' },
        { userId: c.id, selection: null },
      ],
      meetAt: inDays(5).toISOString(),
      meetPlace: 'Klubhuset',
      note: 'Hvide trøjer, mød 45 min før',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Squad>().players.find((p) => p.userId === borrowed.id)).toMatchObject({
      team: 'serie_5_pulje_6',
      selection: 'reserve',
    });
    await flush();
    expect(pushed).toHaveLength(0);
    expect((await t.request({ method: 'GET', url: squadUrl(match.id), headers: aHeaders })).statusCode).toBe(
      404,
    );
    const list = await t.request({ method: 'GET', url: '/api/matches', headers: aHeaders });
    expect(
      list.json<Array<{ id: number; mySquad: unknown }>>().find((m) => m.id === match.id)?.mySquad,
    ).toBeNull();

    const published = await put(match.id, {
      players: saved
        .json<Squad>()
        .players.filter((p) => p.selection)
        .map(({ userId, selection }) => ({ userId, selection })),
      publish: true,
    });
    expect(published.json<Squad>()).toMatchObject({
      status: 'published',
      meetPlace: 'Klubhuset',
      note: 'Hvide trøjer, mød 45 min før',
    });
    await flush();
    expect(pushed.at(-1)?.changes).toHaveLength(3);

    const seen = await t.request({ method: 'GET', url: squadUrl(match.id), headers: await t.authFor(c.id) });
    expect(seen.statusCode).toBe(200);
    const forPlayer = seen.json<Squad>();
    expect(forPlayer.players.map((p) => p.userId).sort()).toEqual([a.id, b.id, borrowed.id].sort());
    expect(forPlayer.players.every((p) => p.available === null)).toBe(true);
    const borrowedView = await t.request({
      method: 'GET',
      url: squadUrl(match.id),
      headers: await t.authFor(borrowed.id),
    });
    expect(borrowedView.statusCode).toBe(200);
    const mine = async (id: number) =>
      (await t.request({ method: 'GET', url: '/api/matches', headers: await t.authFor(id) }))
        .json<Array<{ id: number; mySquad: unknown }>>()
        .find((m) => m.id === match.id)?.mySquad;
    expect(await mine(a.id)).toBe('starter');
    expect(await mine(borrowed.id)).toBe('reserve');
    expect(await mine(c.id)).toBe('none');

    // After publishing: B moves to the start, the borrowed player is dropped, C comes in as reserve.
    const changed = await put(match.id, {
      players: [
        { userId: a.id, selection: 'starter' },
        { userId: b.id, selection: 'starter' },
        { userId: c.id, selection: 'reserve' },
      ],
      publish: false,
    });
    expect(changed.json<Squad>().status).toBe('published');
    await flush();
    expect(pushed.at(-1)?.changes).toEqual(
      expect.arrayContaining([
        { userId: b.id, selection: 'starter' },
        { userId: c.id, selection: 'reserve' },
        { userId: borrowed.id, selection: null },
      ]),
    );
    expect(pushed.at(-1)?.changes).toHaveLength(3);
    expect(
      (await t.request({ method: 'GET', url: squadUrl(match.id), headers: await t.authFor(borrowed.id) }))
        .statusCode,
    ).toBe(404);
  });

  it('uses 12 for an 8:8 team and the team setting when set', async () => {
    const coach = (await t.roleUser('coach')).headers;
    const motion = await buildMatch(t.deps.db, { date: inDays(6), team: 'herresenior_2_pulje_5' });
    expect(
      (await t.request({ method: 'GET', url: squadUrl(motion.id), headers: coach })).json<Squad>().squadSize,
    ).toBe(12);
    // The team's own coach sets it; Senior 1's coach may not (D20).
    const senior3Coach = await t.authFor((await buildUser(t.deps.db, { role: 'coach', team: 'serie_4_pulje_9' })).id);
    const set = (payload: object, headers = senior3Coach) =>
      t.request({ method: 'PUT', url: '/api/teams/serie_4_pulje_9/squad-size', headers, payload });
    expect((await set({ squadSize: 41 })).json().message).toBe('Truppens størrelse skal være mellem 5 og 40');
    expect((await set({ squadSize: 14 }, (await t.roleUser('player')).headers)).statusCode).toBe(403);
    const notOwn = await set({ squadSize: 14 }, coach);
    expect(notOwn.statusCode).toBe(403);
    expect(notOwn.json().message).toBe('Du kan kun gøre dette for dit eget hold');
    const saved = await set({ squadSize: 14 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ code: 'serie_4_pulje_9', squadSize: 14 });
    expect(
      (await t.deps.db.select().from(teams).where(eq(teams.code, 'serie_4_pulje_9')))[0]?.squadSize,
    ).toBe(14);
    const senior3 = await buildMatch(t.deps.db, { date: inDays(6), team: 'serie_4_pulje_9' });
    expect(
      (await t.request({ method: 'GET', url: squadUrl(senior3.id), headers: coach })).json<Squad>().squadSize,
    ).toBe(14);
  });

  it('refuses a player in two overlapping matches, and bad input, with Danish messages and no change', async () => {
    const p = await buildUser(t.deps.db, { firstName: 'Dobbelt', lastName: 'Booket', team: TEAM });
    const member = await buildUser(t.deps.db, { role: 'member', team: null });
    const first = await buildMatch(t.deps.db, { date: inDays(10), team: TEAM, opponent: 'B93' });
    const second = await buildMatch(t.deps.db, {
      date: new Date(first.date.getTime() + 60 * 60 * 1000),
      team: 'serie_5_pulje_6',
    });
    const later = await buildMatch(t.deps.db, {
      date: new Date(first.date.getTime() + 3 * 60 * 60 * 1000),
      team: 'serie_5_pulje_6',
    });
    const cancelled = await buildMatch(t.deps.db, { date: inDays(4), status: 'cancelled' });
    const played = await buildMatch(t.deps.db, { date: inDays(-4), status: 'completed' });
    expect((await put(first.id, { players: [{ userId: p.id, selection: 'starter' }] })).statusCode).toBe(200);
    // Senior 2's matches: Senior 1's coach may not pick them (D20); the admin may.
    const notOwn = await put(second.id, { players: [{ userId: p.id, selection: 'bench' }] });
    expect(notOwn.statusCode).toBe(403);
    expect(notOwn.json().message).toBe('Du kan kun gøre dette for dit eget hold');
    const clash = await put(second.id, { players: [{ userId: p.id, selection: 'bench' }] }, 'admin');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('Dobbelt Booket er allerede udtaget til kampen mod B93 på samme tid');
    expect((await put(later.id, { players: [{ userId: p.id, selection: 'bench' }] }, 'admin')).statusCode).toBe(200);

    const cases: Array<[number, object, number, string]> = [
      [second.id, {}, 400, 'Angiv spillerne'],
      [
        second.id,
        { players: [{ userId: p.id, selection: 'keeper' }] },
        400,
        'Vælg Startopstilling, Bænk eller Reserve',
      ],
      [second.id, { players: [{ userId: 0, selection: 'bench' }] }, 400, 'Ugyldig spiller'],
      [
        second.id,
        {
          players: [
            { userId: p.id, selection: 'bench' },
            { userId: p.id, selection: 'starter' },
          ],
        },
        400,
        'En spiller står der to gange',
      ],
      [second.id, { players: [], meetAt: 'i morgen' }, 400, 'Ugyldig mødetid'],
      [second.id, { players: [], note: 'x'.repeat(301) }, 400, 'Beskeden må højst være 300 tegn'],
      [second.id, { players: [], publish: 'ja' }, 400, 'Ugyldig værdi for offentliggør'],
      [second.id, { players: [], status: 'published' }, 400, 'Ukendt felt: status'],
      [
        second.id,
        { players: [{ userId: member.id, selection: 'bench' }] },
        400,
        'En af spillerne findes ikke eller kan ikke udtages',
      ],
      [cancelled.id, { players: [] }, 400, 'Kampen er aflyst'],
      [played.id, { players: [] }, 400, 'Kampen er allerede spillet'],
      [99999, { players: [] }, 404, 'Kampen findes ikke'],
    ];
    for (const [id, payload, status, message] of cases) {
      const res = await put(id, payload, 'admin');
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message, message).toBe(message);
    }
    const rows = await t.deps.db
      .select()
      .from(matchSquadPlayers)
      .where(eq(matchSquadPlayers.matchId, second.id));
    expect(rows).toHaveLength(0);
  });

  it('others cannot read: a player of another team, members, and anyone while it is a draft', async () => {
    const match = await buildMatch(t.deps.db, { date: inDays(8), team: TEAM });
    const own = await buildUser(t.deps.db, { team: TEAM });
    await put(match.id, { players: [{ userId: own.id, selection: 'starter' }], publish: true }, 'admin');
    const other = await buildUser(t.deps.db, { team: 'serie_5_pulje_6' });
    const member = await buildUser(t.deps.db, { role: 'member', team: TEAM });
    for (const id of [other.id, member.id]) {
      const res = await t.request({ method: 'GET', url: squadUrl(match.id), headers: await t.authFor(id) });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Holdet er ikke offentliggjort endnu');
    }
    expect(
      (
        await t.request({
          method: 'GET',
          url: squadUrl(match.id),
          headers: (await t.roleUser('board')).headers,
        })
      ).statusCode,
    ).toBe(200);
    for (const role of ['board', 'player', 'member'] as const) {
      const res = await t.request({
        method: 'PUT',
        url: squadUrl(match.id),
        headers: (await t.roleUser(role)).headers,
        payload: { players: [] },
      });
      expect(res.statusCode, role).toBe(403);
    }
  });

  it('the picker knows who owes kontingent past its due date, as far as the reader administers kontingent', async () => {
    const match = await buildMatch(t.deps.db, { date: inDays(9), team: TEAM });
    const day = (n: number) => instantToCopenhagen(inDays(n)).date;
    const owes = await buildUser(t.deps.db, { firstName: 'Skylder', team: TEAM });
    const notYet = await buildUser(t.deps.db, { firstName: 'Snart', team: TEAM });
    const paid = await buildUser(t.deps.db, { firstName: 'Betalt', team: TEAM });
    const playingCoach = await buildUser(t.deps.db, { firstName: 'Spillende', role: 'coach', team: TEAM });
    await buildPayment(t.deps.db, { userId: owes.id, dueDate: day(-3) });
    await buildPayment(t.deps.db, { userId: notYet.id, dueDate: day(3) });
    await buildPayment(t.deps.db, { userId: paid.id, dueDate: day(-3), status: 'completed' });
    await buildPayment(t.deps.db, { userId: playingCoach.id, dueDate: day(-3) });
    const unpaid = async (headers: Record<string, string>) => {
      const res = await t.request({ method: 'GET', url: squadUrl(match.id), headers });
      expect(res.statusCode).toBe(200);
      const squad = res.json<Squad>();
      return squad.players.filter((p) => p.unpaid).map((p) => p.userId).sort();
    };
    // A coach administers the players' kontingent, not another coach's (part 2 §6); board and admin everyone's.
    expect(await unpaid((await t.roleUser('coach')).headers)).toEqual([owes.id]);
    expect(await unpaid((await t.roleUser('board')).headers)).toEqual([owes.id, playingCoach.id].sort());
    expect(await unpaid((await t.roleUser('admin')).headers)).toEqual([owes.id, playingCoach.id].sort());
    // Where the first tap places a player: eleven start, eight in an 8:8 team.
    const coach = (await t.roleUser('coach')).headers;
    expect((await t.request({ method: 'GET', url: squadUrl(match.id), headers: coach })).json<Squad>().starters).toBe(11);
    const motion = await buildMatch(t.deps.db, { date: inDays(9), team: 'herresenior_2_pulje_5' });
    expect((await t.request({ method: 'GET', url: squadUrl(motion.id), headers: coach })).json<Squad>().starters).toBe(8);

    // The players read the published squad without anyone's kontingent.
    await put(match.id, { players: [{ userId: owes.id, selection: 'starter' }, { userId: notYet.id, selection: 'bench' }], publish: true });
    expect(await unpaid(await t.authFor(owes.id))).toEqual([]);
    expect(await unpaid(await t.authFor(notYet.id))).toEqual([]);
  });

  it('P7: reading and saving a squad takes the same queries for 3 players as for 30', async () => {
    const coach = (await t.roleUser('coach')).headers;
    const team = 'motionsholdet';
    const match = await buildMatch(t.deps.db, { date: inDays(20), team });
    const players: Array<{ id: number }> = [];
    for (let i = 0; i < 3; i++) players.push(await buildUser(t.deps.db, { team }));
    const body = (list: typeof players) => ({
      players: list.map((p) => ({ userId: p.id, selection: 'bench' })),
      publish: true,
    });
    const measure = async () => {
      const read = await countQueries(
        t,
        async () => void (await t.request({ method: 'GET', url: squadUrl(match.id), headers: coach })),
      );
      const write = await countQueries(
        t,
        async () =>
          void (await t.request({
            method: 'PUT',
            url: squadUrl(match.id),
            headers: coach,
            payload: body(players),
          })),
      );
      return { read, write };
    };
    const few = await measure();
    for (let i = 0; i < 27; i++) players.push(await buildUser(t.deps.db, { team }));
    const many = await measure();
    expect(many).toEqual(few);
    // The session, the match, its players, and who owes kontingent (decision 096).
    expect(few.read).toBeLessThanOrEqual(4);
  });
});
