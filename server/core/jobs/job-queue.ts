import cronParser from 'cron-parser';
import { CLUB_TIME_ZONE } from '@common/domain/time';

/**
 * Job queue port (C1, decision 060): what runs scheduled and background work. Two
 * adapters: pg-boss on PostgreSQL (each scheduled run once across all app instances, retries with
 * back-off), and timers in this process on embedded PGlite (one process owns the data there).
 * Features never use it directly: they declare jobs on the runner in server/core/jobs.
 */

/**
 * When a scheduled job runs. `everyMinutes` runs are aligned to the clock in UTC (every 10 minutes:
 * :00, :10, …; every 60: on the hour) and `cron` is a five-field cron expression in Copenhagen time
 * (D1: '0 7 * * *' is 07:00 the year round); both happen once across all instances. `everySeconds`
 * with `perInstance` runs on every instance, for work about that instance's own connections.
 */
export type JobSchedule =
  | { everyMinutes: number; perInstance?: false }
  | { cron: string; perInstance?: false }
  | { everySeconds: number; perInstance: true };

export interface QueueJob {
  name: string;
  /** Undefined for a background job, which runs when enqueued. */
  schedule?: JobSchedule;
  /** Also run once soon after start (deduplicated across instances on PostgreSQL). */
  runAtStart?: boolean;
  /** Further attempts after a failure, with growing delays. */
  retryLimit: number;
  /** The handler, already wrapped by the runner (recording, logging); throws on failure. */
  run(payload: object): Promise<void>;
}

export interface EnqueueOptions {
  /** Not before this time. */
  startAfter?: Date;
}

export interface JobQueue {
  readonly kind: 'in-process' | 'pg-boss';
  start(jobs: QueueJob[]): Promise<void>;
  /** Queues one run of a background job; on PostgreSQL any instance may take it. */
  enqueue(name: string, payload: object, options?: EnqueueOptions): Promise<void>;
  /** Stops taking work and waits for the runs in progress. */
  stop(): Promise<void>;
}

/** Queue names: what pg-boss accepts (letters, digits, '.', '-', '_'). */
export const JOB_NAME = /^[a-z][a-z0-9._-]{0,60}$/;

/** Refuses schedules the clock alignment cannot express (a divisor of an hour or of a day). */
export function assertSchedule(schedule: JobSchedule) {
  if (schedule.perInstance) {
    if (!Number.isInteger(schedule.everySeconds) || schedule.everySeconds < 1)
      throw new Error(`everySeconds must be a positive integer, got ${schedule.everySeconds}`);
    return;
  }
  if ('cron' in schedule) {
    // Minutes, hours, day of month, month, day of week: pg-boss looks at schedules once a minute.
    if (schedule.cron.trim().split(/\s+/).length !== 5) throw new Error(`cron must have five fields, got '${schedule.cron}'`);
    cronParser.parseExpression(schedule.cron, { tz: CLUB_TIME_ZONE });
    return;
  }
  const m = schedule.everyMinutes;
  const ok = Number.isInteger(m) && m >= 1 && (m <= 60 ? 60 % m === 0 : m % 60 === 0 && 1440 % m === 0);
  if (!ok) throw new Error(`everyMinutes must divide an hour or be whole hours dividing a day, got ${m}`);
}

/** The cron expression and its time zone, for pg-boss. */
export function cronOf(schedule: Exclude<JobSchedule, { perInstance: true }>): { cron: string; tz: string } {
  if ('cron' in schedule) return { cron: schedule.cron, tz: CLUB_TIME_ZONE };
  return { cron: everyMinutesCron(schedule.everyMinutes), tz: 'UTC' };
}

function everyMinutesCron(everyMinutes: number): string {
  if (everyMinutes < 60) return everyMinutes === 1 ? '* * * * *' : `*/${everyMinutes} * * * *`;
  const hours = everyMinutes / 60;
  return hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
}

/** When a schedule runs next after `from` (exclusive). */
export function nextRunAfter(schedule: JobSchedule, from: Date): Date {
  if (schedule.perInstance) return new Date(from.getTime() + schedule.everySeconds * 1000);
  if ('cron' in schedule) return cronParser.parseExpression(schedule.cron, { currentDate: from, tz: CLUB_TIME_ZONE }).next().toDate();
  const step = schedule.everyMinutes * 60_000;
  // Minutes since midnight UTC, so every-N-hours runs fall on the same hours each day.
  const midnight = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  return new Date(midnight + (Math.floor((from.getTime() - midnight) / step) + 1) * step);
}
