import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttendanceSheet, MissingAttendance } from '@common/contracts/attendance';
import { buildMatch, buildTraining, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eventsWithoutAttendance } from './index';

// A Friday morning; the clock the app reads too (the list is time-driven).
const clock = new Date('2027-03-19T08:00:00Z');
const daysAgo = (days: number, hour = 17) => new Date(Date.UTC(2027, 2, 19 - days, hour, 0, 0));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

describe('Events without attendance (decision 072)', () => {
  it('lists the started, not cancelled, unregistered events of the last days of the scope, oldest first', async () => {
    const db = t.deps.db;
    const team = 'serie_4_pulje_9';
    const tuesday = await buildTraining(db, { team, date: daysAgo(3), title: 'Tirsdagstræning' });
    const thursday = await buildTraining(db, { team, date: daysAgo(1), title: 'Torsdagstræning' });
    const clubWide = await buildTraining(db, { team: null, date: daysAgo(2), title: 'Fællestræning' });
    const match = await buildMatch(db, { team, date: daysAgo(5), opponent: 'B.93', status: 'completed' });
    // Not listed: later today, cancelled, older than the window, another team's.
    await buildTraining(db, { team, date: new Date(clock.getTime() + 3600_000) });
    await buildTraining(db, { team, date: daysAgo(4), status: 'cancelled' });
    await buildTraining(db, { team, date: daysAgo(20) });
    const other = await buildTraining(db, { team: 'motionsholdet', date: daysAgo(1) });

    const coachView = await eventsWithoutAttendance(db, {
      teams: [team],
      clubWide: true,
      now: clock,
      days: 14,
    });
    expect(coachView.map((e) => [e.kind, e.id])).toEqual([
      ['match', match.id],
      ['training', tuesday.id],
      ['training', clubWide.id],
      ['training', thursday.id],
    ]);
    expect(coachView[0]).toMatchObject({ title: 'B.93', teamName: expect.any(String) });
    expect(coachView.find((e) => e.id === clubWide.id && e.kind === 'training')?.teamName).toBeNull();

    const noClubWide = await eventsWithoutAttendance(db, {
      teams: [team],
      clubWide: false,
      now: clock,
      days: 14,
    });
    const trainingIds = (list: typeof coachView) =>
      list.filter((e) => e.kind === 'training').map((e) => e.id);
    expect(trainingIds(noClubWide)).not.toContain(clubWide.id);
    expect(await eventsWithoutAttendance(db, { teams: [], clubWide: false, now: clock, days: 14 })).toEqual(
      [],
    );

    const everyone = await eventsWithoutAttendance(db, {
      teams: 'all',
      clubWide: true,
      now: clock,
      days: 14,
    });
    expect(trainingIds(everyone)).toEqual(expect.arrayContaining([other.id, clubWide.id, tuesday.id]));

    // Registered (even 'nobody came') leaves the list.
    const coach = await t.roleUser('admin');
    const res = await t.request({
      method: 'PUT',
      url: `/api/training/${tuesday.id}/attendance`,
      headers: coach.headers,
      payload: { present: [] },
    });
    expect(res.statusCode).toBe(200);
    const after = await eventsWithoutAttendance(db, { teams: [team], clubWide: true, now: clock, days: 14 });
    expect(trainingIds(after)).not.toContain(tuesday.id);
  });

  it("Fremmøde lists a coach's events of the last 14 days still without attendance; registering the morning after (and correcting) takes them off", async () => {
    const db = t.deps.db;
    const team = 'herresenior_2_pulje_5';
    const coachUser = await buildUser(db, { role: 'coach', team });
    const coach = await t.authFor(coachUser.id);
    const [anna, bo] = await Promise.all([
      buildUser(db, { team, firstName: 'Anna' }),
      buildUser(db, { team, firstName: 'Bo' }),
    ]);
    const tuesday = await buildTraining(db, { team, date: daysAgo(3), title: 'Tirsdag' });
    const thursday = await buildTraining(db, { team, date: daysAgo(1), title: 'Torsdag' });
    const played = await buildMatch(db, { team, date: daysAgo(6), opponent: 'K.B.', status: 'completed' });
    const elsewhere = await buildTraining(db, { team: 'motionsholdet', date: daysAgo(1) });
    const missing = async (headers: Record<string, string>, query = '') => {
      const res = await t.request({ method: 'GET', url: `/api/attendance/missing${query}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<MissingAttendance>();
    };
    const own = await missing(coach);
    expect(own.days).toBe(14);
    const keys = (list: MissingAttendance) => list.events.map((e) => `${e.kind}:${e.id}`);
    expect(keys(own)).toEqual(
      expect.arrayContaining([`match:${played.id}`, `training:${tuesday.id}`, `training:${thursday.id}`]),
    );
    expect(keys(own)).not.toContain(`training:${elsewhere.id}`);
    expect(own.events.find((e) => e.kind === 'match')).toMatchObject({
      title: 'K.B.',
      teamName: expect.any(String),
      date: daysAgo(6).toISOString(),
    });
    // Newest first: what was just held is what the coach remembers.
    const dates = own.events.map((e) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());

    // Board and admin: every team's, or one team's when asked.
    const admin = (await t.roleUser('admin')).headers;
    expect(keys(await missing(admin))).toEqual(
      expect.arrayContaining([`training:${elsewhere.id}`, `training:${tuesday.id}`]),
    );
    expect(keys(await missing(admin, `?team=${team}`))).not.toContain(`training:${elsewhere.id}`);

    // Friday morning: Tuesday's training registered, then corrected.
    const url = `/api/training/${tuesday.id}/attendance`;
    const put = (present: number[]) =>
      t.request({ method: 'PUT', url, headers: coach, payload: { present } });
    expect((await put([anna.id, bo.id])).statusCode).toBe(200);
    const corrected = await put([anna.id]);
    expect(corrected.statusCode).toBe(200);
    expect(
      corrected
        .json<AttendanceSheet>()
        .people.filter((p) => p.present)
        .map((p) => p.userId),
    ).toEqual([anna.id]);
    expect(keys(await missing(coach))).not.toContain(`training:${tuesday.id}`);
    expect(keys(await missing(coach))).toContain(`training:${thursday.id}`);

    // Another team's, a team that does not exist, a player: refused in Danish, nothing changed.
    const refused: Array<[Record<string, string>, string, number, string]> = [
      [coach, '?team=motionsholdet', 403, 'Du kan kun gøre dette for dit eget hold'],
      [coach, '?team=ukendt', 400, 'Ukendt hold'],
      [coach, '?hold=x', 400, expect.any(String) as unknown as string],
      [(await t.roleUser('player')).headers, '', 403, expect.any(String) as unknown as string],
    ];
    for (const [headers, query, status, message] of refused) {
      const res = await t.request({ method: 'GET', url: `/api/attendance/missing${query}`, headers });
      expect(res.statusCode, query).toBe(status);
      expect(res.json().message, query).toEqual(message);
    }
    const otherCoach = await t.authFor((await buildUser(db, { role: 'coach', team: 'motionsholdet' })).id);
    const theirs = await t.request({ method: 'PUT', url, headers: otherCoach, payload: { present: [] } });
    expect(theirs.statusCode).toBe(403);
    const sheet = await t.request({ method: 'GET', url, headers: coach });
    expect(
      sheet
        .json<AttendanceSheet>()
        .people.filter((p) => p.present)
        .map((p) => p.userId),
    ).toEqual([anna.id]);
  });
});
