import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from './demo-people';
import { seedDemoClub } from './demo';
import { ensureClub } from './ensure-club';
import { ensureInitialAdmin } from './initial-admin';
import {
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
    // Spillerstatistik: scorers and one Kampens spiller per played match.
    const events = await database.db.select().from(matchEvents);
    expect(events.filter((e) => e.type === 'motm').length).toBe(
      all.filter((m) => m.status === 'completed').length,
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
});
