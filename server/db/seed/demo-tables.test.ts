import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { clubEventAnswers, clubEvents, federationTeamStats, payments } from '../schema';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from '../database';
import { seedDemoClub } from './demo';
import { ensureClub } from './ensure-club';

let database: Database;
let rows: Array<typeof federationTeamStats.$inferSelect>;
beforeAll(async () => {
  database = await openTestDatabase();
  await ensureClub(database.db);
  await seedDemoClub(database.db, 'klubdemo', new Date('2026-11-22T10:00:00Z'));
  rows = await database.db.select().from(federationTeamStats);
});
afterAll(() => database.close());

const tables = () => {
  const byTeam = new Map<string, typeof rows>();
  for (const r of rows) byTeam.set(r.teamCode, [...(byTeam.get(r.teamCode) ?? []), r]);
  return [...byTeam.entries()].map(([team, list]) => ({ team, list: list.sort((a, b) => a.position - b.position) }));
};

describe('the demo league tables (D13) add up like real ones', () => {
  it('has the four default tables', () => {
    expect(tables().map((t) => t.team).sort()).toEqual(['herresenior_2_pulje_5', 'serie_3_pulje_5', 'serie_4_pulje_9', 'serie_5_pulje_6']);
  });

  it('every row: K = V + U + T, P = 3V + U less what DBU’s remark says was deducted, +/- = scored − conceded, form from its results', () => {
    for (const r of rows) {
      const where = `${r.teamCode}: ${r.teamName}`;
      const deducted = Number(/Fratrukket (\d+) point/.exec(r.remark ?? '')?.[1] ?? 0);
      expect(r.played, where).toBe(r.wins + r.draws + r.losses);
      expect(r.points, where).toBe(3 * r.wins + r.draws - deducted);
      expect(r.goalDifference, where).toBe(r.goalsFor - r.goalsAgainst);
      const count = (c: string) => r.form.filter((f) => f === c).length;
      expect(r.form.length, where).toBeLessThanOrEqual(r.played);
      expect(count('W'), where).toBeLessThanOrEqual(r.wins);
      expect(count('D'), where).toBeLessThanOrEqual(r.draws);
      expect(count('L'), where).toBeLessThanOrEqual(r.losses);
    }
  });

  it('every table: one win per loss, draws in pairs, as many goals scored as conceded, every team one match against each other', () => {
    for (const { team, list } of tables()) {
      const sum = (pick: (r: (typeof list)[number]) => number) => list.reduce((s, r) => s + pick(r), 0);
      expect(sum((r) => r.wins), team).toBe(sum((r) => r.losses));
      expect(sum((r) => r.draws) % 2, team).toBe(0);
      expect(sum((r) => r.goalsFor), team).toBe(sum((r) => r.goalsAgainst));
      expect(new Set(list.map((r) => r.played)), team).toEqual(new Set([list.length - 1]));
    }
  });

  it('every table is numbered 1…n and sorted by DBU’s order: points, goal difference, goals scored', () => {
    for (const { team, list } of tables()) {
      expect(list.map((r) => r.position), team).toEqual(list.map((_, i) => i + 1));
      for (let i = 1; i < list.length; i++) {
        const [a, b] = [list[i - 1]!, list[i]!];
        const key = (r: typeof a) => [r.points, r.goalDifference, r.goalsFor];
        const ahead = key(a).findIndex((v, k) => v !== key(b)[k]!);
        expect(ahead === -1 || key(a)[ahead]! > key(b)[ahead]!, `${team}: ${a.teamName} above ${b.teamName}`).toBe(true);
      }
    }
  });

  it('has one point deduction with its remark, so Stilling shows one', () => {
    expect(rows.filter((r) => r.remark !== null).map((r) => [r.teamCode, r.teamName, r.remark])).toEqual([
      ['serie_3_pulje_5', 'Tårnby FF', 'Fratrukket 3 point jf. turneringsreglementets § 9 (udeblivelse)'],
    ]);
  });

  it('marks exactly the club’s own row in each table', () => {
    for (const { team, list } of tables()) expect(list.filter((r) => r.isOwnTeam), team).toHaveLength(1);
  });
});

describe('the demo arrangement (decision 108) shows every part of Arrangementer', () => {
  it('a coming, paid julefrokost that is full, with a waiting list (one paid late), declines and menu answers', async () => {
    const [event] = await database.db.select().from(clubEvents).where(eq(clubEvents.title, 'Julefrokost'));
    expect(event!.startsAt.getTime()).toBeGreaterThan(new Date('2026-11-22T10:00:00Z').getTime());
    expect(event!.price).toBeGreaterThan(0);
    const answers = await database.db.select().from(clubEventAnswers).where(eq(clubEventAnswers.eventId, event!.id));
    const count = (status: string) => answers.filter((a) => a.status === status).length;
    expect(count('going')).toBe(event!.capacity);
    expect(count('waiting')).toBeGreaterThan(0);
    expect(count('not_going')).toBeGreaterThan(0);
    expect(answers.filter((a) => a.latePayment)).toHaveLength(1);
    const paid = await database.db.select().from(payments).where(inArray(payments.id, answers.flatMap((a) => (a.paymentId ? [a.paymentId] : []))));
    expect(paid.length).toBeGreaterThanOrEqual(count('going'));
    expect(paid.every((p) => p.status === 'completed')).toBe(true);
  });
});
