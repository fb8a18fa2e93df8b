import { z } from 'zod';
import { ROLES } from '../domain/roles';
import type { ClubConfig } from './club';

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

/** GET /api/admin/jobs: the scheduled and background jobs, their last and next run (issue 12). */
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

const kr = (label: string) =>
  z
    .number(`${label} skal være et tal`)
    .int(`${label} skal være et helt antal øre`)
    .min(100, `${label} skal være mindst 1 kr`)
    .max(10_000_000, `${label} er for høj`);
const months = (label: string) =>
  z.number(`${label} skal være et tal`).int(`${label} skal være et helt antal måneder`).min(1, `${label} skal være mindst 1 måned`).max(36, `${label} må højst være 36 måneder`);

/** PUT /api/admin/club-settings: prices in øre and periods in months (D2). */
export const clubSettingsRequest = z.strictObject({
  playerFeeOre: kr('Spillerkontingent'),
  playerPeriodMonths: months('Spillerperiode'),
  ruFeeOre: kr('RU-kontingent'),
  ruPeriodMonths: months('RU-periode'),
});
export type ClubSettingsRequest = z.infer<typeof clubSettingsRequest>;
/** Its answer: the club's prices as GET /api/config now gives them. */
export type ClubSettingsResponse = ClubConfig['prices'];
