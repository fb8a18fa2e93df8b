import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantToCopenhagen } from '@common/domain/time';
import { buildMatch, buildTraining, buildUser, inDays } from '../test/factories';
import { teamDbuSources, users } from '../db/schema';
import { setPersonMemberships } from '../core/people/person-team.repository';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';
import { EXPECTED_ACCESS } from './expected-access';

/**
 * The object level of the route × role test (D20, S21, decision 094). route-policy.api.test.ts
 * checks who may call a route at all; this file checks on *which team's things*: every
 * team-scoped route is called on Senior 2's things by Senior 2's coach (allowed), by Senior 1's
 * coach and by a coach without a team (both 403 with the one message), and by board and admin
 * where the matrix lets them (allowed, on every team).
 *
 * The lists are written by hand. Every route a coach may call that names a record, a team, a
 * channel or a person (a path parameter, or `team`, `userId`, `channel` in its body or query)
 * must be in TEAM_SCOPED or in NOT_TEAM_SCOPED with the reason, so a new such route fails here
 * until someone decides which it is. The chat's channel list and live stream name nothing; both
 * follow the visible channels, checked by the last test.
 */
const OWN = 'serie_5_pulje_6'; // Senior 2: the team whose things are acted on
const OTHER = 'serie_3_pulje_5'; // Senior 1: the other coach's team
const DENIED = 'Du kan kun gøre dette for dit eget hold';

interface Fixture {
  comingMatch: number;
  playedMatch: number;
  comingTraining: number;
  pastTraining: number;
  player: number;
  message: number;
  poll: number;
}

type Call = (f: Fixture) => InjectOptions;

const today = instantToCopenhagen(new Date()).date;

/** Every team-scoped route, with a call on Senior 2's things that its coach may make. */
const TEAM_SCOPED: Record<string, Call[]> = {
  'PUT /api/matches/:id/squad': [
    (f) => ({ url: `/api/matches/${f.comingMatch}/squad`, payload: { players: [{ userId: f.player, selection: 'starter' }] } }),
  ],
  'PATCH /api/matches/:id': [
    (f) => ({ url: `/api/matches/${f.playedMatch}`, payload: { homeScore: 2, awayScore: 1, status: 'completed' } }),
  ],
  'PUT /api/matches/:id/events': [(f) => ({ url: `/api/matches/${f.playedMatch}/events`, payload: { events: [] } })],
  'GET /api/matches/:id/attendance': [(f) => ({ url: `/api/matches/${f.playedMatch}/attendance` })],
  'PUT /api/matches/:id/attendance': [
    (f) => ({ url: `/api/matches/${f.playedMatch}/attendance`, payload: { present: [f.player] } }),
  ],
  'GET /api/training/:id/attendance': [(f) => ({ url: `/api/training/${f.pastTraining}/attendance` })],
  'PUT /api/training/:id/attendance': [
    (f) => ({ url: `/api/training/${f.pastTraining}/attendance`, payload: { present: [f.player] } }),
  ],
  'GET /api/statistics/attendance': [
    () => ({ url: `/api/statistics/attendance?team=${OWN}&from=2020-01-01&to=${today}` }),
    () => ({ url: `/api/statistics/attendance?team=${OWN}&from=2020-01-01&to=${today}&format=csv` }),
  ],
  'GET /api/attendance/missing': [() => ({ url: `/api/attendance/missing?team=${OWN}` })],
  'POST /api/matches/:id/remind': [(f) => ({ url: `/api/matches/${f.comingMatch}/remind` })],
  'POST /api/training/:id/remind': [(f) => ({ url: `/api/training/${f.comingTraining}/remind` })],
  'POST /api/user/absences': [
    (f) => ({ url: '/api/user/absences', payload: { kind: 'injury', from: today, to: today, userId: f.player } }),
  ],
  'GET /api/chat/messages': [() => ({ url: `/api/chat/messages?channel=${OWN}` })],
  'POST /api/chat/messages': [() => ({ url: '/api/chat/messages', payload: { channel: OWN, message: 'Hej' } })],
  'POST /api/chat/polls': [
    () => ({ url: '/api/chat/polls', payload: { channel: OWN, question: 'Bus?', options: ['Ja', 'Nej'] } }),
  ],
  'POST /api/chat/polls/:id/vote': [(f) => ({ url: `/api/chat/polls/${f.poll}/vote`, payload: { optionIndex: 0 } })],
  'POST /api/chat/messages/:id/pin': [(f) => ({ url: `/api/chat/messages/${f.message}/pin`, payload: { pinned: true } })],
  'POST /api/chat/channels/:channel/read': [() => ({ url: `/api/chat/channels/${OWN}/read` })],
  'PUT /api/chat/channels/:channel/mute': [() => ({ url: `/api/chat/channels/${OWN}/mute`, payload: { muted: false } })],
  'PUT /api/teams/:code/squad-size': [() => ({ url: `/api/teams/${OWN}/squad-size`, payload: { squadSize: 14 } })],
  'PUT /api/teams/:code/expected-attendance': [
    () => ({ url: `/api/teams/${OWN}/expected-attendance`, payload: { expected: false } }),
  ],
  'POST /api/trainer/generate-registration-link': [
    () => ({ url: '/api/trainer/generate-registration-link', payload: { team: OWN } }),
  ],
  // Personal invitations (decision 101): a coach invites the people of the teams they coach.
  'POST /api/invitations/personal': [
    (f) => ({ url: '/api/invitations/personal', payload: { userIds: [f.player] } }),
    () => ({ url: '/api/invitations/personal', payload: { team: OWN } }),
  ],
  'POST /api/invitations/personal/:userId/resend': [(f) => ({ url: `/api/invitations/personal/${f.player}/resend` })],
  'DELETE /api/invitations/personal/:userId': [(f) => ({ url: `/api/invitations/personal/${f.player}` })],
  'GET /api/invitations/personal/team/:code': [() => ({ url: `/api/invitations/personal/team/${OWN}` })],
  // Hent fra DBU nu (decision 109): the team's coaches and admin. The fixture's source is a host the
  // sync refuses before asking anyone, so the call answers without reaching the network.
  'POST /api/dbu/teams/:code/sync': [() => ({ url: `/api/dbu/teams/${OWN}/sync` })],
};

/**
 * Who besides coaches may make the team-scoped call, where that is narrower than the route's
 * entry in expected-access.ts: registering an absence for someone else is 'absences.forPlayer'.
 */
const EVERY_TEAM_CALLERS: Record<string, ReadonlyArray<'board' | 'admin'>> = {
  'POST /api/user/absences': ['admin'],
};

/** Routes a coach may call that name a record, team, channel or person, and why they are not team-scoped. */
const NOT_TEAM_SCOPED: Record<string, string> = {
  // Everyone's own things.
  'GET /api/matches/:id/availability/:userId': 'one answer: the own, or any for staff like the lists (D22); absence notes masked (decision 094)',
  'GET /api/training/:id/availability/:userId': 'one answer (Klar / Ikke klar only), like the lists (D22)',
  'POST /api/matches/:id/availability': 'the caller’s own answer, for their own team (mayAnswerFor)',
  'POST /api/training/:id/availability': 'the caller’s own answer, for their own team (mayAnswerFor)',
  'DELETE /api/user/absences/:id': 'only the person’s own absence or one the caller registered (decision 071)',
  'POST /api/payments/:id/receipt': 'the caller’s own payment',
  'POST /api/subscriptions/:id/cancel': 'the caller’s own subscription',
  'DELETE /api/payment-methods/:id': 'the caller’s own card',
  'POST /api/announcements/:id/read': 'the caller’s own read state',
  'POST /api/home/prompts/:key/dismiss': 'the caller’s own prompt',
  // Staff reads every team's lists (part 1 §6, D22); absence notes in them are masked (decision 094).
  'GET /api/matches/:id/availability': 'the answer list for staff (D22); absence notes masked',
  'GET /api/matches/:id/unanswered': 'the answer list for staff (D22)',
  'GET /api/training/:id/availability': 'the answer list for staff (D22); absence notes masked',
  'GET /api/training/:id/not-answered': 'the answer list for staff (D22)',
  'GET /api/matches/:id/squad': 'staff read every squad (decision 070); absence notes masked',
  'GET /api/matches/:id/events': 'everyone reads the match events (decision 073)',
  'GET /api/statistics/players': 'everyone reads the leaderboards (decision 073)',
  // Trainings as the specification says: coach, board and admin manage every team's (D20, part 2 §6).
  'POST /api/training': 'trainings: coach, board and admin manage all (D20)',
  'POST /api/training/series': 'trainings: coach, board and admin manage all (D20)',
  'PUT /api/training/:id': 'trainings: coach, board and admin manage all (D20)',
  'DELETE /api/training/:id': 'trainings: coach, board and admin manage all (D20)',
  'DELETE /api/training/:id/series': 'trainings: coach, board and admin manage all (D20)',
  // The club's, not a team's (part 2 §6).
  'DELETE /api/announcements/:id': 'announcements are the club’s',
  'PUT /api/admin/players/:id': 'Spillere: coach, board and admin for the whole club (part 2 §6)',
  'PUT /api/admin/players/:id/teams': 'Per membership changed, not per person: the test of several teams below (decision 107)',
  'POST /api/admin/players': 'Spillere: coach, board and admin for the whole club (part 2 §6)',
  'GET /api/admin/players': 'Spillere: the whole club; its team filter only narrows the list (part 2 §6, decision 103)',
  'DELETE /api/admin/payments/:id': 'Kontingent: coach, board and admin (part 2 §6)',
  // Arrangementer (decision 108): scoped by the arrangement's invitation and organiser, not by one team;
  // a coach organises only for the teams they coach, a person not invited gets 404 (club-events.api.test.ts).
  'GET /api/club-events/:id': 'the invited read it; others 404 (decision 108)',
  'PUT /api/club-events/:id': 'the organiser: board and admin any, a coach only arrangements for teams they coach (decision 108)',
  'POST /api/club-events/:id/cancel': 'the organiser, as for PUT (decision 108)',
  'POST /api/club-events/:id/answer': 'the caller’s own answer, when invited (decision 108)',
  'GET /api/club-events/:id/roster': 'the organiser, as for PUT (decision 108)',
  'GET /api/club-events/:id/roster.csv': 'the organiser, as for PUT (decision 108)',
  'POST /api/club-events/:id/remind': 'the organiser, as for PUT (decision 108)',
};

let t: TestApp;
let f: Fixture;
const callers: Record<'own' | 'other' | 'teamless' | 'board' | 'admin', Record<string, string>> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const [own, other, teamless] = await Promise.all([
    buildUser(db, { role: 'coach', team: OWN, firstName: 'Holdtræner' }),
    buildUser(db, { role: 'coach', team: OTHER, firstName: 'Andentræner' }),
    buildUser(db, { role: 'coach', team: null, firstName: 'Holdløs' }),
  ]);
  callers.own = await t.authFor(own.id);
  callers.other = await t.authFor(other.id);
  callers.teamless = await t.authFor(teamless.id);
  callers.board = (await t.roleUser('board')).headers;
  callers.admin = (await t.roleUser('admin')).headers;
  const player = await buildUser(db, { team: OWN });
  await buildUser(db, { team: OWN });
  const [comingMatch, playedMatch, comingTraining, pastTraining] = await Promise.all([
    buildMatch(db, { team: OWN, date: inDays(7) }),
    buildMatch(db, { team: OWN, date: inDays(-3), status: 'completed', homeScore: 2, awayScore: 1 }),
    buildTraining(db, { team: OWN, date: inDays(2) }),
    buildTraining(db, { team: OWN, date: inDays(-2) }),
  ]);
  await db.insert(teamDbuSources).values({ teamCode: OWN, source: 'web', origin: 'http://127.0.0.1:9', dbuTeamId: '1', poolId: '2' });
  const message = await t.request({ method: 'POST', url: '/api/chat/messages', headers: callers.admin, payload: { channel: OWN, message: 'Kamp lørdag' } });
  const poll = await t.request({ method: 'POST', url: '/api/chat/polls', headers: callers.admin, payload: { channel: OWN, question: 'Kører du?', options: ['Ja', 'Nej'] } });
  f = {
    comingMatch: comingMatch.id,
    playedMatch: playedMatch.id,
    comingTraining: comingTraining.id,
    pastTraining: pastTraining.id,
    player: player.id,
    message: message.json().id,
    poll: poll.json().poll.id,
  };
});
afterAll(() => t.close());

const methodOf = (key: string) => key.split(' ')[0] as 'GET';

/** The field names a zod schema takes, through objects, pipes, unions and wrappers. */
function fieldNames(schema: unknown, seen = new Set<unknown>()): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def || seen.has(schema)) return [];
  seen.add(schema);
  const shape = def.shape as Record<string, unknown> | undefined;
  const nested = [def.in, def.out, def.innerType, def.left, def.right, ...((def.options as unknown[]) ?? [])];
  return [...Object.keys(shape ?? {}), ...nested.flatMap((s) => fieldNames(s, seen))];
}
const NAMES_A_TEAM_THING = new Set(['team', 'userId', 'channel']);

describe('team scope (object level of the route × role test)', () => {
  it('every route a coach may call that names a record, team, channel or person is listed as team-scoped or not, with a reason', () => {
    const unlisted: string[] = [];
    const flagged = new Set<string>();
    for (const route of t.app.registeredRoutes) {
      const key = `${route.method} ${route.url}`;
      const access = EXPECTED_ACCESS[key];
      const coachMay = access === 'public' || access === 'signed-in' || access?.includes('coach');
      if (!coachMay || access === 'public') continue;
      const names = [...fieldNames(route.schema.body), ...fieldNames(route.schema.querystring)];
      const namesAThing = /:[A-Za-z]+/.test(route.url) || names.some((n) => NAMES_A_TEAM_THING.has(n));
      if (namesAThing) flagged.add(key);
      if (namesAThing && !(key in TEAM_SCOPED) && !(key in NOT_TEAM_SCOPED)) unlisted.push(key);
    }
    expect(unlisted, 'decide whether each is team-scoped (D20) and list it in team-scope.api.test.ts').toEqual([]);
    const stale = [...Object.keys(TEAM_SCOPED), ...Object.keys(NOT_TEAM_SCOPED)].filter((k) => !flagged.has(k));
    expect(stale, 'listed routes that are not registered, or name no record, team, channel or person').toEqual([]);
    expect(Object.keys(TEAM_SCOPED).filter((k) => k in NOT_TEAM_SCOPED)).toEqual([]);
  });

  it('refuses another team’s coach and a coach without a team with 403 and one message; lets the team’s coach, board and admin', async () => {
    const failures: string[] = [];
    for (const [key, calls] of Object.entries(TEAM_SCOPED)) {
      const access = EXPECTED_ACCESS[key]!;
      for (const call of calls) {
        const options = call(f);
        const send = (headers: Record<string, string>) => t.request({ method: methodOf(key), ...options, headers });
        for (const who of ['other', 'teamless'] as const) {
          const res = await send(callers[who]);
          if (res.statusCode !== 403 || res.json<{ message?: string }>().message !== DENIED)
            failures.push(`${key} (${options.url}) as ${who} coach: ${res.statusCode} ${res.body.slice(0, 80)}`);
        }
        const own = await send(callers.own);
        if (own.statusCode >= 300) failures.push(`${key} (${options.url}) as the team’s coach: ${own.statusCode} ${own.body.slice(0, 80)}`);
        for (const role of EVERY_TEAM_CALLERS[key] ?? (['board', 'admin'] as const)) {
          if (access === 'public' || access === 'signed-in' || !access.includes(role)) continue;
          const res = await send(callers[role]);
          // A second Påmind nu within six hours is 429: allowed, only too soon.
          if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500)
            failures.push(`${key} (${options.url}) as ${role}: ${res.statusCode} ${res.body.slice(0, 80)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('a club-wide training (no team): any coach reminds and registers attendance', async () => {
    const db = t.deps.db;
    const coming = await buildTraining(db, { team: null, date: inDays(3) });
    const past = await buildTraining(db, { team: null, date: inDays(-1) });
    const failures: string[] = [];
    for (const who of ['other', 'teamless'] as const) {
      for (const options of [
        { method: 'POST', url: `/api/training/${coming.id}/remind` },
        { method: 'GET', url: `/api/training/${past.id}/attendance` },
        { method: 'PUT', url: `/api/training/${past.id}/attendance`, payload: { present: [f.player] } },
      ] as const) {
        const res = await t.request({ ...options, headers: callers[who] });
        if (res.statusCode !== 200 && res.statusCode !== 429) failures.push(`${options.method} ${options.url} as ${who}: ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('the chat lists a coach their own team’s channel and the club’s; board and admin every team’s', async () => {
    const ids = async (headers: Record<string, string>) =>
      (await t.request({ method: 'GET', url: '/api/chat/channels', headers })).json<Array<{ id: string }>>().map((c) => c.id);
    expect((await ids(callers.own)).sort()).toEqual(['club', OWN].sort());
    expect((await ids(callers.other)).sort()).toEqual(['club', OTHER].sort());
    expect(await ids(callers.teamless)).toEqual(['club']);
    for (const role of ['board', 'admin'] as const) expect(await ids(callers[role])).toEqual(expect.arrayContaining(['club', OWN, OTHER]));
  });
});

describe('several teams, a role on each (decision 107)', () => {
  it('an Assistenttræner acts on the team they coach and not on the team they play on', async () => {
    const db = t.deps.db;
    const multi = await buildUser(db, { role: 'coach', team: null, firstName: 'Flerhold' });
    await setPersonMemberships(db, multi.id, [
      { team: OTHER, role: 'player' },
      { team: OWN, role: 'assistant' },
    ]);
    const headers = await t.authFor(multi.id);
    const otherPast = await buildTraining(db, { team: OTHER, date: inDays(-2) });
    expect((await t.request({ method: 'GET', url: `/api/training/${f.pastTraining}/attendance`, headers })).statusCode).toBe(200);
    const refused = await t.request({ method: 'GET', url: `/api/training/${otherPast.id}/attendance`, headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(DENIED);
    const ids = (await t.request({ method: 'GET', url: '/api/chat/channels', headers })).json<Array<{ id: string }>>().map((c) => c.id);
    expect(ids.sort()).toEqual(['club', OTHER, OWN].sort());
  });

  it('a Holdleder (club role player) registers attendance and reminds on their team only, and picks no squad', async () => {
    const db = t.deps.db;
    const manager = await buildUser(db, { role: 'player', team: null, firstName: 'Holdleder' });
    await setPersonMemberships(db, manager.id, [
      { team: OTHER, role: 'player' },
      { team: OWN, role: 'manager' },
    ]);
    const headers = await t.authFor(manager.id);
    const [, otherPast, otherComing] = await Promise.all([
      Promise.resolve(null),
      buildTraining(db, { team: OTHER, date: inDays(-2) }),
      buildTraining(db, { team: OTHER, date: inDays(4) }),
    ]);
    const ownComing = await buildTraining(db, { team: OWN, date: inDays(5) });
    const ok = await t.request({ method: 'PUT', url: `/api/training/${f.pastTraining}/attendance`, headers, payload: { present: [f.player] } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect([200, 429]).toContain((await t.request({ method: 'POST', url: `/api/training/${ownComing.id}/remind`, headers })).statusCode);
    for (const options of [
      { method: 'GET', url: `/api/training/${otherPast.id}/attendance` },
      { method: 'POST', url: `/api/training/${otherComing.id}/remind` },
    ] as const) {
      const res = await t.request({ ...options, headers });
      expect(res.statusCode, options.url).toBe(403);
    }
    const squad = await t.request({ method: 'PUT', url: `/api/matches/${f.comingMatch}/squad`, headers, payload: { players: [] } });
    expect(squad.statusCode).toBe(403);
    const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, manager.id));
    expect(row?.role).toBe('player'); // Holdleder raises no club role
  });

  it('only board and admin give Træner and Assistenttræner; the club role is raised to coach', async () => {
    const db = t.deps.db;
    const person = await buildUser(db, { role: 'player', team: OWN, firstName: 'Kommende' });
    const url = `/api/admin/players/${person.id}/teams`;
    const payload = { memberships: [{ team: OWN, role: 'assistant' }] };
    const byCoach = await t.request({ method: 'PUT', url, headers: callers.own, payload });
    expect(byCoach.statusCode).toBe(403);
    expect(byCoach.json().message).toBe('Kun bestyrelsen og administratorer kan gøre nogen til træner eller assistenttræner');
    // A coach of another team changes nothing on this one.
    const byOther = await t.request({ method: 'PUT', url, headers: callers.other, payload: { memberships: [{ team: OWN, role: 'manager' }] } });
    expect(byOther.statusCode).toBe(403);
    const byBoard = await t.request({ method: 'PUT', url, headers: callers.board, payload });
    expect(byBoard.statusCode, byBoard.body).toBe(200);
    expect(byBoard.json()).toMatchObject({ role: 'coach', team: OWN, teams: [{ team: OWN, role: 'assistant' }] });
    const bad = await t.request({ method: 'PUT', url, headers: callers.board, payload: { memberships: [{ team: 'nope', role: 'player' }] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Ukendt hold');
  });
});
