import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchAvailability } from '../../db/schema';
import { buildMatch, buildUser, inDays } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const answers = (matchId: number) =>
  t.deps.db.select().from(matchAvailability).where(eq(matchAvailability.matchId, matchId));

describe('POST /api/matches/:id/availability', () => {
  it('lets player, coach, admin and board answer, one row per person, changeable', async () => {
    const match = await buildMatch(t.deps.db, { date: inDays(3) });
    for (const role of ['player', 'coach', 'admin', 'board'] as const) {
      const res = await t.request({
        method: 'POST',
        url: `/api/matches/${match.id}/availability`,
        headers: (await t.roleUser(role)).headers,
        payload: { available: true },
      });
      expect(res.statusCode, role).toBe(200);
      expect(res.json()).toMatchObject({ matchId: match.id, available: true });
    }
    const player = await t.roleUser('player');
    const again = await t.request({
      method: 'POST',
      url: `/api/matches/${match.id}/availability`,
      headers: player.headers,
      payload: { available: false },
    });
    expect(again.json()).toMatchObject({ userId: player.id, available: false });
    const rows = await answers(match.id);
    expect(rows).toHaveLength(4);
    expect(rows.find((r) => r.userId === player.id)?.available).toBe(false);
  });

  it('refuses member and none', async () => {
    const match = await buildMatch(t.deps.db, { date: inDays(3) });
    for (const role of ['member', 'none'] as const) {
      const res = await t.request({
        method: 'POST',
        url: `/api/matches/${match.id}/availability`,
        headers: (await t.roleUser(role)).headers,
        payload: { available: true },
      });
      expect(res.statusCode, role).toBe(403);
    }
    expect(await answers(match.id)).toHaveLength(0);
  });

  it('refuses bad input, cancelled and played matches, and changes nothing', async () => {
    const player = await t.roleUser('player');
    const upcoming = await buildMatch(t.deps.db, { date: inDays(3) });
    const cancelled = await buildMatch(t.deps.db, { date: inDays(3), status: 'cancelled' });
    const played = await buildMatch(t.deps.db, { date: inDays(-2), status: 'completed' });
    const cases: Array<[string, unknown, number, string]> = [
      [`/api/matches/${upcoming.id}/availability`, { available: 'ja' }, 400, 'Angiv om du er klar'],
      [`/api/matches/${upcoming.id}/availability`, {}, 400, 'Angiv om du er klar'],
      [
        `/api/matches/${upcoming.id}/availability`,
        { available: true, userId: 1 },
        400,
        'Ukendt felt: userId',
      ],
      [`/api/matches/${cancelled.id}/availability`, { available: true }, 400, 'Kampen er aflyst'],
      [`/api/matches/${played.id}/availability`, { available: true }, 400, 'Kampen er allerede spillet'],
      ['/api/matches/99999/availability', { available: true }, 404, 'Kampen findes ikke'],
    ];
    for (const [url, payload, status, message] of cases) {
      const res = await t.request({
        method: 'POST',
        url,
        headers: player.headers,
        payload: payload as object,
      });
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toBe(message);
    }
    for (const m of [upcoming, cancelled, played]) expect(await answers(m.id)).toHaveLength(0);
  });
});

describe('GET availability', () => {
  it('gives staff the per-player list with names, and who of the team has not answered', async () => {
    const match = await buildMatch(t.deps.db, { date: inDays(4), team: 'serie_5_pulje_6' });
    const anna = await buildUser(t.deps.db, {
      role: 'player',
      team: 'serie_5_pulje_6',
      firstName: 'Anna',
      lastName: 'Ærø',
    });
    const bo = await buildUser(t.deps.db, {
      role: 'player',
      team: 'serie_5_pulje_6',
      firstName: 'Bo',
      lastName: 'Ask',
    });
    const carl = await buildUser(t.deps.db, {
      role: 'coach',
      team: 'serie_5_pulje_6',
      firstName: 'Carl',
      lastName: 'Berg',
    });
    await buildUser(t.deps.db, { role: 'member', team: 'serie_5_pulje_6', firstName: 'Dorte' });
    await buildUser(t.deps.db, { role: 'player', team: 'serie_3_pulje_5', firstName: 'Erik' });
    await t.deps.db.insert(matchAvailability).values([
      { matchId: match.id, userId: anna.id, available: true },
      { matchId: match.id, userId: bo.id, available: false },
    ]);
    for (const role of ['coach', 'admin', 'board'] as const) {
      const headers = (await t.roleUser(role)).headers;
      const list = await t.request({ method: 'GET', url: `/api/matches/${match.id}/availability`, headers });
      expect(list.statusCode, role).toBe(200);
      expect(
        list
          .json()
          .map((a: { user: { firstName: string }; available: boolean }) => [a.user.firstName, a.available]),
      ).toEqual([
        ['Anna', true],
        ['Bo', false],
      ]);
      expect(list.json()[0]).toMatchObject({ userId: anna.id, user: { firstName: 'Anna', lastName: 'Ærø' } });
      const missing = await t.request({ method: 'GET', url: `/api/matches/${match.id}/unanswered`, headers });
      expect(missing.json()).toEqual([{ userId: carl.id, firstName: 'Carl', lastName: 'Berg' }]);
    }
    for (const role of ['player', 'member', 'none'] as const) {
      const headers = (await t.roleUser(role)).headers;
      expect(
        (await t.request({ method: 'GET', url: `/api/matches/${match.id}/availability`, headers }))
          .statusCode,
        role,
      ).toBe(403);
      expect(
        (await t.request({ method: 'GET', url: `/api/matches/${match.id}/unanswered`, headers })).statusCode,
        role,
      ).toBe(403);
    }
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/matches/99999/availability',
          headers: (await t.roleUser('coach')).headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("gives a person their own answer, and staff anyone's; others' answers stay private", async () => {
    const match = await buildMatch(t.deps.db, { date: inDays(5) });
    const player = await t.roleUser('player');
    const other = await buildUser(t.deps.db, { role: 'player' });
    const otherHeaders = await t.authFor(other.id);
    await t.deps.db
      .insert(matchAvailability)
      .values({ matchId: match.id, userId: player.id, available: true });

    const own = await t.request({
      method: 'GET',
      url: `/api/matches/${match.id}/availability/${player.id}`,
      headers: player.headers,
    });
    expect(own.json()).toMatchObject({ matchId: match.id, userId: player.id, available: true });
    const unanswered = await t.request({
      method: 'GET',
      url: `/api/matches/${match.id}/availability/${other.id}`,
      headers: otherHeaders,
    });
    expect(unanswered.json()).toMatchObject({ available: null, updatedAt: null });
    const snooping = await t.request({
      method: 'GET',
      url: `/api/matches/${match.id}/availability/${player.id}`,
      headers: otherHeaders,
    });
    expect(snooping.statusCode).toBe(403);
    const member = await t.request({
      method: 'GET',
      url: `/api/matches/${match.id}/availability/${player.id}`,
      headers: (await t.roleUser('member')).headers,
    });
    expect(member.statusCode).toBe(403);
    const coach = await t.request({
      method: 'GET',
      url: `/api/matches/${match.id}/availability/${player.id}`,
      headers: (await t.roleUser('coach')).headers,
    });
    expect(coach.json()).toMatchObject({ available: true });
    const bad = await t.request({
      method: 'GET',
      url: `/api/matches/${match.id}/availability/abc`,
      headers: player.headers,
    });
    expect(bad.statusCode).toBe(400);
    const rows = await t.deps.db
      .select()
      .from(matchAvailability)
      .where(and(eq(matchAvailability.matchId, match.id)));
    expect(rows).toHaveLength(1);
  });
});

describe('only your own team (F4)', () => {
  it("refuses a player's answer on another team's match, and on any match for a player without a team; staff answer for every team", async () => {
    const senior3Match = await buildMatch(t.deps.db, { date: inDays(3), team: 'serie_4_pulje_9' });
    const senior1Player = await buildUser(t.deps.db, { role: 'player', team: 'serie_3_pulje_5' });
    const teamless = await buildUser(t.deps.db, { role: 'player', team: null });
    for (const player of [senior1Player, teamless]) {
      const res = await t.request({
        method: 'POST',
        url: `/api/matches/${senior3Match.id}/availability`,
        headers: await t.authFor(player.id),
        payload: { available: true },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Du kan kun svare for dit eget holds kampe');
    }
    expect(await answers(senior3Match.id)).toHaveLength(0);

    const senior3Player = await buildUser(t.deps.db, { role: 'player', team: 'serie_4_pulje_9' });
    const own = await t.request({
      method: 'POST',
      url: `/api/matches/${senior3Match.id}/availability`,
      headers: await t.authFor(senior3Player.id),
      payload: { available: true },
    });
    expect(own.statusCode).toBe(200);
    for (const role of ['coach', 'board', 'admin'] as const) {
      const staff = await buildUser(t.deps.db, { role, team: 'serie_3_pulje_5' });
      const res = await t.request({
        method: 'POST',
        url: `/api/matches/${senior3Match.id}/availability`,
        headers: await t.authFor(staff.id),
        payload: { available: false },
      });
      expect(res.statusCode, role).toBe(200);
    }
    expect(await answers(senior3Match.id)).toHaveLength(4);
  });
});

describe('a comment with the answer (decision 071)', () => {
  it('is kept as plain one-line text, shown to staff in the list and the squad picker, and replaced by the next answer', async () => {
    const match = await buildMatch(t.deps.db, { date: inDays(3) });
    const player = await t.roleUser('player');
    const url = `/api/matches/${match.id}/availability`;
    const res = await t.request({
      method: 'POST',
      url,
      headers: player.headers,
      payload: { available: true, comment: '  Kommer 10 min.\n for sent ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ available: true, comment: 'Kommer 10 min. for sent' });
    const coach = (await t.roleUser('coach')).headers;
    const list = await t.request({ method: 'GET', url, headers: coach });
    expect(list.json().find((a: { userId: number }) => a.userId === player.id)).toMatchObject({
      comment: 'Kommer 10 min. for sent',
    });
    const squad = await t.request({ method: 'GET', url: `/api/matches/${match.id}/squad`, headers: coach });
    expect(squad.json().players.find((p: { userId: number }) => p.userId === player.id)).toMatchObject({
      comment: 'Kommer 10 min. for sent',
    });

    const tooLong = await t.request({
      method: 'POST',
      url,
      headers: player.headers,
      payload: { available: false, comment: 'x'.repeat(141) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Kommentaren må højst være 140 tegn');
    const wrongType = await t.request({
      method: 'POST',
      url,
      headers: player.headers,
      payload: { available: false, comment: 5 },
    });
    expect(wrongType.json().message).toBe('Ugyldig kommentar');
    expect((await answers(match.id)).find((r) => r.userId === player.id)).toMatchObject({
      available: true,
      comment: 'Kommer 10 min. for sent',
    });

    await t.request({ method: 'POST', url, headers: player.headers, payload: { available: false } });
    expect((await answers(match.id)).find((r) => r.userId === player.id)).toMatchObject({
      available: false,
      comment: null,
    });
  });
});
