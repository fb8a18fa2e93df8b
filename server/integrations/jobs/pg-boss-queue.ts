import pg from 'pg';
import PgBoss from 'pg-boss';
import { InProcessQueue } from './in-process-queue';
import { cronOf, type EnqueueOptions, type JobQueue, type QueueJob } from '../../core/jobs/job-queue';

export interface PgBossQueueOptions {
  /** Told about pg-boss's own errors (lost connection, maintenance); the queue carries on. */
  onError(error: Error): void;
  /** How often an idle worker asks for work (default 2 s). */
  pollingIntervalSeconds?: number;
  /** How often an instance looks at the schedules (default 30 s); tests shorten it. */
  cronMonitorIntervalSeconds?: number;
  /** Delay before the first retry in seconds; each further retry waits longer (default 30 s). */
  retryDelaySeconds?: number;
}

/** A job that passed its time without finishing is failed (and retried) after this long. */
const EXPIRE_SECONDS = 15 * 60;
/** A start-up run asked for by several instances starting together is queued once. */
const START_RUN_SLOT_SECONDS = 300;
/** Advisory lock key: instances starting together create the queues one after the other. */
const SETUP_LOCK = 60_120_001;

/**
 * The job queue on PostgreSQL (decision 060): pg-boss in the `pgboss` schema. Each schedule is a
 * pg-boss cron schedule, so one instance queues each run and one worker takes it (`stately`
 * queues: at most one run waiting and one running); failed runs are retried with exponential
 * back-off. Per-instance jobs (this instance's own connections) stay on timers in this process.
 */
export class PgBossQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  private boss: PgBoss | undefined;
  private readonly local = new InProcessQueue();
  private stopped = false;
  /** Set once every queue exists: sends before that wait in `pending`. */
  private ready = false;
  private pending: Array<{ name: string; payload: object; options: EnqueueOptions }> = [];

  constructor(
    private readonly connectionString: string,
    private readonly options: PgBossQueueOptions,
  ) {}

  async start(jobs: QueueJob[]) {
    if (this.boss) throw new Error('The job queue is already started');
    await this.local.start(jobs.filter((job) => job.schedule?.perInstance));
    const boss = new PgBoss({
      connectionString: this.connectionString,
      application_name: 'ru-klubapp-jobs',
      max: 4,
      ...(this.options.cronMonitorIntervalSeconds ? { cronMonitorIntervalSeconds: this.options.cronMonitorIntervalSeconds } : {}),
    });
    boss.on('error', (error) => this.options.onError(error));
    this.boss = boss;
    await boss.start();
    const shared = jobs.filter((job) => !job.schedule?.perInstance);
    // pg-boss creates a table partition per queue; two instances doing it at once deadlock.
    await this.underSetupLock(async () => {
      for (const job of shared) {
        const queue = {
          name: job.name,
          policy: job.schedule ? ('stately' as const) : ('standard' as const),
          retryLimit: job.retryLimit,
          retryDelay: this.options.retryDelaySeconds ?? 30,
          retryBackoff: true,
          expireInSeconds: EXPIRE_SECONDS,
        };
        // Made once; a later version's retry settings replace the stored ones.
        await boss.createQueue(job.name, queue);
        await boss.updateQueue(job.name, queue);
        if (job.schedule && !job.schedule.perInstance) {
          const { cron, tz } = cronOf(job.schedule);
          await boss.schedule(job.name, cron, {}, { tz });
        }
      }
    });
    for (const job of shared) {
      await boss.work<object>(
        job.name,
        { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2 },
        async (batch) => {
          for (const item of batch) await job.run(item.data ?? {});
        },
      );
      if (job.schedule && job.runAtStart)
        await boss.send(job.name, {}, { singletonSeconds: START_RUN_SLOT_SECONDS });
    }
    this.ready = true;
    const pending = this.pending;
    this.pending = [];
    for (const p of pending) await this.enqueue(p.name, p.payload, p.options);
  }

  private async underSetupLock(work: () => Promise<void>) {
    const client = new pg.Client({ connectionString: this.connectionString });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
      await work();
    } finally {
      await client.end(); // ends the session, which releases the lock
    }
  }

  async enqueue(name: string, payload: object, options: EnqueueOptions = {}) {
    if (this.stopped) throw new Error(`The job queue is stopped; ${name} was not queued`);
    if (!this.ready || !this.boss) {
      // Before start (or in a test that never starts the runner): queued when it starts.
      this.pending.push({ name, payload, options });
      return;
    }
    await this.boss.send(name, payload, options.startAfter ? { startAfter: options.startAfter } : {});
  }

  async stop() {
    this.stopped = true;
    await this.local.stop();
    const boss = this.boss;
    if (!boss) return;
    // Waits for runs in progress (main.ts force-exits after 10 s), then closes its pool.
    await boss.stop({ graceful: true, wait: true, timeout: 8000, close: true });
  }
}
