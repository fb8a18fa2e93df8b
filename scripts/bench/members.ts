import { eq, like } from 'drizzle-orm';
import { loadConfig } from '../../server/config/config';
import { bootstrapDatabase } from '../../server/bootstrap';
import { users } from '../../server/db/schema';
import { sessionsRepository } from '../../server/core/sessions/sessions.repository';
import { sessionExpiry } from '../../server/core/sessions/session-policy';
import { hashToken, newToken } from '../../server/lib/tokens';

const SENIOR_TEAMS = ['serie_3_pulje_5', 'serie_5_pulje_6', 'serie_4_pulje_9', 'herresenior_2_pulje_5'];

/**
 * The burst's members: `count` players shaped like the demo player (same role, membership and
 * payments state, spread over the four senior teams), each with a session of their own, written
 * straight into the bench database through the server's own bootstrap and sessions repository
 * (no argon2 per member: they share the demo player's password hash). Run before the server
 * starts on an embedded data dir (one owner at a time); on PostgreSQL at any time. Earlier
 * bench members on the same PostgreSQL database are replaced.
 */
export async function seedMembers(target: { dataDir?: string; databaseUrl?: string }, count: number): Promise<string[]> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'development', DATA_DIR: target.dataDir ?? '.tmp/bench-unused', DATABASE_URL: target.databaseUrl ?? '' });
  const database = await bootstrapDatabase(config, () => undefined);
  try {
    const db = database.db;
    await db.delete(users).where(like(users.username, 'bench_member_%'));
    const [model] = await db.select().from(users).where(eq(users.username, 'spiller')).limit(1);
    if (!model) throw new Error('the demo player is missing');
    const { id: _id, username: _u, email: _e, memberNumber: _m, stripeCustomerId: _s, calendarTokenHash: _c, ...shape } = model;
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          ...shape,
          username: `bench_member_${i}`,
          email: `bench_member_${i}@example.dk`,
          firstName: `Medlem${i}`,
          team: SENIOR_TEAMS[i % SENIOR_TEAMS.length]!,
        })),
      )
      .returning({ id: users.id });
    const sessions = sessionsRepository(db);
    const tokens: string[] = [];
    for (const row of rows) {
      const token = newToken();
      await sessions.create({ id: hashToken(token), userId: row.id, persistent: true, expiresAt: sessionExpiry(true, new Date()) });
      tokens.push(token);
    }
    return tokens;
  } finally {
    await database.close();
  }
}
