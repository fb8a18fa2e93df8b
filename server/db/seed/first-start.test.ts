import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from './demo-people';
import { seedDemoClub } from './demo';
import { ensureClub } from './ensure-club';
import { ensureInitialAdmin } from './initial-admin';
import {
  attendanceRegistrations,
  clubSettings,
  matchAttendance,
  matchEvents,
  matchSquadPlayers,
  matchSquads,
  matches,
  teams,
  trainingAttendance,
  trainingSessions,
  users,
} from '../schema';
import { verifyPassword } from '../../core/sessions/password';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from '../database';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe('first start', () => {
  it('creates the club settings and the five teams, once', async () => {
    database = await openTestDatabase();
    await ensureClub(database.db);
    await ensureClub(database.db);
    expect(await database.db.select().from(teams)).toHaveLength(5);
    const [settings] = await database.db.select().from(clubSettings);
    expect(settings).toMatchObject({
      clubName: 'RU',
      playerFeeOre: 60000,
      playerPeriodMonths: 6,
      ruFeeOre: 30000,
      ruPeriodMonths: 12,
    });
  });

  it('creates the demo club with one login per role, a season and no second time', async () => {
    database = await openTestDatabase();
    await ensureClub(database.db);
    const now = new Date('2026-11-22T10:00:00Z');
    expect(await seedDemoClub(database.db, 'klubdemo', now)).toBe(true);
    for (const login of DEMO_LOGINS) {
      const [row] = await database.db.select().from(users).where(eq(users.username, login.username));
      expect(row?.role).toBe(login.role);
      expect(await verifyPassword(row!.passwordHash, 'klubdemo')).toBe(true);
    }
    const all = await database.db.select().from(matches);
    expect(all.some((m) => m.status === 'completed' && m.date < now)).toBe(true);
    expect(all.some((m) => m.status === 'scheduled' && m.date > now)).toBe(true);
    expect((await database.db.select().from(trainingSessions)).length).toBeGreaterThan(10);
    // Udtagelse: the played matches and each team's next one have a published squad; the demo player is in the next one.
    const squads = await database.db.select().from(matchSquads);
    expect(squads.filter((s) => all.find((m) => m.id === s.matchId)!.date > now)).toHaveLength(4);
    const [spiller] = await database.db.select().from(users).where(eq(users.username, 'spiller'));
    const mine = await database.db
      .select()
      .from(matchSquadPlayers)
      .where(eq(matchSquadPlayers.userId, spiller!.id));
    expect(
      mine.some((p) => all.find((m) => m.id === p.matchId)!.date > now && p.selection === 'starter'),
    ).toBe(true);
    // Fremmøde: weeks of trainings held with attendance, and who played the played matches.
    expect((await database.db.select().from(trainingAttendance)).length).toBeGreaterThan(100);
    expect((await database.db.select().from(matchAttendance)).length).toBeGreaterThan(50);
    // The coach's week in progress: Senior 1's two latest trainings held wait for their attendance.
    const registered = new Set(
      (await database.db.select().from(attendanceRegistrations))
        .filter((r) => r.kind === 'training')
        .map((r) => r.eventId),
    );
    const held = (await database.db.select().from(trainingSessions))
      .filter((t) => t.team === 'serie_3_pulje_5' && t.status !== 'cancelled' && t.date < now)
      .sort((a, b) => b.date.getTime() - a.date.getTime());
    expect(held.slice(0, 2).map((t) => registered.has(t.id))).toEqual([false, false]);
    expect(held.slice(2).every((t) => registered.has(t.id))).toBe(true);
    // Spillerstatistik: scorers and one Kampens spiller per played match, but for the demo coach's
    // latest played match that the club scored in: its goalscorers are the coach's to enter.
    const events = await database.db.select().from(matchEvents);
    expect(events.filter((e) => e.type === 'motm').length).toBe(
      all.filter((m) => m.status === 'completed').length - 1,
    );
    expect(events.some((e) => e.type === 'goal')).toBe(true);
    expect(await seedDemoClub(database.db, 'klubdemo', now)).toBe(false);
  });

  it('creates the first admin from the configuration only when there is no admin', async () => {
    database = await openTestDatabase();
    await ensureClub(database.db);
    expect(
      await ensureInitialAdmin(database.db, { username: 'formand', password: 'en-lang-adgangskode' }),
    ).toBe(true);
    expect(
      await ensureInitialAdmin(database.db, { username: 'anden', password: 'en-lang-adgangskode' }),
    ).toBe(false);
    const admins = await database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins.map((a) => a.username)).toEqual(['formand']);
  });
  it("prefixes new member numbers with the club's short name and keeps the numbers already given", async () => {
    database = await openTestDatabase();
    await ensureClub(database.db);
    const person = (username: string) => ({ username, firstName: 'A', lastName: 'B', email: `${username}@example.dk` });
    const [before] = await database.db.insert(users).values(person('first')).returning();
    await database.db.update(clubSettings).set({ shortName: 'VBK' });
    const [after] = await database.db.insert(users).values(person('second')).returning();
    expect(before!.memberNumber).toMatch(/^RU-\d{4}$/);
    expect(after!.memberNumber).toMatch(/^VBK-\d{4}$/);
    const [kept] = await database.db.select().from(users).where(eq(users.id, before!.id));
    expect(kept!.memberNumber).toBe(before!.memberNumber);
  });
});
