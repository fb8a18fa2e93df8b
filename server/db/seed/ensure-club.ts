import { sql } from 'drizzle-orm';
import type { Db } from '../database';
import { clubSettings, teams } from '../schema';
import { SEED_TEAMS } from './club-data';

/** Every start, in every environment: the settings row and the seeded teams exist. */
export async function ensureClub(db: Db) {
  await db.insert(clubSettings).values({ id: true }).onConflictDoNothing();
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(teams);
  if (count === 0) await db.insert(teams).values([...SEED_TEAMS]).onConflictDoNothing();
}
