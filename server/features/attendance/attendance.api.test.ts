import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttendanceSheet, AttendanceStats } from '@common/contracts/attendance';
import { instantToCopenhagen } from '@common/domain/time';
import { eq } from 'drizzle-orm';
import { teamMemberships, trainingAvailability, trainingSessions } from '../../db/schema';
import { countQueries } from '../../test/count-queries';
import { buildMatch, buildTraining, buildUser, inDays } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = (days: number) => instantToCopenhagen(inDays(days)).date;

describe('Fremmøde', () => {
  it('pre-fills from Klar, registers who came, and counts it per player and week; the CSV opens in Danish Excel', async () => {
    const team = 'serie_4_pulje_9';
    const [a, b] = [
      await buildUser(t.deps.db, { team, firstName: 'Åse', lastName: 'Ødegaard' }),
      await buildUser(t.deps.db, { team, firstName: 'Bo' }),
    ];
    const training = await buildTraining(t.deps.db, { team, date: inDays(-3) });
    await buildTraining(t.deps.db, { team, date: inDays(-10) });
    await t.deps.db.insert(trainingAvailability).values([
      { trainingId: training.id, userId: a.id, available: true },
      { trainingId: training.id, userId: b.id, available: false },
    ]);
    // The team's own coach (D20); Senior 1's coach is refused below.
    const coach = await t.authFor((await buildUser(t.deps.db, { role: 'coach', team })).id);
    const url = `/api/training/${training.id}/attendance`;
    const sheet = (await t.request({ method: 'GET', url, headers: coach })).json<AttendanceSheet>();
    expect(sheet.registered).toBe(false);
    expect(sheet.people.find((p) => p.userId === a.id)?.present).toBe(true);
    expect(sheet.people.find((p) => p.userId === b.id)?.present).toBe(false);

    const saved = await t.request({ method: 'PUT', url, headers: coach, payload: { present: [a.id, b.id] } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<AttendanceSheet>()).toMatchObject({ registered: true });
    expect(
      saved
        .json<AttendanceSheet>()
        .people.filter((p) => p.present)
        .map((p) => p.userId)
        .sort(),
    ).toEqual([a.id, b.id].sort());

    const match = await buildMatch(t.deps.db, { team, date: inDays(-2), status: 'completed' });
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/matches/${match.id}/attendance`,
          headers: coach,
          payload: { present: [a.id] },
        })
      ).statusCode,
    ).toBe(200);

    const query = `team=${team}&from=${day(-30)}&to=${day(0)}`;
    const stats = (
      await t.request({ method: 'GET', url: `/api/statistics/attendance?${query}`, headers: coach })
    ).json<AttendanceStats>();
    expect(stats.players.find((p) => p.userId === a.id)).toMatchObject({
      trainings: { held: 2, answered: 1, klar: 1, present: 1 },
      matches: { selected: 0, played: 1 },
    });
    expect(stats.players.find((p) => p.userId === b.id)).toMatchObject({
      trainings: { held: 2, answered: 1, klar: 0, present: 1 },
      matches: { played: 0 },
    });
    expect(stats.weeks.reduce((n, w) => n + w.held, 0)).toBe(2);
    expect(stats.weeks.reduce((n, w) => n + w.present, 0)).toBe(2);
    expect(stats.weeks[0]!.week).toMatch(/^\d{4}-W\d{2}$/);

    const csv = await t.request({
      method: 'GET',
      url: `/api/statistics/attendance?${query}&format=csv`,
      headers: coach,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('attachment; filename="fremmoede-serie_4_pulje_9-');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Fornavn;Efternavn;Træninger afholdt;Svaret;Klar;Til stede;Fremmøde %;Kampe udtaget;Kampe spillet',
    );
    expect(lines).toContain('Åse;Ødegaard;2;1;1;1;50;0;1');

    // Another team's coach reads and registers none of it, nor its statistics or CSV (D20).
    const senior1Coach = (await t.roleUser('coach')).headers;
    for (const [method, at] of [
      ['GET', url],
      ['PUT', url],
      ['GET', `/api/statistics/attendance?${query}`],
      ['GET', `/api/statistics/attendance?${query}&format=csv`],
    ] as const) {
      const res = await t.request({ method, url: at, headers: senior1Coach, ...(method === 'PUT' ? { payload: { present: [] } } : {}) });
      expect(res.statusCode, `${method} ${at}`).toBe(403);
      expect(res.json().message).toBe('Du kan kun gøre dette for dit eget hold');
    }

    // Profil: the player's own row, and nobody else's.
    const own = await t.request({
      method: 'GET',
      url: `/api/user/attendance?from=${day(-30)}&to=${day(0)}`,
      headers: await t.authFor(a.id),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      userId: a.id,
      trainings: { held: 2, present: 1 },
      matches: { played: 1 },
    });
    const member = await t.request({
      method: 'GET',
      url: `/api/user/attendance?from=${day(-30)}&to=${day(0)}`,
      headers: (await t.roleUser('member')).headers,
    });
    expect(member.statusCode).toBe(403);

    // A player on two teams: Profil counts the trainings and matches of both, a club-wide
    // training once (decision 107).
    const clubWide = await buildTraining(t.deps.db, { team: null, date: inDays(-4) });
    const secondTeam = 'serie_3_pulje_5';
    await t.deps.db.insert(teamMemberships).values({ userId: a.id, team: secondTeam, role: 'player' });
    const secondTraining = await buildTraining(t.deps.db, { team: secondTeam, date: inDays(-5) });
    const marked = await t.request({
      method: 'PUT',
      url: `/api/training/${secondTraining.id}/attendance`,
      headers: (await t.roleUser('admin')).headers,
      payload: { present: [a.id] },
    });
    expect(marked.statusCode).toBe(200);
    const both = await t.request({
      method: 'GET',
      url: `/api/user/attendance?from=${day(-30)}&to=${day(0)}`,
      headers: await t.authFor(a.id),
    });
    expect(both.json()).toMatchObject({ trainings: { held: 4, present: 2 }, matches: { played: 1 } });
    await t.deps.db.delete(trainingSessions).where(eq(trainingSessions.id, clubWide.id));
  });

  it('the CSV escapes formulas whatever the names hold (decision 093): =, +, -, @, a tab or a line break first', async () => {
    const team = 'herresenior_2_pulje_5';
    // Written straight into the table: the name rule is not what keeps a formula out of Excel.
    const names = ['=HYPERLINK("https://evil.example","Klik")', '+45 1234', '-2+3', '@SUM(A1:A9)', '\tTab', '\r=1+1', '=1+1\nnæste linje'];
    for (const firstName of names) await buildUser(t.deps.db, { team, firstName, lastName: 'Ond' });
    await buildUser(t.deps.db, { team, firstName: 'Åse', lastName: 'Almindelig' });
    await buildTraining(t.deps.db, { team, date: inDays(-2) });
    const res = await t.request({
      method: 'GET',
      url: `/api/statistics/attendance?team=${team}&from=${day(-30)}&to=${day(0)}&format=csv`,
      headers: (await t.roleUser('admin')).headers,
    });
    expect(res.statusCode).toBe(200);
    const { default: Papa } = await import('papaparse');
    const rows = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: true }).data;
    const cells = rows.slice(1).flatMap((r) => r.slice(0, 2));
    for (const name of names) expect(cells, name).toContain(`'${name}`);
    expect(cells.filter((c) => /^[=+\-@\t\r\n]/.test(c))).toEqual([]);
    expect(res.body).toContain('\r\nÅse;Almindelig;1;0;0;0;0;0;0\r\n');
  });

  it('refuses the future, cancelled events, unknown people and bad input, in Danish, and changes nothing', async () => {
    const coach = (await t.roleUser('coach')).headers;
    const future = await buildTraining(t.deps.db, { date: inDays(2) });
    const cancelled = await buildMatch(t.deps.db, { date: inDays(-2), status: 'cancelled' });
    const past = await buildTraining(t.deps.db, { date: inDays(-1) });
    const member = await buildUser(t.deps.db, { role: 'member' });
    const cases: Array<[string, object, number, string]> = [
      [`/api/training/${future.id}/attendance`, { present: [] }, 400, 'Træningen er ikke begyndt endnu'],
      [`/api/matches/${cancelled.id}/attendance`, { present: [] }, 400, 'Kampen er aflyst'],
      [`/api/training/${past.id}/attendance`, { present: [member.id] }, 400, 'En af spillerne findes ikke'],
      [`/api/training/${past.id}/attendance`, { present: [0] }, 400, 'Ugyldig spiller'],
      [
        `/api/training/${past.id}/attendance`,
        { present: [member.id, member.id] },
        400,
        'En spiller står der to gange',
      ],
      [`/api/training/${past.id}/attendance`, {}, 400, 'Angiv hvem der mødte op'],
      ['/api/matches/99999/attendance', { present: [] }, 404, 'Kampen findes ikke'],
    ];
    for (const [url, payload, status, message] of cases) {
      const res = await t.request({ method: 'PUT', url, headers: coach, payload });
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message, message).toBe(message);
    }
    expect(
      (await t.request({ method: 'GET', url: `/api/training/${past.id}/attendance`, headers: coach })).json()
        .registered,
    ).toBe(false);
    const badQueries: Array<[string, string]> = [
      ['team=serie_3_pulje_5&from=2026-07-01', 'Ugyldig til-dato'],
      ['team=serie_3_pulje_5&from=2026-07-01&to=2026-06-01', 'Til-datoen skal være efter fra-datoen'],
      ['team=ukendt&from=2026-07-01&to=2026-12-31', 'Ukendt hold'],
      ['team=serie_3_pulje_5&from=2026-07-01&to=2026-12-31&format=xlsx', 'Ukendt format'],
    ];
    for (const [q, message] of badQueries) {
      const res = await t.request({ method: 'GET', url: `/api/statistics/attendance?${q}`, headers: coach });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message, message).toBe(message);
    }
    const player = (await t.roleUser('player')).headers;
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/statistics/attendance?team=serie_3_pulje_5&from=2026-07-01&to=2026-12-31',
          headers: player,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('P7: a team season answers in two queries, for 3 players and 3 events as for 30 players and 80 events', async () => {
    const team = 'motionsholdet';
    const coach = await t.authFor((await buildUser(t.deps.db, { role: 'coach', team })).id);
    const url = `/api/statistics/attendance?team=${team}&from=${day(-200)}&to=${day(0)}`;
    await t.request({ method: 'GET', url, headers: coach });
    for (let i = 0; i < 3; i++) await buildUser(t.deps.db, { team });
    for (let i = 0; i < 3; i++) await buildTraining(t.deps.db, { team, date: inDays(-1 - i) });
    const few = await countQueries(t, () => t.request({ method: 'GET', url, headers: coach }));
    for (let i = 0; i < 27; i++) await buildUser(t.deps.db, { team });
    for (let i = 0; i < 60; i++) await buildTraining(t.deps.db, { team, date: inDays(-5 - i) });
    for (let i = 0; i < 17; i++)
      await buildMatch(t.deps.db, { team, date: inDays(-5 - i * 3), status: 'completed' });
    const many = await countQueries(t, () => t.request({ method: 'GET', url, headers: coach }));
    expect(many).toBe(few);
    // The session lookup, the team check, and the two statistics queries.
    expect(few).toBeLessThanOrEqual(4);
  });
});
