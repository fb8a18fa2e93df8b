import type { Db } from '../../db/database';
import {
  JOB_NAME,
  assertSchedule,
  nextRunAfter,
  type EnqueueOptions,
  type JobQueue,
  type JobSchedule,
  type QueueJob,
} from './job-queue';
import { jobRunsRepository } from './job-runs.repository';
import { countJobRun } from '../../lib/metrics';

export type { JobSchedule } from './job-queue';

interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What Systemindstillinger shows of one job. */
export interface JobStatus {
  name: string;
  label: string;
  schedule: JobSchedule | null;
  lastStartedAt: Date | null;
  lastFinishedAt: Date | null;
  lastError: string | null;
  nextRunAt: Date | null;
}

/** A declared background job: `enqueue` queues one run with this payload. */
export interface BackgroundJob<P extends object> {
  name: string;
  enqueue(payload: P, options?: EnqueueOptions): Promise<void>;
}

interface Declared {
  name: string;
  label: string;
  schedule?: JobSchedule;
  runAtStart?: boolean;
  retryLimit: number;
  handler(payload: object): Promise<unknown>;
}

/** Tries of a scheduled run on PostgreSQL before the next tick; background jobs default to 5. */
const SCHEDULED_RETRIES = 2;
const BACKGROUND_RETRIES = 5;
const ERROR_TEXT_MAX = 500;

/**
 * The one runner for all scheduled and background work (C1, decision 060). Areas declare
 * their jobs in their feature file while the app is built; buildApp starts the runner when asked
 * (main.ts; never in tests unless a test asks) and stops it on close, waiting for runs in progress.
 * Every run, on either adapter, is recorded in job_runs (started, finished, last error) and a
 * failure is logged; a handler must be idempotent, as PostgreSQL may run it again after a failure.
 */
export class JobRunner {
  private readonly declared = new Map<string, Declared>();
  private readonly runs: ReturnType<typeof jobRunsRepository>;
  private readonly queue: JobQueue;
  private log: Logger = { warn: () => undefined, error: () => undefined };
  private state: 'declaring' | 'started' | 'stopped' = 'declaring';

  /** `makeQueue` is given where the queue reports its own errors (the app's log, once set). */
  constructor(
    makeQueue: (onError: (error: Error) => void) => JobQueue,
    db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.queue = makeQueue((err) => this.log.warn({ err }, 'job queue error'));
    this.runs = jobRunsRepository(db);
  }

  get kind() {
    return this.queue.kind;
  }

  useLogger(log: Logger) {
    this.log = log;
  }

  /**
   * A recurring job, e.g. `jobs.schedule('push.reminders', { everyMinutes: 10, label: 'Påmindelser' }, run)`.
   * `everyMinutes` (aligned, UTC) or `cron` (Copenhagen time, '0 7 * * *') runs once across
   * instances; `{ everySeconds, perInstance: true }` on each one.
   */
  schedule(
    name: string,
    when: JobSchedule & { label: string; runAtStart?: boolean },
    handler: () => Promise<unknown>,
  ): void {
    const { label, runAtStart, ...schedule } = when;
    assertSchedule(schedule as JobSchedule);
    this.declare({
      name,
      label,
      schedule: schedule as JobSchedule,
      runAtStart,
      retryLimit: SCHEDULED_RETRIES,
      handler,
    });
  }

  /**
   * A background job run when enqueued, by any instance, retried with back-off when it throws:
   * `const mail = jobs.define<Mail>('mail.send', { label: 'Afsendelse af e-mail' }, send); await mail.enqueue(m)`.
   */
  define<P extends object>(
    name: string,
    options: { label: string; retryLimit?: number },
    handler: (payload: P) => Promise<unknown>,
  ): BackgroundJob<P> {
    this.declare({
      name,
      label: options.label,
      retryLimit: options.retryLimit ?? BACKGROUND_RETRIES,
      handler: handler as (payload: object) => Promise<unknown>,
    });
    return { name, enqueue: (payload, enqueueOptions) => this.enqueue(name, payload, enqueueOptions) };
  }

  async enqueue(name: string, payload: object, options?: EnqueueOptions): Promise<void> {
    const job = this.declared.get(name);
    if (!job || job.schedule) throw new Error(`No background job ${name}`);
    await this.queue.enqueue(name, payload, options);
  }

  /** One run now, in this process, recorded like any other (tests, ops); throws what the job throws. */
  async runNow(name: string, payload: object = {}): Promise<void> {
    const job = this.declared.get(name);
    if (!job) throw new Error(`Unknown job ${name}`);
    await this.run(job, payload);
  }

  async start(): Promise<void> {
    if (this.state !== 'declaring') throw new Error(`The job runner is ${this.state}`);
    this.state = 'started';
    const jobs = [...this.declared.values()];
    const at = this.now();
    await this.runs
      .planned(
        jobs
          .filter((j) => j.schedule)
          .map((j) => ({ name: j.name, nextRunAt: nextRunAfter(j.schedule!, at) })),
      )
      .catch((err: unknown) => this.log.warn({ err }, 'job runs could not be recorded'));
    await this.queue.start(
      jobs.map((job): QueueJob => ({
        name: job.name,
        schedule: job.schedule,
        runAtStart: job.runAtStart,
        retryLimit: job.retryLimit,
        run: (payload) => this.run(job, payload),
      })),
    );
  }

  /** Stops taking work and waits for runs in progress; safe to call when never started. */
  async stop(): Promise<void> {
    if (this.state === 'stopped') return;
    const wasStarted = this.state === 'started';
    this.state = 'stopped';
    if (wasStarted) await this.queue.stop();
  }

  /** Every declared job with its last run and next run, in declaration order. */
  async list(): Promise<JobStatus[]> {
    const jobs = [...this.declared.values()];
    const rows = new Map((await this.runs.list(jobs.map((j) => j.name))).map((r) => [r.name, r]));
    const at = this.now();
    return jobs.map((job) => {
      const row = rows.get(job.name);
      const stored = row?.nextRunAt ?? null;
      return {
        name: job.name,
        label: job.label,
        schedule: job.schedule ?? null,
        lastStartedAt: row?.lastStartedAt ?? null,
        lastFinishedAt: row?.lastFinishedAt ?? null,
        lastError: row?.lastError ?? null,
        nextRunAt: job.schedule ? (stored && stored > at ? stored : nextRunAfter(job.schedule, at)) : null,
      };
    });
  }

  private declare(job: Declared) {
    if (this.state !== 'declaring')
      throw new Error(`Jobs are declared before the runner starts (${job.name})`);
    if (!JOB_NAME.test(job.name)) throw new Error(`Bad job name ${job.name}`);
    if (this.declared.has(job.name)) throw new Error(`Job ${job.name} is declared twice`);
    this.declared.set(job.name, job);
  }

  /** The wrapper around every run, on both adapters: recorded before and after, failures logged. */
  private async run(job: Declared, payload: object): Promise<void> {
    const startedAt = this.now();
    const record = (write: Promise<void>) =>
      write.catch((err: unknown) => this.log.warn({ err, job: job.name }, 'job run could not be recorded'));
    await record(
      this.runs.started(job.name, startedAt, job.schedule ? nextRunAfter(job.schedule, startedAt) : null),
    );
    try {
      await countJobRun(job.name, () => job.handler(payload));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.error({ err: error, job: job.name }, 'job failed');
      await record(this.runs.finished(job.name, this.now(), message.slice(0, ERROR_TEXT_MAX) || 'Fejl'));
      throw error;
    }
    await record(this.runs.finished(job.name, this.now(), null));
  }
}
