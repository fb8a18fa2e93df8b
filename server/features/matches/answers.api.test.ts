import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match } from '@common/contracts/matches';
import type { TrainingListItem } from '@common/contracts/training';
import { matchAvailability, trainingAvailability, users } from '../../db/schema';
import { buildMatch, buildTraining, buildTrainingAnswers, buildUser, inDays } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Each listed match and training carries its answer counts and, for staff and the team's players, who is coming (decisions 078, 097). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TEAM = 'serie_4_pulje_9';

describe('answer counts and faces in the lists', () => {
  it("counts klar, ikke klar and mangler svar for everyone, and names who is coming to staff and the team's players", async () => {
    const [a, b, c] = await Promise.all(
      ['Anna', 'Bo', 'Carl'].map((firstName) => buildUser(t.deps.db, { role: 'player', team: TEAM, firstName, lastName: 'Hansen' })),
    );
    const match = await buildMatch(t.deps.db, { date: inDays(3), team: TEAM });
    const training = await buildTraining(t.deps.db, { date: inDays(2), team: TEAM });
    await t.deps.db.insert(matchAvailability).values([
      { matchId: match.id, userId: a!.id, available: true },
      { matchId: match.id, userId: b!.id, available: false },
    ]);
    await buildTrainingAnswers(t.deps.db, [{ trainingId: training.id, userId: c!.id, available: true }]);
    const player = await buildUser(t.deps.db, { role: 'player', team: TEAM });
    const playerHeaders = await t.authFor(player.id);
    const coach = await t.roleUser('coach');

    const matchFor = async (headers: Record<string, string>) =>
      (await t.request({ method: 'GET', url: '/api/matches', headers })).json<Match[]>().find((m) => m.id === match.id)!;
    const trainingFor = async (headers: Record<string, string>) =>
      (await t.request({ method: 'GET', url: '/api/training', headers })).json<TrainingListItem[]>().find((x) => x.id === training.id)!;

    // The team: Anna, Bo, Carl and the player; Carl and the player have not answered the match.
    const anna = { id: a!.id, firstName: 'Anna', lastName: 'Hansen', profileImageUrl: null };
    expect((await matchFor(playerHeaders)).answers).toEqual({ klar: 1, ikkeKlar: 1, mangler: 2, coming: [anna] });
    expect((await matchFor(coach.headers)).answers).toEqual({
      klar: 1,
      ikkeKlar: 1,
      mangler: 2,
      coming: [anna],
    });
    expect((await trainingFor(playerHeaders)).answers.coming.map((p) => p.firstName)).toEqual(['Carl']);
    expect((await trainingFor(coach.headers)).answers.coming.map((p) => p.firstName)).toEqual(['Carl']);

    // Answering moves the player from mangler svar to klar.
    const res = await t.request({ method: 'POST', url: `/api/matches/${match.id}/availability`, headers: playerHeaders, payload: { available: true } });
    expect(res.statusCode).toBe(200);
    expect((await matchFor(playerHeaders)).answers).toMatchObject({ klar: 2, ikkeKlar: 1, mangler: 1 });
  });

  it('training counts match a count of each roster by hand: a club-wide training and a team with Forventet fremmøde', async () => {
    const OTHER = 'serie_5_pulje_6';
    await t.deps.teams.setExpectedAttendance(OTHER, true);
    const people = await Promise.all([
      buildUser(t.deps.db, { role: 'player', team: OTHER }),
      buildUser(t.deps.db, { role: 'player', team: OTHER }),
      buildUser(t.deps.db, { role: 'coach', team: OTHER }),
      buildUser(t.deps.db, { role: 'coach', team: null }),
      buildUser(t.deps.db, { role: 'member', team: OTHER }),
    ]);
    const clubWide = await buildTraining(t.deps.db, { date: inDays(4), team: null });
    const forventet = await buildTraining(t.deps.db, { date: inDays(5), team: OTHER });
    await buildTrainingAnswers(t.deps.db, [
      { trainingId: clubWide.id, userId: people[0]!.id, available: true },
      { trainingId: clubWide.id, userId: people[4]!.id, available: true },
      { trainingId: forventet.id, userId: people[1]!.id, available: false },
      { trainingId: forventet.id, userId: people[2]!.id, available: true },
    ]);
    const everyone = await t.deps.db.select({ id: users.id, role: users.role, team: users.team }).from(users);
    const answered = await t.deps.db.select().from(trainingAvailability);
    const unanswered = (trainingId: number, who: (u: (typeof everyone)[number]) => boolean) =>
      everyone.filter(
        (u) => who(u) && !answered.some((a) => a.trainingId === trainingId && a.userId === u.id),
      ).length;
    const list = (
      await t.request({ method: 'GET', url: '/api/training', headers: (await t.roleUser('admin')).headers })
    ).json<TrainingListItem[]>();
    const wide = list.find((x) => x.id === clubWide.id)!;
    const own = list.find((x) => x.id === forventet.id)!;
    const staff = (u: { role: string }) => u.role === 'player' || u.role === 'coach';
    expect(wide.answers.mangler).toBe(unanswered(clubWide.id, staff));
    expect(wide.expectedCount).toBe(0);
    // Forventet fremmøde: the team's players count as coming, so only its coaches can be missing.
    expect(own.answers.mangler).toBe(unanswered(forventet.id, (u) => u.team === OTHER && u.role === 'coach'));
    expect(own.expectedCount).toBe(unanswered(forventet.id, (u) => u.team === OTHER && u.role === 'player'));
    expect(own.expectedCount).toBe(1);
  });
});
