import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForYou, ForYouTask } from '@common/contracts/home';
import { instantToCopenhagen } from '@common/domain/time';
import { jobRuns, mailQueue, matchAvailability, matchSquads } from '../../db/schema';
import { countQueries } from '../../test/count-queries';
import { buildMatch, buildPayment, buildTraining, buildTrainings, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// The app's clock: the tasks are time-driven. Whole hours near the real time (sessions are real).
let clock = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
const HOUR = 3_600_000;
const at = (hours: number) => new Date(clock.getTime() + hours * HOUR);
const day = (days: number) => instantToCopenhagen(at(days * 24)).date;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const TEAM = 'serie_4_pulje_9';
const OTHER = 'serie_5_pulje_6';

const tasksOf = async (headers: Record<string, string>) => {
  const res = await t.request({ method: 'GET', url: '/api/home/for-you', headers });
  expect(res.statusCode).toBe(200);
  return res.json<ForYou>().tasks;
};
/** 'kind' for the club's tasks, 'kind:event id' for an event's. */
const keys = (tasks: ForYouTask[]) =>
  tasks.map((task) => ('event' in task ? `${task.kind}:${task.event.id}` : task.kind));

describe("'Til dig' tasks for staff", () => {
  it('says nothing to do when there is nothing, for every role', async () => {
    for (const role of ['player', 'coach', 'board', 'admin'] as const) {
      const team = role === 'player' || role === 'coach' ? 'motionsholdet' : null;
      const person = await buildUser(t.deps.db, { role, team });
      expect(await tasksOf(await t.authFor(person.id)), role).toEqual([]);
    }
  });

  it('gives the coach the tasks of the team they coach, in the order they are due, each gone once done', async () => {
    const db = t.deps.db;
    const coach = await buildUser(db, { role: 'coach', team: TEAM });
    const headers = await t.authFor(coach.id);
    const [anna, bo] = [
      await buildUser(db, { role: 'player', team: TEAM, firstName: 'Anna' }),
      await buildUser(db, { role: 'player', team: TEAM, firstName: 'Bo' }),
    ];
    const otherPlayer = await buildUser(db, { role: 'player', team: OTHER });

    // Coming: the next match in four days (squad due from five days before), one in six days.
    const next = await buildMatch(db, { team: TEAM, opponent: 'B.93', date: at(4 * 24) });
    await buildMatch(db, { team: TEAM, opponent: 'KB', date: at(6 * 24) });
    // Played: two days ago, no score yet; three weeks ago (outside the fortnight).
    const played = await buildMatch(db, { team: TEAM, opponent: 'Frem', venue: 'home', date: at(-2 * 24) });
    await buildMatch(db, { team: TEAM, opponent: 'AB', date: at(-21 * 24) });
    const tuesday = await buildTraining(db, { team: TEAM, title: 'Tirsdagstræning', date: at(-3 * 24) });
    const tomorrow = await buildTraining(db, { team: TEAM, title: 'Lørdagstræning', date: at(30) });
    await buildTraining(db, { team: TEAM, date: at(54) });
    // Another team's events are never this coach's.
    await buildMatch(db, { team: OTHER, date: at(3 * 24) });
    await buildMatch(db, { team: OTHER, date: at(-1 * 24) });
    await buildTraining(db, { team: OTHER, date: at(-1 * 24) });
    // Kontingent: Bo's is past due; Anna's is not due yet; the other team's player's is past due.
    await buildPayment(db, { userId: bo.id, kind: 'kontingent', dueDate: day(-4) });
    await buildPayment(db, { userId: anna.id, kind: 'kontingent', dueDate: day(10) });
    await buildPayment(db, { userId: otherPlayer.id, kind: 'kontingent', dueDate: day(-4) });
    await db.insert(matchAvailability).values({ matchId: next.id, userId: anna.id, available: true });

    const tasks = await tasksOf(headers);
    // The information for the board comes last.
    expect(keys(tasks)).toEqual([
      `attendance:${tuesday.id}`,
      `result:${played.id}`,
      `attendance:${played.id}`,
      `remind:${tomorrow.id}`,
      `squad:${next.id}`,
      `remind:${next.id}`,
      'unpaid-players',
    ]);
    const reminds = tasks.filter((task) => task.kind === 'remind');
    // The same people as the staff lists' 'Ikke svaret' and Påmind nu: the coach too.
    expect(reminds.map((task) => [task.event.kind, task.event.title, task.count])).toEqual([
      ['training', 'Lørdagstræning', 3],
      ['match', 'B.93', 2],
    ]);
    expect(tasks.find((task) => task.kind === 'unpaid-players')).toMatchObject({
      count: 1,
      teamName: 'Senior 3',
    });

    // Each is done where it is done, and leaves.
    await db.insert(matchSquads).values({ matchId: next.id, status: 'published', publishedAt: clock });
    for (const url of [`/api/matches/${next.id}/remind`, `/api/training/${tomorrow.id}/remind`])
      expect((await t.request({ method: 'POST', url, headers })).statusCode).toBe(200);
    const result = await t.request({
      method: 'PATCH',
      url: `/api/matches/${played.id}`,
      headers,
      payload: { homeScore: 2, awayScore: 1, status: 'completed' },
    });
    expect(result.statusCode).toBe(200);
    const attended = await t.request({
      method: 'PUT',
      url: `/api/training/${tuesday.id}/attendance`,
      headers,
      payload: { present: [anna.id] },
    });
    expect(attended.statusCode).toBe(200);
    // The club scored: its goals are still missing.
    expect(keys(await tasksOf(headers))).toEqual([
      `events:${played.id}`,
      `attendance:${played.id}`,
      'unpaid-players',
    ]);

    const goals = await t.request({
      method: 'PUT',
      url: `/api/matches/${played.id}/events`,
      headers,
      payload: { events: [{ userId: anna.id, type: 'goal', count: 2 }] },
    });
    expect(goals.statusCode).toBe(200);
    const present = { present: [anna.id] };
    const matchAttended = await t.request({
      method: 'PUT',
      url: `/api/matches/${played.id}/attendance`,
      headers,
      payload: present,
    });
    expect(matchAttended.statusCode).toBe(200);
    expect(keys(await tasksOf(headers))).toEqual(['unpaid-players']);

    // Six hours after Påmind nu, some have still not answered: the reminders are due again.
    clock = at(7);
    expect(keys(await tasksOf(headers))).toEqual([
      `remind:${tomorrow.id}`,
      `remind:${next.id}`,
      'unpaid-players',
    ]);
  });

  it('asks for no goals when the club did not score, and no Påmind nu when only the reader has not answered', async () => {
    const db = t.deps.db;
    const coach = await buildUser(db, { role: 'coach', team: 'herresenior_2_pulje_5' });
    const away = await buildMatch(db, {
      team: 'herresenior_2_pulje_5',
      venue: 'away',
      date: at(-24),
      status: 'completed',
      homeScore: 3,
      awayScore: 0,
    });
    // The coach is the team's only one without an answer: their own answer is the task, not Påmind nu.
    const coming = await buildMatch(db, { team: 'herresenior_2_pulje_5', date: at(48) });
    const tasks = await tasksOf(await t.authFor(coach.id));
    expect(keys(tasks).filter((key) => key.endsWith(`:${away.id}`))).toEqual([`attendance:${away.id}`]);
    expect(keys(tasks).filter((key) => key.endsWith(`:${coming.id}`))).toEqual([`squad:${coming.id}`]);
  });

  it('gives the board overdue kontingent and unpaid registrations, and admin also failed jobs and mails; never a coach task', async () => {
    const db = t.deps.db;
    await buildUser(db, { role: 'none', team: TEAM });
    const board = await buildUser(db, { role: 'board', team: null });
    const boardTasks = await tasksOf(await t.authFor(board.id));
    expect(boardTasks.map((task) => task.kind)).toEqual(['kontingent-overdue', 'registrations-unpaid']);
    expect(boardTasks[0]).toMatchObject({ count: 2, total: 100000 });
    expect(boardTasks[1]).toMatchObject({ count: 1 });

    const admin = await buildUser(db, { role: 'admin', team: null });
    const adminHeaders = await t.authFor(admin.id);
    expect((await tasksOf(adminHeaders)).map((task) => task.kind)).toEqual([
      'kontingent-overdue',
      'registrations-unpaid',
    ]);
    const [job] = await t.deps.jobs.list();
    await db.insert(jobRuns).values({
      name: job!.name,
      lastStartedAt: at(-1),
      lastFinishedAt: at(-1),
      lastError: 'connect ECONNREFUSED',
    });
    const mail = {
      kind: 'test',
      recipient: 'x@example.dk',
      subject: 'S',
      text: 'T',
      html: 'H',
      status: 'failed',
    };
    await db.insert(mailQueue).values([
      { ...mail, eventKey: 'a', createdAt: at(-2) },
      // Failed long ago: no longer a task.
      { ...mail, eventKey: 'b', createdAt: at(-30 * 24) },
    ]);
    const adminTasks = await tasksOf(adminHeaders);
    expect(adminTasks.map((task) => task.kind)).toEqual([
      'kontingent-overdue',
      'registrations-unpaid',
      'failed-mails',
      'failed-jobs',
    ]);
    expect(adminTasks.find((task) => task.kind === 'failed-jobs')).toMatchObject({
      count: 1,
      labels: [job!.label],
    });
    expect(adminTasks.find((task) => task.kind === 'failed-mails')).toMatchObject({ count: 1 });
    // The board is not told about the system's jobs and mails.
    expect((await tasksOf(await t.authFor(board.id))).map((task) => task.kind)).not.toContain('failed-jobs');
  });

  it("keeps the same number of queries for a coach's 1 event as for 40", async () => {
    const db = t.deps.db;
    const team = 'motionsholdet';
    const coach = await buildUser(db, { role: 'coach', team });
    const headers = await t.authFor(coach.id);
    await tasksOf(headers); // warm the session
    await buildTraining(db, { team, date: at(-24) });
    const few = await countQueries(t, () => tasksOf(headers));
    await buildTrainings(
      db,
      Array.from({ length: 39 }, (_, i) => ({ team, date: at(-24 - i * 6) })),
    );
    await buildMatch(db, { team, date: at(-30) });
    await buildMatch(db, { team, date: at(30) });
    const many = await countQueries(t, () => tasksOf(headers));
    expect(many).toBe(few);
  });
});
