import type { Db } from '../../db/database';
import { matches } from '../../db/schema';
import { changedPastTheApp } from './read-cache';
import { inDays } from './dates';

type NewMatch = typeof matches.$inferInsert;

/** The factories write past the app's repositories: they drop its shared match window themselves. */
export const matchesChangedPastTheApp = (db: Db) => changedPastTheApp(db, 'matches');

/** A scheduled home match for Senior 1 a week from now; a played match says so with `status: 'completed'`. */
const matchValues = (overrides: Partial<NewMatch>): NewMatch => ({
  opponent: 'Hvidovre IF',
  venue: 'home',
  date: inDays(7),
  team: 'serie_3_pulje_5',
  status: 'scheduled',
  ...overrides,
});

export async function buildMatch(db: Db, overrides: Partial<NewMatch> = {}) {
  const [row] = await db.insert(matches).values(matchValues(overrides)).returning();
  await matchesChangedPastTheApp(db);
  return row!;
}

/** Many matches in one insert (long lists for paging and query-count tests). */
export async function buildMatches(db: Db, overrides: Array<Partial<NewMatch>>) {
  const rows = await db.insert(matches).values(overrides.map(matchValues)).returning();
  await matchesChangedPastTheApp(db);
  return rows;
}
