import type { Db } from '../../db/database';
import { trainingSessions } from '../../db/schema';
import { inDays } from './dates';

type NewTraining = typeof trainingSessions.$inferInsert;

/** A scheduled Senior 1 training on Målfeltet in two days; `team: null` makes it club-wide. */
const trainingValues = (overrides: Partial<NewTraining>): NewTraining => ({
  title: 'Træning',
  date: inDays(2),
  location: 'Målfeltet',
  team: 'serie_3_pulje_5',
  ...overrides,
});

export async function buildTraining(db: Db, overrides: Partial<NewTraining> = {}) {
  const [row] = await db.insert(trainingSessions).values(trainingValues(overrides)).returning();
  return row!;
}

/** Many trainings in one insert (a season for paging tests). */
export async function buildTrainings(db: Db, overrides: Array<Partial<NewTraining>>) {
  return db.insert(trainingSessions).values(overrides.map(trainingValues)).returning();
}
