import { z } from 'zod';
import { ROLES } from '../domain/roles';
import type { ClubConfig } from './club';

// The prices request lives in its own file, so the client's price form takes it without the status schemas.
export { clubSettingsRequest, type ClubSettingsRequest } from './club-settings';

/** GET /api/admin/system-status: read-only state for Systemindstillinger (part 2 §2, D17). */
export const systemStatusResponse = z.object({
  version: z.string(),
  database: z.object({ kind: z.enum(['pglite', 'postgresql']), ok: z.boolean() }),
  payments: z.object({ mode: z.enum(['sandbox', 'test', 'live', 'unavailable']) }),
  storage: z.object({ kind: z.enum(['disk', 's3']), description: z.string(), ok: z.boolean() }),
  push: z.object({ keysReady: z.boolean(), subscriptions: z.number().int() }),
  users: z.object({
    total: z.number().int(),
    byRole: z.record(z.enum(ROLES), z.number().int()),
    activeMemberships: z.number().int(),
  }),
});
export type SystemStatus = z.infer<typeof systemStatusResponse>;

/**
 * When a job runs: every N minutes aligned to the clock, or a cron expression in Copenhagen time,
 * once across instances; or every N seconds on each instance.
 */
export const jobSchedule = z.union([
  z.object({ everyMinutes: z.number().int() }),
  z.object({ cron: z.string() }),
  z.object({ everySeconds: z.number().int(), perInstance: z.literal(true) }),
]);
export type JobScheduleView = z.infer<typeof jobSchedule>;

/** GET /api/admin/jobs: the scheduled and background jobs, their last and next run (C1). */
export const jobsResponse = z.object({
  /** pg-boss on PostgreSQL (once across instances), in-process timers on PGlite. */
  runner: z.enum(['pg-boss', 'in-process']),
  jobs: z.array(
    z.object({
      name: z.string(),
      /** Danish, for Systemindstillinger. */
      label: z.string(),
      /** Null for a background job (run when something is queued). */
      schedule: jobSchedule.nullable(),
      lastStartedAt: z.string().nullable(),
      lastFinishedAt: z.string().nullable(),
      /** The last run's error; null when it went well. */
      lastError: z.string().nullable(),
      nextRunAt: z.string().nullable(),
    }),
  ),
});
export type JobsResponse = z.infer<typeof jobsResponse>;

/** Its answer: the club's prices as GET /api/config now gives them. */
export type ClubSettingsResponse = ClubConfig['prices'];
