import type { Db } from '../../db/database';
import { matches } from '../../db/schema';
import { inDays } from './dates';

type NewMatch = typeof matches.$inferInsert;

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
  return row!;
}

/** Many matches in one insert (long lists for paging and query-count tests). */
export async function buildMatches(db: Db, overrides: Array<Partial<NewMatch>>) {
  return db.insert(matches).values(overrides.map(matchValues)).returning();
}
