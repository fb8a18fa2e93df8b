import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { jobRuns } from '../../db/schema';

/** The job_runs table: one row per job, written around each run (C1). */
export function jobRunsRepository(db: Db) {
  return {
    /** At start: every scheduled job's next run (the row is made if it is new). */
    async planned(rows: Array<{ name: string; nextRunAt: Date | null }>) {
      if (rows.length === 0) return;
      await db
        .insert(jobRuns)
        .values(rows)
        .onConflictDoUpdate({ target: jobRuns.name, set: { nextRunAt: sql`excluded.next_run_at` } });
    },

    async started(name: string, at: Date, nextRunAt: Date | null) {
      await db
        .insert(jobRuns)
        .values({ name, lastStartedAt: at, nextRunAt })
        .onConflictDoUpdate({ target: jobRuns.name, set: { lastStartedAt: at, nextRunAt } });
    },

    /** After a run: when it finished and its error, null when it went well. */
    async finished(name: string, at: Date, error: string | null) {
      await db
        .insert(jobRuns)
        .values({ name, lastFinishedAt: at, lastError: error })
        .onConflictDoUpdate({ target: jobRuns.name, set: { lastFinishedAt: at, lastError: error } });
    },

    list(names: string[]) {
      if (names.length === 0) return Promise.resolve([]);
      return db.select().from(jobRuns).where(inArray(jobRuns.name, names));
    },
  };
}
