import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTraining, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * F14 (decision 010, "Who sees a training"): a club-wide training (team null) is for
 * everyone who has the Træning screen; RU members, for whom the spec hides Træning, see no
 * trainings at all: not in the list, not by id, not in their calendar feed (push: push.api.test.ts).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SENIOR1 = 'serie_3_pulje_5';

async function feedSummaries(headers: Record<string, string>) {
  const link = await t.request({ method: 'POST', url: '/api/calendar/token', headers });
  expect(link.statusCode).toBe(200);
  const feed = await t.request({ method: 'GET', url: new URL(link.json().url).pathname });
  expect(feed.statusCode).toBe(200);
  const root = new ICAL.Component(ICAL.parse(feed.body));
  return root.getAllSubcomponents('vevent').map((v) => String(v.getFirstPropertyValue('summary')));
}

const listedIds = async (headers: Record<string, string>) => {
  const res = await t.request({ method: 'GET', url: '/api/training', headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as Array<{ id: number }>).map((x) => x.id);
};

describe('who sees a club-wide training', () => {
  it('everyone with the Træning screen: players of any team, unpaid invitees and staff, in the list and the calendar feed', async () => {
    const clubWide = await buildTraining(t.deps.db, { title: 'Klubtræning for alle', team: null });
    const people = [
      await buildUser(t.deps.db, { role: 'player', team: SENIOR1 }),
      await buildUser(t.deps.db, { role: 'player', team: null }),
      await buildUser(t.deps.db, { role: 'none', team: SENIOR1 }),
      await buildUser(t.deps.db, { role: 'coach', team: SENIOR1 }),
      await buildUser(t.deps.db, { role: 'board', team: null }),
      await buildUser(t.deps.db, { role: 'admin', team: null }),
    ];
    for (const person of people) {
      const headers = await t.authFor(person.id);
      expect(await listedIds(headers), person.role).toContain(clubWide.id);
      expect((await feedSummaries(headers)).some((s) => s.startsWith('Klubtræning for alle')), person.role).toBe(true);
    }
  });

  it('RU members (no Træning screen) get no trainings: none in the list, none by id, none in the calendar feed', async () => {
    const clubWide = await buildTraining(t.deps.db, { title: 'Klubtræning RU-test', team: null });
    const teamTraining = await buildTraining(t.deps.db, { title: 'Holdtræning RU-test', team: SENIOR1 });
    // A supporter without a team, and one who still has a team from an earlier player membership.
    for (const team of [null, SENIOR1]) {
      const member = await buildUser(t.deps.db, { role: 'member', team });
      const headers = await t.authFor(member.id);
      expect(await listedIds(headers)).toEqual([]);
      for (const id of [clubWide.id, teamTraining.id]) {
        const own = await t.request({ method: 'GET', url: `/api/training/${id}/availability/${member.id}`, headers });
        expect(own.statusCode).toBe(404);
        expect(own.json().message).toBe('Træningen findes ikke');
      }
      const summaries = await feedSummaries(headers);
      expect(summaries.some((s) => s.includes('træning') || s.includes('RU-test'))).toBe(false);
    }
  });
});
