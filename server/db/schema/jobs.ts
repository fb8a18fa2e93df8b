import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled or background job (C1): when it last started and finished, its
 * last error (null after a run that went well) and when it runs next. Written by the job runner
 * (server/core/jobs) for both adapters; read by Systemindstillinger.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }),
});
