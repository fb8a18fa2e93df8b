import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerStats } from '@common/contracts/player-stats';
import { instantToCopenhagen } from '@common/domain/time';
import { matchAttendance, matchEvents } from '../../db/schema';
import { countQueries } from '../../test/count-queries';
import { buildMatch, buildUser, inDays } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = (days: number) => instantToCopenhagen(inDays(days)).date;
const team = 'serie_4_pulje_9';
/** Senior 3's own coach: a coach enters events for the teams they coach (D20). */
let teamCoach: Record<string, string> | undefined;
const coachOfTeam = async () =>
  (teamCoach ??= await t.authFor((await buildUser(t.deps.db, { role: 'coach', team })).id));

describe('Spillerstatistik', () => {
  it('a coach enters scorers, cards and Kampens spiller; the leaderboards count them per team and club-wide', async () => {
    const scorer = await buildUser(t.deps.db, { team, firstName: 'Scorer' });
    const helper = await buildUser(t.deps.db, { team, firstName: 'Hjælper' });
    // Away 1–3: the club scored 3.
    const match = await buildMatch(t.deps.db, {
      team,
      date: inDays(-3),
      status: 'completed',
      venue: 'away',
      homeScore: 1,
      awayScore: 3,
    });
    await t.deps.db.insert(matchAttendance).values([
      { matchId: match.id, userId: scorer.id },
      { matchId: match.id, userId: helper.id },
    ]);
    const coach = await coachOfTeam();
    const url = `/api/matches/${match.id}/events`;
    const res = await t.request({
      method: 'PUT',
      url,
      headers: coach,
      payload: {
        events: [
          { userId: scorer.id, type: 'goal', count: 2 },
          { userId: helper.id, type: 'goal' },
          { userId: helper.id, type: 'assist', count: 2 },
          { userId: helper.id, type: 'yellow' },
          { userId: scorer.id, type: 'motm' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().events).toHaveLength(5);
    // Replacing: the second save is the match's events.
    await t.request({
      method: 'PUT',
      url,
      headers: coach,
      payload: {
        events: [
          { userId: scorer.id, type: 'goal', count: 3 },
          { userId: scorer.id, type: 'motm' },
          { userId: helper.id, type: 'yellow' },
        ],
      },
    });
    expect(await t.deps.db.select().from(matchEvents).where(eq(matchEvents.matchId, match.id))).toHaveLength(
      3,
    );

    const player = (await t.roleUser('player')).headers;
    const perTeam = await t.request({
      method: 'GET',
      url: `/api/statistics/players?team=${team}&from=${day(-30)}&to=${day(0)}`,
      headers: player,
    });
    expect(perTeam.statusCode).toBe(200);
    const rows = perTeam.json<PlayerStats>();
    expect(rows.find((r) => r.userId === scorer.id)).toEqual({
      userId: scorer.id,
      firstName: 'Scorer',
      lastName: 'Person',
      team,
      played: 1,
      goals: 3,
      assists: 0,
      yellow: 0,
      red: 0,
      motm: 1,
    });
    expect(rows.find((r) => r.userId === helper.id)).toMatchObject({ played: 1, goals: 0, yellow: 1 });
    const club = await t.request({
      method: 'GET',
      url: `/api/statistics/players?from=${day(-30)}&to=${day(0)}`,
      headers: (await t.roleUser('none')).headers,
    });
    expect(club.json<PlayerStats>().find((r) => r.userId === scorer.id)?.goals).toBe(3);
    const otherTeam = await t.request({
      method: 'GET',
      url: `/api/statistics/players?team=serie_5_pulje_6&from=${day(-30)}&to=${day(0)}`,
      headers: player,
    });
    expect(otherTeam.json<PlayerStats>().some((r) => r.userId === scorer.id)).toBe(false);
  });

  it('refuses too many goals, two Kampens spiller, players from elsewhere, future matches and bad input, in Danish, and keeps the old events', async () => {
    const p = await buildUser(t.deps.db, { team });
    const stranger = await buildUser(t.deps.db, { team: 'motionsholdet' });
    const match = await buildMatch(t.deps.db, {
      team,
      date: inDays(-2),
      status: 'completed',
      venue: 'home',
      homeScore: 1,
      awayScore: 0,
    });
    const noResult = await buildMatch(t.deps.db, { team, date: inDays(-2), status: 'completed' });
    const future = await buildMatch(t.deps.db, { team, date: inDays(2) });
    const coach = await coachOfTeam();
    await t.request({
      method: 'PUT',
      url: `/api/matches/${match.id}/events`,
      headers: coach,
      payload: { events: [{ userId: p.id, type: 'goal' }] },
    });
    const cases: Array<[number, object, number, string]> = [
      [
        match.id,
        { events: [{ userId: p.id, type: 'goal', count: 2 }] },
        400,
        'Målene kan ikke være flere end klubbens score (1)',
      ],
      [
        match.id,
        {
          events: [
            { userId: p.id, type: 'motm' },
            { userId: stranger.id, type: 'motm' },
          ],
        },
        400,
        'Der kan kun være én kampens spiller',
      ],
      [
        match.id,
        { events: [{ userId: stranger.id, type: 'yellow' }] },
        400,
        'Kun spillere fra kampens hold eller trup kan registreres',
      ],
      [match.id, { events: [{ userId: p.id, type: 'penalty' }] }, 400, 'Ukendt begivenhed'],
      [match.id, { events: [{ userId: p.id, type: 'goal', count: 0 }] }, 400, 'Ugyldigt antal'],
      [match.id, {}, 400, 'Angiv begivenhederne'],
      [noResult.id, { events: [{ userId: p.id, type: 'goal' }] }, 400, 'Indtast resultatet først'],
      [future.id, { events: [] }, 400, 'Kampen er ikke spillet endnu'],
      [99999, { events: [] }, 404, 'Kampen findes ikke'],
    ];
    for (const [id, payload, status, message] of cases) {
      const res = await t.request({
        method: 'PUT',
        url: `/api/matches/${id}/events`,
        headers: coach,
        payload,
      });
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message, message).toBe(message);
    }
    expect(await t.deps.db.select().from(matchEvents).where(eq(matchEvents.matchId, match.id))).toEqual([
      { matchId: match.id, userId: p.id, type: 'goal', count: 1 },
    ]);
    for (const role of ['player', 'board', 'member'] as const) {
      const res = await t.request({
        method: 'PUT',
        url: `/api/matches/${match.id}/events`,
        headers: (await t.roleUser(role)).headers,
        payload: { events: [] },
      });
      expect(res.statusCode, role).toBe(403);
    }
    const notOwn = await t.request({
      method: 'PUT',
      url: `/api/matches/${match.id}/events`,
      headers: (await t.roleUser('coach')).headers, // Senior 1's coach
      payload: { events: [] },
    });
    expect(notOwn.statusCode).toBe(403);
    expect(notOwn.json().message).toBe('Du kan kun gøre dette for dit eget hold');
    const bad = await t.request({
      method: 'GET',
      url: `/api/statistics/players?team=ukendt&from=${day(-1)}&to=${day(0)}`,
      headers: coach,
    });
    expect(bad.json().message).toBe('Ukendt hold');
  });

  it('P7: the leaderboards take the same queries for 2 players as for 40', async () => {
    const headers = (await t.roleUser('player')).headers;
    const url = `/api/statistics/players?team=herresenior_2_pulje_5&from=${day(-100)}&to=${day(0)}`;
    const addMatch = async (n: number) => {
      const m = await buildMatch(t.deps.db, {
        team: 'herresenior_2_pulje_5',
        date: inDays(-5 - n),
        status: 'completed',
        homeScore: 20,
        awayScore: 0,
      });
      const players = [];
      for (let i = 0; i < n; i++) players.push(await buildUser(t.deps.db, { team: 'herresenior_2_pulje_5' }));
      await t.deps.db
        .insert(matchEvents)
        .values(players.map((p) => ({ matchId: m.id, userId: p.id, type: 'goal', count: 1 })));
    };
    await addMatch(2);
    const few = await countQueries(t, () => t.request({ method: 'GET', url, headers }));
    await addMatch(19);
    await addMatch(19);
    const many = await countQueries(t, () => t.request({ method: 'GET', url, headers }));
    expect(many).toBe(few);
    expect(few).toBeLessThanOrEqual(3);
  });
});
