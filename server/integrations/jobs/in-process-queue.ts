import { nextRunAfter, type EnqueueOptions, type JobQueue, type QueueJob } from '../../core/jobs/job-queue';

/** Delay before the first retry of a background job; each further retry waits twice as long. */
const RETRY_DELAY_MS = 30_000;

/**
 * The job queue on embedded PGlite (and for per-instance jobs on PostgreSQL): timers in this
 * process. A scheduled job never overlaps itself (a tick that finds the last run still going is
 * skipped); a failed background job is tried again with back-off. Jobs enqueued before start
 * wait for it.
 */
export class InProcessQueue implements JobQueue {
  readonly kind = 'in-process' as const;
  private readonly jobs = new Map<string, QueueJob>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private readonly busy = new Set<string>();
  private pending: Array<{ name: string; payload: object; options: EnqueueOptions }> = [];
  private started = false;
  private stopped = false;

  constructor(private readonly options: { retryDelayMs?: number } = {}) {}

  async start(jobs: QueueJob[]) {
    if (this.started) throw new Error('The job queue is already started');
    this.started = true;
    for (const job of jobs) {
      this.jobs.set(job.name, job);
      if (!job.schedule) continue;
      if (job.runAtStart) this.later(0, () => this.tick(job));
      this.arm(job);
    }
    const pending = this.pending;
    this.pending = [];
    for (const p of pending) await this.enqueue(p.name, p.payload, p.options);
  }

  async enqueue(name: string, payload: object, options: EnqueueOptions = {}) {
    if (this.stopped) throw new Error(`The job queue is stopped; ${name} was not queued`);
    if (!this.started) {
      this.pending.push({ name, payload, options });
      return;
    }
    const job = this.jobs.get(name);
    if (!job) throw new Error(`Unknown job ${name}`);
    const delay = options.startAfter ? Math.max(0, options.startAfter.getTime() - Date.now()) : 0;
    this.later(delay, () => this.attempt(job, payload, 0));
  }

  async stop() {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private arm(job: QueueJob) {
    const delay = nextRunAfter(job.schedule!, new Date()).getTime() - Date.now();
    this.later(delay, () => {
      this.tick(job);
      this.arm(job);
    });
  }

  private tick(job: QueueJob) {
    if (this.busy.has(job.name)) return;
    this.busy.add(job.name);
    // A failed scheduled run is not retried here: the next tick is its retry.
    this.track(job.run({}).catch(() => undefined).finally(() => this.busy.delete(job.name)));
  }

  private attempt(job: QueueJob, payload: object, failures: number) {
    this.track(
      job.run(payload).catch(() => {
        if (failures >= job.retryLimit) return;
        const delay = (this.options.retryDelayMs ?? RETRY_DELAY_MS) * 2 ** failures;
        this.later(delay, () => this.attempt(job, payload, failures + 1));
      }),
    );
  }

  private later(ms: number, fn: () => void) {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.stopped) fn();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  private track(run: Promise<void>) {
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }
}
