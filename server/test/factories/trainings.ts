import type { Db } from '../../db/database';
import { trainingAvailability, trainingSessions } from '../../db/schema';
import { inDays } from './dates';
import { changedPastTheApp } from './read-cache';

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
  await changedPastTheApp(db, 'trainings');
  return row!;
}

/** Many trainings in one insert (a season for paging tests). */
export async function buildTrainings(db: Db, overrides: Array<Partial<NewTraining>>) {
  const rows = await db.insert(trainingSessions).values(overrides.map(trainingValues)).returning();
  await changedPastTheApp(db, 'trainings');
  return rows;
}

/** Klar / Ikke klar written straight into the table (the training list's counts are dropped too). */
export async function buildTrainingAnswers(db: Db, rows: Array<typeof trainingAvailability.$inferInsert>) {
  await db.insert(trainingAvailability).values(rows);
  await changedPastTheApp(db, 'trainings');
}
