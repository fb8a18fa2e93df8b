import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForYou } from '@common/contracts/home';
import { announcements, matchSquadPlayers, matchSquads } from '../../db/schema';
import { countQueries } from '../../test/count-queries';
import {
  buildMatch,
  buildPayment,
  buildTraining,
  buildTrainings,
  buildUser,
  inDays,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TEAM = 'serie_3_pulje_5';
const forYou = async (headers: Record<string, string>) => {
  const res = await t.request({ method: 'GET', url: '/api/home/for-you', headers });
  expect(res.statusCode).toBe(200);
  return res.json<ForYou>();
};

describe("GET /api/home/for-you ('Til dig', decision 075)", () => {
  it("lists the person's own unanswered events of the next 7 days, payment, important news, squads and prompts; an answer removes the event", async () => {
    const me = await buildUser(t.deps.db, { role: 'player', team: TEAM, manualMembership: true });
    const headers = await t.authFor(me.id);
    const training = await buildTraining(t.deps.db, {
      title: 'Tirsdagstræning',
      team: TEAM,
      date: inDays(1),
    });
    await buildTraining(t.deps.db, { title: 'Klubtræning', team: null, date: inDays(2) });
    await buildTraining(t.deps.db, { title: 'Andet hold', team: 'serie_5_pulje_6', date: inDays(1) });
    await buildTraining(t.deps.db, { title: 'Om to uger', team: TEAM, date: inDays(14) });
    await buildTraining(t.deps.db, { title: 'Aflyst', team: TEAM, date: inDays(1), status: 'cancelled' });
    const match = await buildMatch(t.deps.db, { opponent: 'B93', team: TEAM, date: inDays(3) });
    await t.deps.db
      .insert(matchSquads)
      .values({ matchId: match.id, status: 'published', publishedAt: new Date() });
    await t.deps.db
      .insert(matchSquadPlayers)
      .values({ matchId: match.id, userId: me.id, selection: 'starter' });
    await buildPayment(t.deps.db, { userId: me.id, amount: 60000, status: 'pending', dueDate: '2020-01-01' });
    await t.deps.db.insert(announcements).values([
      { title: 'Vigtigt: generalforsamling', content: 'x', important: true },
      { title: 'Almindelig nyhed', content: 'x' },
    ]);

    const first = await forYou(headers);
    expect(first.events.map((e) => e.title)).toEqual(['Tirsdagstræning', 'Klubtræning', 'B93']);
    expect(first.payment).toEqual({ count: 1, total: 60000, overdue: true });
    expect(first.announcements).toEqual({ count: 1, titles: ['Vigtigt: generalforsamling'] });
    expect(first.squads).toEqual([
      expect.objectContaining({ matchId: match.id, opponent: 'B93', selection: 'starter' }),
    ]);
    expect(first.prompts).toEqual(['add-card']);

    const answer = await t.request({
      method: 'POST',
      url: `/api/training/${training.id}/availability`,
      headers,
      payload: { available: true },
    });
    expect(answer.statusCode).toBe(200);
    expect((await forYou(headers)).events.map((e) => e.title)).toEqual(['Klubtræning', 'B93']);
  });

  it("does not ask staff without a team about a team's match, and shows nothing of anyone else's", async () => {
    const admin = await buildUser(t.deps.db, { role: 'admin', team: null });
    const mine = await forYou(await t.authFor(admin.id));
    expect(mine.events.every((e) => e.kind === 'training' && e.teamName === null)).toBe(true);
    expect(mine.payment).toBeNull();
    expect(mine.squads).toEqual([]);
    expect(mine.prompts).toEqual([]);
    const invitee = await buildUser(t.deps.db, { role: 'none', team: TEAM });
    expect((await forYou(await t.authFor(invitee.id))).events).toEqual([]);
  });

  it('keeps the same number of queries for 1 unanswered training as for 40', async () => {
    const me = await buildUser(t.deps.db, { role: 'coach', team: 'serie_4_pulje_9' });
    const headers = await t.authFor(me.id);
    await forYou(headers); // warm the session
    await buildTraining(t.deps.db, { team: 'serie_4_pulje_9', date: inDays(1) });
    const few = await countQueries(t, () => forYou(headers));
    await buildTrainings(
      t.deps.db,
      Array.from({ length: 39 }, (_, i) => ({ team: 'serie_4_pulje_9', date: inDays(1 + i / 10) })),
    );
    const many = await countQueries(t, () => forYou(headers));
    expect(many).toBe(few);
    // 'Til dig' and the session; a coach's tasks add six more, whatever they hold (decision 098).
    expect(few).toBeLessThanOrEqual(12);
  });
});

describe("'Til dig' and Forventet fremmøde (decision 074)", () => {
  it('does not ask a player of such a team about its trainings; its coach and club-wide trainings still are', async () => {
    const team = 'herresenior_2_pulje_5';
    await t.deps.teams.setExpectedAttendance(team, true);
    await buildTraining(t.deps.db, { title: 'Forventet', team, date: inDays(1.5) });
    const player = await buildUser(t.deps.db, { role: 'player', team });
    const coach = await buildUser(t.deps.db, { role: 'coach', team });
    const titles = async (id: number) => (await forYou(await t.authFor(id))).events.map((e) => e.title);
    expect(await titles(player.id)).not.toContain('Forventet');
    expect(await titles(coach.id)).toContain('Forventet');
  });
});

describe('POST /api/home/prompts/:key/dismiss (Skjul)', () => {
  it('hides the add-card prompt for good; an unknown key is refused in Danish and changes nothing', async () => {
    const me = await buildUser(t.deps.db, { role: 'member', team: null, manualMembership: true });
    const headers = await t.authFor(me.id);
    expect((await forYou(headers)).prompts).toEqual(['add-card']);
    const bad = await t.request({ method: 'POST', url: '/api/home/prompts/noget-andet/dismiss', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe('Ukendt forslag');
    expect((await forYou(headers)).prompts).toEqual(['add-card']);
    for (let i = 0; i < 2; i++) {
      const ok = await t.request({ method: 'POST', url: '/api/home/prompts/add-card/dismiss', headers });
      expect(ok.statusCode).toBe(200);
    }
    expect((await forYou(headers)).prompts).toEqual([]);
  });
});
