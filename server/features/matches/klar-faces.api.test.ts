import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match } from '@common/contracts/matches';
import type { TrainingListItem } from '@common/contracts/training';
import { matchAvailability } from '../../db/schema';
import { buildMatch, buildTraining, buildTrainingAnswers, buildUser, inDays } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * D22 (decision 097): the faces of who said Klar are shown to the team's players as well as to
 * staff, on the lists' event cards; RU members and other teams' players get the counts only, and
 * Ikke klar is never among the faces. The server decides: nobody else is sent the names.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TEAM = 'serie_4_pulje_9';
const OTHER = 'serie_5_pulje_6';
type Headers = Record<string, string>;

describe('who is coming, by face (D22)', () => {
  it("the team's players see who said Klar on its matches and trainings; other teams' players and RU members see counts only", async () => {
    const [anna, bo] = await Promise.all([
      buildUser(t.deps.db, { team: TEAM, firstName: 'Anna', lastName: 'Holm' }),
      buildUser(t.deps.db, { team: TEAM, firstName: 'Bo', lastName: 'Lund' }),
    ]);
    const match = await buildMatch(t.deps.db, { date: inDays(3), team: TEAM });
    const later = await buildMatch(t.deps.db, { date: inDays(9), team: TEAM });
    const training = await buildTraining(t.deps.db, { date: inDays(2), team: TEAM });
    const clubWide = await buildTraining(t.deps.db, { date: inDays(4), team: null });
    await t.deps.db.insert(matchAvailability).values([
      { matchId: match.id, userId: anna.id, available: true },
      { matchId: match.id, userId: bo.id, available: false },
      { matchId: later.id, userId: anna.id, available: true },
    ]);
    await buildTrainingAnswers(t.deps.db, [
      { trainingId: training.id, userId: anna.id, available: true },
      { trainingId: training.id, userId: bo.id, available: false },
      { trainingId: clubWide.id, userId: bo.id, available: true },
    ]);
    const headersOf = async (team: string | null, role: 'player' | 'member') =>
      t.authFor((await buildUser(t.deps.db, { team, role })).id);
    const [teamPlayer, otherPlayer, member] = await Promise.all([
      headersOf(TEAM, 'player'),
      headersOf(OTHER, 'player'),
      headersOf(TEAM, 'member'),
    ]);
    const anna_ = { id: anna.id, firstName: 'Anna', lastName: 'Holm', profileImageUrl: null };
    const bo_ = { id: bo.id, firstName: 'Bo', lastName: 'Lund', profileImageUrl: null };

    const matchesFor = async (headers: Headers, query = '') =>
      (await t.request({ method: 'GET', url: `/api/matches${query}`, headers })).json<Match[]>();
    const comingTo = async (headers: Headers, id: number, query = '') =>
      (await matchesFor(headers, query)).find((m) => m.id === id)?.answers.coming;
    const trainingComing = async (headers: Headers, id: number) =>
      (await t.request({ method: 'GET', url: '/api/training', headers }))
        .json<TrainingListItem[]>()
        .find((x) => x.id === id)?.answers.coming;

    // The first page (shared cache) and a later page (?after=) alike.
    const after = `?after=${encodeURIComponent(inDays(5).toISOString())}`;
    expect(await comingTo(teamPlayer, match.id)).toEqual([anna_]);
    expect(await comingTo(teamPlayer, later.id, after)).toEqual([anna_]);
    expect(await trainingComing(teamPlayer, training.id)).toEqual([anna_]);
    expect(await trainingComing(teamPlayer, clubWide.id)).toEqual([bo_]);

    // Another team's player: the counts, no names (the coach's cached faces never reach them).
    expect(await comingTo((await t.roleUser('coach')).headers, match.id)).toEqual([anna_]);
    const theirs = (await matchesFor(otherPlayer)).find((m) => m.id === match.id)!;
    expect(theirs.answers).toEqual({ klar: 1, ikkeKlar: 1, mangler: expect.any(Number), coming: [] });
    expect(await comingTo(otherPlayer, later.id, after)).toEqual([]);
    // A club-wide training is every team's.
    expect(await trainingComing(otherPlayer, clubWide.id)).toEqual([bo_]);

    // An RU member: counts only, and no trainings at all.
    expect(await comingTo(member, match.id)).toEqual([]);
    expect(await comingTo(member, later.id, after)).toEqual([]);
    expect(await trainingComing(member, training.id)).toBeUndefined();
  });
});
