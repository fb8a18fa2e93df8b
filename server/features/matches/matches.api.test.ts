import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_SCORE_MESSAGE, type Match } from '@common/contracts/matches';
import { ROLES } from '@common/domain/roles';
import { matchAvailability, matches } from '../../db/schema';
import { buildMatch, buildMatches, buildUser, inDays } from '../../test/factories';
import { matchesChangedPastTheApp } from '../../test/factories/matches';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PAST_LIMIT, UPCOMING_LIMIT } from './list-matches';
import { readMatch } from './matches.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const countMatches = async () => (await t.deps.db.select({ n: count() }).from(matches))[0]!.n;

describe('GET /api/matches', () => {
  it('lists matches with team names to every signed-in role, ordered by date, with the caller’s own answer', async () => {
    const later = await buildMatch(t.deps.db, { date: inDays(9), team: 'serie_5_pulje_6' });
    const soon = await buildMatch(t.deps.db, { date: inDays(2) });
    const played = await buildMatch(t.deps.db, { date: inDays(-3), status: 'completed', homeScore: 2, awayScore: 1 });
    const player = await t.roleUser('player');
    const other = await buildUser(t.deps.db, { role: 'player' });
    await t.deps.db.insert(matchAvailability).values([
      { matchId: soon.id, userId: player.id, available: true },
      { matchId: later.id, userId: other.id, available: false },
    ]);

    for (const role of ROLES) {
      const res = await t.request({ method: 'GET', url: '/api/matches', headers: (await t.roleUser(role)).headers });
      expect(res.statusCode, role).toBe(200);
    }
    const res = await t.request({ method: 'GET', url: '/api/matches', headers: player.headers });
    const list = res.json<Match[]>();
    const ids = list.map((m) => m.id);
    expect(ids.indexOf(played.id)).toBeLessThan(ids.indexOf(soon.id));
    expect(ids.indexOf(soon.id)).toBeLessThan(ids.indexOf(later.id));
    const byId = new Map(list.map((m) => [m.id, m]));
    expect(byId.get(soon.id)).toMatchObject({ teamName: 'Senior 1', teamSortOrder: 1, myAvailability: true, status: 'scheduled' });
    expect(byId.get(later.id)).toMatchObject({ teamName: 'Senior 2', myAvailability: null });
    expect(byId.get(played.id)).toMatchObject({ homeScore: 2, awayScore: 1, status: 'completed' });
  });

  it('is bounded: the latest played and the next coming, never the whole history', async () => {
    const rows = [];
    for (let i = 1; i <= PAST_LIMIT + 20; i++) rows.push({ opponent: `Gammel ${i}`, venue: 'away', date: new Date(Date.now() - (400 + i) * 86400000), team: 'serie_4_pulje_9', status: 'completed' });
    for (let i = 1; i <= UPCOMING_LIMIT + 20; i++) rows.push({ opponent: `Fremtid ${i}`, venue: 'home', date: new Date(Date.now() + (400 + i) * 86400000), team: 'serie_4_pulje_9', status: 'scheduled' });
    await buildMatches(t.deps.db, rows);
    const res = await t.request({ method: 'GET', url: '/api/matches', headers: (await t.roleUser('member')).headers });
    const list = res.json<Match[]>();
    expect(list.length).toBe(PAST_LIMIT + UPCOMING_LIMIT);
    // The nearest ones are kept, the farthest in either direction are not.
    expect(list.some((m) => m.opponent === 'Fremtid 1')).toBe(true);
    expect(list.some((m) => m.opponent === `Fremtid ${UPCOMING_LIMIT + 20}`)).toBe(false);
    expect(list.some((m) => m.opponent === 'Gammel 1')).toBe(true);
    expect(list.some((m) => m.opponent === `Gammel ${PAST_LIMIT + 20}`)).toBe(false);
    expect(list.some((m) => m.opponent === 'Hvidovre IF')).toBe(true);
    const dates = list.map((m) => Date.parse(m.date));
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);

    // Older ones a page at a time, each page before the oldest shown.
    const oldest = list[0]!.date;
    const older = await t.request({ method: 'GET', url: `/api/matches?before=${encodeURIComponent(oldest)}`, headers: (await t.roleUser('member')).headers });
    const page = older.json<Match[]>();
    expect(page.length).toBe(Math.min(PAST_LIMIT, PAST_LIMIT + 20 + 1 - list.filter((m) => Date.parse(m.date) < Date.now()).length));
    expect(page.every((m) => Date.parse(m.date) < Date.parse(oldest))).toBe(true);
    const bad = await t.request({ method: 'GET', url: '/api/matches?before=i-går', headers: (await t.roleUser('member')).headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Ugyldig dato');
    await t.deps.db.delete(matches).where(eq(matches.team, 'serie_4_pulje_9'));
    await matchesChangedPastTheApp(t.deps.db);
  });

  it('pages on (date, id): matches sharing a kick-off are neither skipped nor repeated, older or coming', async () => {
    const team = 'serie_4_pulje_9';
    const day = 86400000;
    const base = Date.now();
    // Whole rounds on one kick-off, more than a page of each, with a page boundary inside a round.
    const pastDates = [base - 500 * day, base - 501 * day, base - 502 * day];
    const futureDates = [base + 500 * day, base + 501 * day];
    const past = pastDates.flatMap((d, r) =>
      Array.from({ length: PAST_LIMIT - 5 + r * 10 }, (_, i) => ({ opponent: `Runde ${r} nr ${i}`, venue: 'away', date: new Date(d), team, status: 'completed' as const })),
    );
    const future = futureDates.flatMap((d, r) =>
      Array.from({ length: UPCOMING_LIMIT - 30 + r * 50 }, (_, i) => ({ opponent: `Kommende ${r} nr ${i}`, venue: 'home', date: new Date(d), team, status: 'scheduled' as const })),
    );
    const inserted = await buildMatches(t.deps.db, [...past, ...future]);
    const pastIds = inserted.filter((m) => m.date.getTime() < base).map((m) => m.id);
    const futureIds = inserted.filter((m) => m.date.getTime() > base).map((m) => m.id);
    const { headers } = await t.roleUser('member');
    const get = async (query: string) => {
      const res = await t.request({ method: 'GET', url: `/api/matches${query}`, headers });
      expect(res.statusCode, query).toBe(200);
      return res.json<Match[]>();
    };
    const olderThan = (m: Match) => `?before=${encodeURIComponent(m.date)}&beforeId=${m.id}`;
    const laterThan = (m: Match) => `?after=${encodeURIComponent(m.date)}&afterId=${m.id}`;

    const first = await get('');
    const seen: number[] = first.map((m) => m.id);
    // Older: page back from the oldest shown until a short page.
    let page = first.filter((m) => Date.parse(m.date) < Date.now());
    for (let guard = 0; guard < 20 && page.length > 0; guard++) {
      page = await get(olderThan(page[0]!));
      seen.push(...page.map((m) => m.id));
      if (page.length < PAST_LIMIT) break;
    }
    // Coming: page on from the last shown until a short page.
    page = first;
    for (let guard = 0; guard < 20 && page.length > 0; guard++) {
      page = await get(laterThan(page[page.length - 1]!));
      seen.push(...page.map((m) => m.id));
      if (page.length < UPCOMING_LIMIT) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    const seenSet = new Set(seen);
    expect(pastIds.filter((id) => !seenSet.has(id))).toEqual([]);
    expect(futureIds.filter((id) => !seenSet.has(id))).toEqual([]);

    for (const [query, message] of [
      ['?beforeId=5', 'Et kamp-id kræver en dato'],
      ['?afterId=5', 'Et kamp-id kræver en dato'],
      [`?before=${encodeURIComponent(new Date().toISOString())}&after=${encodeURIComponent(new Date().toISOString())}`, 'Angiv enten before eller after'],
      [`?after=${encodeURIComponent(new Date().toISOString())}&afterId=x`, 'Ugyldig kamp'],
      [`?before=${encodeURIComponent(new Date().toISOString())}&beforeId=-1`, 'Ugyldig kamp'],
    ] as const) {
      const bad = await t.request({ method: 'GET', url: `/api/matches${query}`, headers });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().message, query).toBe(message);
    }
    await t.deps.db.delete(matches).where(eq(matches.team, team));
    await matchesChangedPastTheApp(t.deps.db);
  });

  it('needs a sign-in', async () => {
    expect((await t.request({ method: 'GET', url: '/api/matches' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/matches/:id', () => {
  it('lets coach and admin set scores and status', async () => {
    const match = await buildMatch(t.deps.db, { date: inDays(-1), status: 'scheduled' });
    for (const role of ['coach', 'admin'] as const) {
      const res = await t.request({
        method: 'PATCH',
        url: `/api/matches/${match.id}`,
        headers: (await t.roleUser(role)).headers,
        payload: { homeScore: 3, awayScore: role === 'coach' ? 0 : 1, status: 'completed' },
      });
      expect(res.statusCode, role).toBe(200);
      expect(res.json()).toMatchObject({ id: match.id, homeScore: 3, status: 'completed' });
    }
    expect(await readMatch(t.deps.db, match.id)).toMatchObject({ homeScore: 3, awayScore: 1, status: 'completed' });
    const cancelled = await t.request({
      method: 'PATCH',
      url: `/api/matches/${match.id}`,
      headers: (await t.roleUser('admin')).headers,
      payload: { homeScore: null, awayScore: null, status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await readMatch(t.deps.db, match.id)).toMatchObject({ homeScore: null, awayScore: null, status: 'cancelled' });
  });

  it('refuses everyone else', async () => {
    const match = await buildMatch(t.deps.db, { date: inDays(-1), status: 'completed' });
    for (const role of ['none', 'member', 'player', 'board'] as const) {
      const res = await t.request({
        method: 'PATCH',
        url: `/api/matches/${match.id}`,
        headers: (await t.roleUser(role)).headers,
        payload: { homeScore: 1, awayScore: 0, status: 'completed' },
      });
      expect(res.statusCode, role).toBe(403);
    }
  });

  it('refuses bad scores and statuses with the spec’s message and changes nothing', async () => {
    const match = await buildMatch(t.deps.db, { date: inDays(-1), status: 'completed', homeScore: 1, awayScore: 1 });
    const coach = await t.roleUser('coach');
    const bad: Array<[unknown, string]> = [
      [{ homeScore: -1, awayScore: 0, status: 'completed' }, INVALID_SCORE_MESSAGE],
      [{ homeScore: 1.5, awayScore: 0, status: 'completed' }, INVALID_SCORE_MESSAGE],
      [{ homeScore: '2', awayScore: 0, status: 'completed' }, INVALID_SCORE_MESSAGE],
      [{ homeScore: 2, awayScore: null, status: 'completed' }, INVALID_SCORE_MESSAGE],
      [{ homeScore: 2, awayScore: 1, status: 'finished' }, 'Ugyldig status'],
      [{ homeScore: 2, awayScore: 1, status: 'completed', team: 'x' }, 'Ukendt felt: team'],
      [{ homeScore: 2, awayScore: 1 }, 'Ugyldig status'],
    ];
    for (const [payload, message] of bad) {
      const res = await t.request({ method: 'PATCH', url: `/api/matches/${match.id}`, headers: coach.headers, payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
    expect(await readMatch(t.deps.db, match.id)).toMatchObject({ homeScore: 1, awayScore: 1, status: 'completed', updatedAt: match.updatedAt });
  });

  it('answers 404 for a match that does not exist and 400 for a bad id', async () => {
    const coach = await t.roleUser('coach');
    const payload = { homeScore: 1, awayScore: 0, status: 'completed' };
    expect((await t.request({ method: 'PATCH', url: '/api/matches/99999', headers: coach.headers, payload })).json()).toEqual({ message: 'Kampen findes ikke' });
    expect((await t.request({ method: 'PATCH', url: '/api/matches/abc', headers: coach.headers, payload })).statusCode).toBe(400);
  });
});

describe('POST /api/matches/bulk', () => {
  const valid = (over: object = {}) => ({ opponent: 'Brønshøj BK', date: '2026-07-01', time: '19:00', venue: 'home', location: 'Valby Idrætspark', team: 'serie_3_pulje_5', ...over });

  it('saves several matches at once for admin and board, Copenhagen time stored as UTC (D1)', async () => {
    const before = await countMatches();
    const res = await t.request({
      method: 'POST',
      url: '/api/matches/bulk',
      headers: (await t.roleUser('admin')).headers,
      payload: { matches: [valid(), valid({ opponent: 'B.93', date: '2026-12-05', time: '13:00', venue: 'away', team: 'herresenior_2_pulje_5' })] },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ count: number; matches: Match[] }>();
    expect(body.count).toBe(2);
    expect(body.matches.map((m) => m.date)).toEqual(['2026-07-01T17:00:00.000Z', '2026-12-05T12:00:00.000Z']);
    expect(body.matches[1]).toMatchObject({ opponent: 'B.93', venue: 'away', status: 'scheduled', teamName: 'Herresenior 2' });
    expect(await countMatches()).toBe(before + 2);

    const board = await t.request({ method: 'POST', url: '/api/matches/bulk', headers: (await t.roleUser('board')).headers, payload: { matches: [valid()] } });
    expect(board.statusCode).toBe(201);
  });

  it('refuses coach, player, member and none', async () => {
    for (const role of ['coach', 'player', 'member', 'none'] as const) {
      const res = await t.request({ method: 'POST', url: '/api/matches/bulk', headers: (await t.roleUser(role)).headers, payload: { matches: [valid()] } });
      expect(res.statusCode, role).toBe(403);
    }
  });

  it('saves nothing when any match is wrong, with the spec’s messages', async () => {
    const admin = await t.roleUser('admin');
    const before = await countMatches();
    const cases: Array<[unknown, string]> = [
      [{ matches: [] }, 'Ingen kampe'],
      [{}, 'Ingen kampe'],
      [{ matches: [valid(), valid({ opponent: '   ' })] }, 'Modstander er påkrævet'],
      [{ matches: [valid({ location: '' })] }, 'Spillested er påkrævet'],
      [{ matches: [valid(), valid({ date: '2026-02-31' })] }, 'Ugyldig dato'],
      [{ matches: [valid({ date: '01/07/2026' })] }, 'Ugyldig dato'],
      [{ matches: [valid({ time: '25:00' })] }, 'Ugyldigt tidspunkt'],
      [{ matches: [valid(), valid({ date: '2026-03-29', time: '02:30' })] }, 'Tidspunktet findes ikke (sommertid)'],
      [{ matches: [valid({ venue: 'neutral' })] }, 'Vælg hjemme eller ude'],
      [{ matches: [valid(), valid({ team: 'no_such_team' })] }, 'Ukendt hold'],
      [{ matches: [valid(), valid({ team: 'motionsholdet' })] }, 'Holdet spiller ikke turneringskampe'],
      [{ matches: [valid({ status: 'completed' })] }, 'Ukendt felt: status'],
      [{ matches: Array.from({ length: 101 }, () => valid()) }, 'Højst 100 kampe ad gangen'],
    ];
    for (const [payload, message] of cases) {
      const res = await t.request({ method: 'POST', url: '/api/matches/bulk', headers: admin.headers, payload: payload as object });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message, JSON.stringify(payload).slice(0, 80)).toBe(message);
    }
    expect(await countMatches()).toBe(before);
  });
});
