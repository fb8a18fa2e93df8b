import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMatch, buildTraining } from '../../test/factories';
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
});
