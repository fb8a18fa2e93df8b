import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { copenhagenToInstant } from '@common/domain/time';
import { dbuMatchNotices, federationTeamStats, mailQueue, matchAvailability, matches, teamDbuSources } from '../../db/schema';
import { buildMatch, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEDUCTION_REMARK, DEDUCTION_ROWS, dbuStandingsPage } from '../statistics/dbu-fixtures.test-helpers';
import { POOL_ID, POOL_TITLE, TEAM_PATH, programmePage, startFakeDbu, type FakeDbu, type ProgrammeRow } from './fake-dbu.test-helpers';

/**
 * The DBU sync against a local server that plays DBU (decision 109): the team's two pages and the
 * KlubWeb API. Nothing reaches the internet: the app may fetch 127.0.0.1 only because the test's
 * configuration widens the allow-list.
 */
const TEAM = 'serie_3_pulje_5'; // Senior 1, DBU name 'RU'
let fake: FakeDbu;
let t: TestApp;
let clock = new Date('2026-11-20T12:00:00Z'); // a Friday, 13:00 in Copenhagen
const API_KEY = 'hemmelig-noegle-123';

const kick = (date: string, time: string) => copenhagenToInstant(date, time);

const ROWS: ProgrammeRow[] = [
  { matchId: '9001', number: '301', date: '06-09 2026', weekday: 'søn.', time: '13:00', home: 'RU', away: 'HB', stadium: 'Rødovre Stadion', result: [2, 1] },
  { matchId: '9002', number: '302', date: '13-09 2026', weekday: 'søn.', time: '11:00', home: 'FC Culpa', away: 'RU', result: 'HHT' },
  { date: '20-09 2026', weekday: 'søn.', time: '00:00', home: 'RU', away: 'Oversidder' },
  { matchId: '9003', number: '303', date: '05-12 2026', weekday: 'lør.', time: '13:00', home: 'RU', away: 'BK Frem', stadium: 'Rødovre Stadion' },
  { matchId: '9004', number: '304', date: '13-12 2026', weekday: 'søn.', time: '12:00', home: 'Heimdal 3', away: 'RU', stadium: 'Heimdal Park' },
];

function serveTeam(rows = ROWS, etag?: string) {
  fake.set(`${TEAM_PATH}/stilling`, { body: dbuStandingsPage(POOL_TITLE, DEDUCTION_ROWS), headers: etag ? { etag: `"s-${etag}"` } : {} });
  fake.set(`${TEAM_PATH}/kampprogram`, { body: programmePage(POOL_TITLE, rows), headers: etag ? { etag: `"p-${etag}"` } : {} });
}

beforeAll(async () => {
  fake = await startFakeDbu();
  t = await createTestApp({ now: () => clock }, {
    DBU_ALLOWED_HOSTS: fake.host,
    DBU_API_BASE: `${fake.origin}/api`,
    // Long enough for a loaded machine's first fetch; the slow answer below waits well past it.
    DBU_TIMEOUT_MS: '2000',
    DBU_MAX_BYTES: '200000',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  clock = new Date(clock.getTime() + 3600_000); // past 'Hent fra DBU nu''s one-minute gap
});

const admin = () => t.roleUser('admin');
const save = async (payload: object) =>
  t.request({ method: 'PUT', url: `/api/dbu/teams/${TEAM}`, headers: (await admin()).headers, payload });
const syncNow = async (headers?: Record<string, string>) =>
  t.request({ method: 'POST', url: `/api/dbu/teams/${TEAM}/sync`, headers: headers ?? (await admin()).headers });
const teamMatches = () => t.deps.db.select().from(matches).where(eq(matches.team, TEAM));
const source = async () => (await t.deps.db.select().from(teamDbuSources).where(eq(teamDbuSources.teamCode, TEAM)))[0]!;

describe('a team follows its DBU pages', () => {
  it('checks the address when saved: a DBU host, a page that answers, and shows the pool title', async () => {
    serveTeam();
    const cases: Array<[object, number, string]> = [
      [{ source: 'web', address: 'https://evil.example/resultater/hold/1_2/stilling' }, 400, 'Adressen skal være en side på dbu.dk'],
      [{ source: 'web', address: `${fake.origin}/resultater/pulje/2/stilling` }, 400, 'Adressen skal være holdets side'],
      [{ source: 'web', address: `${fake.origin}/resultater/hold/1_2/stilling` }, 400, 'Siden findes ikke hos DBU'],
      [{ source: 'web' }, 400, 'Angiv holdets adresse på dbu.dk'],
      [{ source: 'api', teamId: '621947', poolId: POOL_ID }, 400, 'API-nøgle'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await save(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect(await t.deps.db.select().from(teamDbuSources)).toEqual([]);

    const res = await save({ source: 'web', address: `${fake.origin}${TEAM_PATH}/stilling` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ team: TEAM, poolTitle: POOL_TITLE, dbuTeamId: '621947', poolId: POOL_ID, source: 'web' });
  });

  it('syncs: creates, matches a typed match once, DBU’s result wins, forfeits, byes, moved kick-off told, removed marked, table replaced', async () => {
    const coach = await buildUser(t.deps.db, { role: 'coach', team: TEAM, firstName: 'Træner' });
    const player = await buildUser(t.deps.db, { role: 'player', team: TEAM, firstName: 'Spiller', email: 'spiller@example.org' });
    const quiet = await buildUser(t.deps.db, { role: 'player', team: TEAM, firstName: 'Tavs', email: 'tavs@example.org' });
    // A match a coach typed, with their own result: matched by day and opponent, then DBU's id.
    const typed = await buildMatch(t.deps.db, { opponent: 'HB', date: kick('2026-09-06', '13:00'), status: 'completed', homeScore: 3, awayScore: 1 });
    // From an earlier run: the BK Frem match, at the time DBU first gave.
    const frem = await buildMatch(t.deps.db, { opponent: 'BK Frem', date: kick('2026-12-05', '11:00'), dbuWebId: '9003', location: 'Rødovre Stadion' });
    // DBU no longer lists this one.
    const gone = await buildMatch(t.deps.db, { opponent: 'KFB', date: kick('2026-10-04', '10:00'), dbuWebId: '9005' });
    await t.deps.db.insert(matchAvailability).values({ matchId: frem.id, userId: player.id, available: true });
    // A remark the admin's paste left stays where the source has none (here the page has its own).
    fake.requests.length = 0;

    const res = await syncNow();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, status: { lastError: null, poolEnded: false, comingMatches: 2 } });
    expect(res.json().message).toContain('kamp flyttet');
    // One request per page, with a User-Agent naming the club.
    expect(fake.requests.map((r) => r.path).sort()).toEqual([`${TEAM_PATH}/kampprogram`, `${TEAM_PATH}/stilling`]);
    expect(fake.requests[0]!.userAgent).toMatch(/^KlubApp\/1\.0 \(RU;/);

    const rows = await teamMatches();
    const byOpponent = new Map(rows.map((m) => [m.opponent, m]));
    expect(rows.filter((m) => m.opponent === 'HB')).toHaveLength(1);
    expect(byOpponent.get('HB')).toMatchObject({ id: typed.id, dbuWebId: '9001', matchNumber: '301', homeScore: 2, awayScore: 1, status: 'completed' });
    expect(byOpponent.get('FC Culpa')).toMatchObject({ dbuWebId: '9002', venue: 'away', forfeit: 'HHT', homeScore: null, status: 'completed' });
    expect(byOpponent.get('BK Frem')).toMatchObject({ id: frem.id, date: kick('2026-12-05', '13:00') });
    expect(byOpponent.get('Heimdal 3')).toMatchObject({ dbuWebId: '9004', venue: 'away', location: 'Heimdal Park', status: 'scheduled' });
    expect(byOpponent.get('KFB')).toMatchObject({ id: gone.id });
    expect(byOpponent.get('KFB')!.removedAtDbu).toEqual(clock);
    expect(rows.some((m) => m.opponent === 'Oversidder')).toBe(false);

    // The table replaced as a whole, points as DBU prints them, its remark kept.
    const table = await t.deps.db.select().from(federationTeamStats).where(eq(federationTeamStats.teamCode, TEAM));
    expect(table).toHaveLength(DEDUCTION_ROWS.length);
    expect(table.find((r) => r.teamName === 'Fremad Valby')).toMatchObject({ points: 5, remark: DEDUCTION_REMARK });
    expect(table.find((r) => r.teamName === 'RU')).toMatchObject({ isOwnTeam: true, league: POOL_TITLE });

    // Told at once (13:00 is not quiet hours): the player who answered, by push and by mail; the coach of the result.
    const notices = await t.deps.db.select().from(dbuMatchNotices).orderBy(dbuMatchNotices.kind);
    expect(notices.map((n) => [n.kind, n.body, n.userIds, n.sentAt !== null])).toEqual([
      ['moved', 'Kampen mod BK Frem er flyttet til lør. 5. dec. kl. 13:00', [player.id], true],
      ['result', expect.stringContaining('DBU har resultatet 2-1 for kampen mod HB'), [coach.id], true],
    ]);
    await t.deps.mail.idle();
    const mails = await t.deps.db.select().from(mailQueue).where(eq(mailQueue.kind, 'match_changed'));
    expect(mails.map((m) => [m.recipient, m.subject])).toEqual([['spiller@example.org', 'Kampen mod BK Frem er flyttet til lør. 5. dec. kl. 13:00']]);
    expect(mails.some((m) => m.recipient === 'tavs@example.org')).toBe(false);
    void quiet;

    // Run again: nothing new, nothing duplicated.
    clock = new Date(clock.getTime() + 3600_000);
    const again = await syncNow();
    expect(again.json()).toMatchObject({ ok: true, message: 'stillingen opdateret' });
    expect(await teamMatches()).toHaveLength(rows.length);
    expect(await t.deps.db.select().from(dbuMatchNotices)).toHaveLength(2);
  });

  it('waits out quiet hours with the notices of the nightly run', async () => {
    const [frem] = (await teamMatches()).filter((m) => m.opponent === 'BK Frem');
    const moved = ROWS.map((r) => (r.matchId === '9003' ? { ...r, time: '15:30' } : r));
    serveTeam(moved);
    clock = new Date('2026-11-22T02:00:00Z'); // 03:00 Copenhagen
    await t.deps.jobs.runNow('dbu.sync');
    const unsent = await t.deps.db.select().from(dbuMatchNotices).where(eq(dbuMatchNotices.matchId, frem!.id));
    expect(unsent.at(-1)).toMatchObject({ body: 'Kampen mod BK Frem er flyttet til lør. 5. dec. kl. 15:30', sentAt: null });
    expect((await source()).lastChanges).toContain('1 kamp flyttet');
    clock = new Date('2026-11-22T06:10:00Z'); // 07:10
    await t.deps.jobs.runNow('dbu.notices');
    const sent = await t.deps.db.select().from(dbuMatchNotices).where(eq(dbuMatchNotices.matchId, frem!.id));
    expect(sent.at(-1)!.sentAt).toEqual(clock);
    // The nightly run takes a team once a night.
    fake.requests.length = 0;
    await t.deps.jobs.runNow('dbu.sync');
    expect(fake.requests).toEqual([]);
  });

  it('asks conditionally and leaves what DBU says did not change', async () => {
    serveTeam(ROWS, 'v1');
    await syncNow();
    fake.requests.length = 0;
    clock = new Date(clock.getTime() + 3600_000);
    const res = await syncNow();
    expect(res.json()).toMatchObject({ ok: true, message: 'Intet nyt' });
    expect(fake.requests.map((r) => r.ifNoneMatch).sort()).toEqual(['"p-v1"', '"s-v1"']);
  });

  it('records a 500, a slow answer, a redirect off DBU and an oversized page in Danish, with the retry time; changes nothing', async () => {
    const before = await teamMatches();
    const cases: Array<[() => void, RegExp]> = [
      [() => fake.set(`${TEAM_PATH}/stilling`, { body: `<html>${'x'.repeat(300_000)}</html>` }), /^Siden fra DBU er for stor/],
      [() => fake.set(`${TEAM_PATH}/stilling`, { body: 'x', delayMs: 6000 }), /^DBU svarede ikke – prøver igen kl\. \d\d:\d\d$/],
      [() => fake.set(`${TEAM_PATH}/stilling`, { status: 302, headers: { location: 'http://localhost:1/resultater' } }), /^Adressen localhost er ikke DBU's/],
      [() => fake.set(`${TEAM_PATH}/stilling`, { status: 500, body: 'fejl' }), /^DBU svarede med fejl 500 – prøver igen kl\. \d\d:\d\d$/],
    ];
    for (const [serve, message] of cases) {
      serveTeam();
      serve();
      clock = new Date(clock.getTime() + 3600_000);
      const res = await syncNow();
      expect(res.statusCode).toBe(200);
      expect(res.json().ok).toBe(false);
      expect(res.json().status.lastError).toMatch(message);
    }
    expect(await teamMatches()).toEqual(before);
    // The retry job reads the team again once its back-off has passed, and the error clears.
    serveTeam();
    const failed = await source();
    expect(failed.failures).toBeGreaterThan(0);
    clock = new Date(clock.getTime() + 7 * 3600_000);
    await t.deps.jobs.runNow('dbu.retry');
    expect(await source()).toMatchObject({ lastError: null, failures: 0 });
  });

  it('says when the pool has ended (no coming matches), on the overview the team screen and Planlagte job read', async () => {
    serveTeam(ROWS.filter((r) => r.date.endsWith('09 2026')));
    const res = await syncNow();
    expect(res.json().status).toMatchObject({ poolEnded: true, comingMatches: 0 });
    const overview = await t.request({ method: 'GET', url: '/api/dbu', headers: (await admin()).headers });
    expect(overview.json().teams[0]).toMatchObject({ team: TEAM, poolEnded: true });
    serveTeam();
  });

  it('lets the team’s coach sync now, not another team’s coach, and refuses a second sync within a minute', async () => {
    const own = await buildUser(t.deps.db, { role: 'coach', team: TEAM });
    const other = await buildUser(t.deps.db, { role: 'coach', team: 'serie_5_pulje_6' });
    expect((await syncNow(await t.authFor(other.id))).statusCode).toBe(403);
    expect((await syncNow(await t.authFor(own.id))).statusCode).toBe(200);
    const soon = await syncNow(await t.authFor(own.id));
    expect(soon.statusCode).toBe(409);
    expect(soon.json().message).toContain('for under et minut siden');
  });
});

describe('the KlubWeb API source', () => {
  it('keeps the key secret, reads TeamMatch and TeamPoolPosition, keeps remarks, and matches the page’s matches once when the team switches', async () => {
    const res = await t.request({ method: 'PUT', url: '/api/dbu/api-key', headers: (await admin()).headers, payload: { apiKey: API_KEY } });
    expect(res.json()).toEqual({ set: true });
    const overview = await t.request({ method: 'GET', url: '/api/dbu', headers: (await admin()).headers });
    expect(overview.body).not.toContain(API_KEY);
    expect(overview.json().apiKey).toEqual({ set: true, fromEnvironment: false });

    fake.set('/api/TeamMatch', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        MatchList: [
          { Id: 555001, MatchDateTime: '2026-09-06T13:00:00', RoundNo: 1, HomeTeamName: 'RU', HomeTeamScore: 2, AwayTeamName: 'HB', AwayTeamScore: 1, StadiumName: 'Rødovre Stadion' },
          { Id: 555003, MatchDateTime: '2026-12-05T13:00:00', RoundNo: 9, HomeTeamName: 'RU', HomeTeamScore: null, AwayTeamName: 'BK Frem', AwayTeamScore: null, StadiumName: 'Rødovre Stadion' },
          { Id: 555004, MatchDateTime: '2026-12-13T12:00:00', RoundNo: 10, HomeTeamName: 'Heimdal 3', AwayTeamName: 'RU', StadiumName: 'Heimdal Park' },
        ],
      }),
    });
    fake.set('/api/TeamPoolPosition', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        TeamPositionList: DEDUCTION_ROWS.map((r, i) => ({
          TeamId: i, TeamName: r.nameHtml.replace(/<[^>]+>/g, '').replace('&#xF8;', 'ø').replace('&nbsp;', ' '), IsClubTeam: r.nameHtml === 'RU', Sort: r.pos,
          NoOfMatch: r.k, MatchWon: r.v, MatchDrawn: r.u, MatchLost: r.t, Score: r.score[0], ScoreAgainst: r.score[1], Point: r.p,
        })),
      }),
    });
    const saved = await save({ source: 'api', teamId: '621947', poolId: POOL_ID });
    expect(saved.statusCode, saved.body).toBe(200);
    const count = (await teamMatches()).length;
    fake.requests.length = 0;
    const synced = await syncNow();
    expect(synced.json().ok, synced.body).toBe(true);
    // The key went to DBU in the query string, and nowhere else.
    expect(fake.requests.every((r) => r.query.includes(`APIKey=${API_KEY}`))).toBe(true);
    expect(JSON.stringify(await source())).not.toContain(API_KEY);
    expect(synced.body).not.toContain(API_KEY);
    const rows = await teamMatches();
    // Matched by day and opponent once; the page's removed KFB and forfeit stay, now 'Fjernet hos DBU' is only for API ids.
    expect(rows).toHaveLength(count);
    expect(rows.find((m) => m.opponent === 'HB')).toMatchObject({ dbuApiId: '555001', dbuWebId: '9001' });
    const table = await t.deps.db.select().from(federationTeamStats).where(eq(federationTeamStats.teamCode, TEAM));
    expect(table.find((r) => r.teamName === 'Fremad Valby')).toMatchObject({ points: 5, remark: DEDUCTION_REMARK });
  });
});
