import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teams } from '../../db/schema';
import type { NotAnswered, TrainingListItem } from '@common/contracts/training';
import type { ClubEvents } from '../../lib/events';
import { pushRepository } from '../push/push.repository';
import { buildTraining, buildUser, inDays } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Forventet fremmøde til træning (decision 074). */
let t: TestApp;
const reminders: Array<ClubEvents['availability.remind']> = [];
beforeAll(async () => {
  t = await createTestApp();
  t.deps.events.on('availability.remind', (e) => void reminders.push(e));
});
afterAll(() => t.close());

const TEAM = 'serie_5_pulje_6';
const url = `/api/teams/${TEAM}/expected-attendance`;
const stored = async () => (await t.deps.db.select().from(teams).where(eq(teams.code, TEAM)))[0]?.expectedAttendance;

describe('PUT /api/teams/:code/expected-attendance', () => {
  it('lets the team’s coach and the admin switch it; others, other teams’ coaches and bad input change nothing', async () => {
    const coach = await t.authFor((await buildUser(t.deps.db, { role: 'coach', team: TEAM })).id);
    const otherCoach = await t.authFor((await buildUser(t.deps.db, { role: 'coach', team: 'serie_4_pulje_9' })).id);
    const put = (headers: Record<string, string>, payload: unknown, at = url) =>
      t.request({ method: 'PUT', url: at, headers, payload: payload as object });

    expect((await t.request({ method: 'PUT', url, payload: { expected: true } })).statusCode).toBe(401);
    for (const role of ['player', 'board', 'none'] as const)
      expect((await put((await t.roleUser(role)).headers, { expected: true })).statusCode).toBe(403);
    const other = await put(otherCoach, { expected: true });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Du kan kun gøre dette for dit eget hold');
    for (const bad of [{}, { expected: 'ja' }, { expected: true, extra: 1 }]) {
      const res = await put(coach, bad);
      expect(res.statusCode).toBe(400);
    }
    expect((await put(coach, {})).json().message).toBe('Angiv om spillerne forventes til træning');
    expect(await stored()).toBe(false);

    const on = await put(coach, { expected: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ code: TEAM, expectedAttendance: true });
    expect(await stored()).toBe(true);
    const teamsList = await t.request({ method: 'GET', url: '/api/teams', headers: coach });
    expect(teamsList.json().find((x: { code: string }) => x.code === TEAM).expectedAttendance).toBe(true);

    const admin = (await t.roleUser('admin')).headers;
    expect((await put(admin, { expected: false })).json()).toMatchObject({ expectedAttendance: false });
    expect((await put(admin, { expected: true }, '/api/teams/findes_ikke/expected-attendance')).statusCode).toBe(404);
    expect(await stored()).toBe(false);
  });

  it('counts unanswered players as Forventet in the lists and counts, skips reminders, and Påmind nu reminds nobody expected', async () => {
    const coachUser = await buildUser(t.deps.db, { role: 'coach', team: TEAM });
    const coach = await t.authFor(coachUser.id);
    const [silent, yes, no] = await Promise.all([
      buildUser(t.deps.db, { team: TEAM, firstName: 'Aage' }),
      buildUser(t.deps.db, { team: TEAM, firstName: 'Bent' }),
      buildUser(t.deps.db, { team: TEAM, firstName: 'Carl' }),
    ]);
    const training = await buildTraining(t.deps.db, { team: TEAM, date: inDays(1) });
    const answer = async (userId: number, available: boolean) =>
      t.request({ method: 'POST', url: `/api/training/${training.id}/availability`, headers: await t.authFor(userId), payload: { available } });
    expect((await answer(yes.id, true)).statusCode).toBe(200);
    expect((await answer(no.id, false)).statusCode).toBe(200);
    await t.deps.teams.setExpectedAttendance(TEAM, true);

    const item = async () =>
      (await t.request({ method: 'GET', url: '/api/training', headers: coach })).json<TrainingListItem[]>().find((x) => x.id === training.id)!;
    const players = (await t.deps.db.query.users.findMany({ where: (u, { and, eq: e }) => and(e(u.team, TEAM), e(u.role, 'player')) })).length;
    const counted = await item();
    expect(counted).toMatchObject({ availableCount: 1, unavailableCount: 1 });
    // Every player of the team without an answer (Aage and any others), never the Ikke klar one.
    expect(counted.expectedCount).toBe(players - 2);
    expect(counted.expectedCount).toBeGreaterThanOrEqual(1);

    const notAnswered = (await t.request({ method: 'GET', url: `/api/training/${training.id}/not-answered`, headers: coach })).json<NotAnswered>();
    expect(notAnswered.find((p) => p.id === silent.id)).toMatchObject({ expected: true });
    expect(notAnswered.find((p) => p.id === coachUser.id)).toMatchObject({ expected: false });
    expect(notAnswered.some((p) => p.id === no.id)).toBe(false);

    // The scheduled reminders skip the training; Påmind nu reaches only those not expected (the coach).
    const repo = pushRepository(t.deps.db);
    const window = [new Date(), inDays(2)] as const;
    expect((await repo.trainingReminders(...window)).some((r) => r.eventId === training.id)).toBe(false);
    const remind = await t.request({ method: 'POST', url: `/api/training/${training.id}/remind`, headers: coach });
    expect(remind.statusCode).toBe(200);
    const sent = reminders.find((r) => r.kind === 'training' && r.id === training.id);
    expect(sent?.userIds).not.toContain(silent.id);
    expect(sent?.userIds).toContain(coachUser.id);

    // Off again: no one is expected, the reminders come back.
    await t.deps.teams.setExpectedAttendance(TEAM, false);
    expect((await item()).expectedCount).toBe(0);
    const again = (await t.request({ method: 'GET', url: `/api/training/${training.id}/not-answered`, headers: coach })).json<NotAnswered>();
    expect(again.find((p) => p.id === silent.id)).toMatchObject({ expected: false });
    expect((await repo.trainingReminders(...window)).some((r) => r.eventId === training.id && r.userId === silent.id)).toBe(true);
  });
});
