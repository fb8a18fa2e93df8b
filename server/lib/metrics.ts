import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics (C6), served at GET /metrics (server/plugins/observability.ts).
 * One registry per process; any area increments the counters it owns:
 *
 *   metrics.jobRuns.inc({ job: 'reminders', outcome: 'ok' });
 *   metrics.mailDeliveries.inc({ kind: 'password-reset', outcome: 'failed' });
 *
 * Labels stay few and bounded (route patterns, never raw URLs; no user ids).
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'klubapp_' });

type Outcome = 'ok' | 'failed';

/** Pool readers of the databases open in this process (one in production; tests open several). */
const poolReaders = new Set<() => { total: number; idle: number; waiting: number } | undefined>();

export const metrics = {
  /** Answered HTTP requests by method, route pattern ('/api/matches/:id') and status code. */
  httpRequests: new Counter<'method' | 'route' | 'status'>({
    name: 'klubapp_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'],
    registers: [metricsRegistry],
  }),
  /** Time from request to response, in seconds, by the same labels. */
  httpDuration: new Histogram<'method' | 'route' | 'status'>({
    name: 'klubapp_http_request_duration_seconds',
    help: 'HTTP request latency in seconds, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metricsRegistry],
  }),
  /** Background job runs: `outcome` 'ok' or 'failed' (failures are the 'failed' series). */
  jobRuns: new Counter<'job' | 'outcome'>({
    name: 'klubapp_job_runs_total',
    help: 'Background job runs by job name and outcome (ok, failed)',
    labelNames: ['job', 'outcome'],
    registers: [metricsRegistry],
  }),
  /** How long a job run took, in seconds. */
  jobDuration: new Histogram<'job'>({
    name: 'klubapp_job_duration_seconds',
    help: 'Background job run time in seconds, by job name',
    labelNames: ['job'],
    buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [metricsRegistry],
  }),
  /** Web Push messages handed to a push service: 'sent', 'gone' (subscription deleted) or 'failed'. */
  pushDeliveries: new Counter<'outcome'>({
    name: 'klubapp_push_deliveries_total',
    help: 'Web Push deliveries by outcome (sent, gone, failed)',
    labelNames: ['outcome'],
    registers: [metricsRegistry],
  }),
  /** E-mails by kind (e.g. 'password-reset') and outcome: 'ok' (handed to the mail server), 'outbox' (no SMTP_URL), 'retry', 'failed'. */
  mailDeliveries: new Counter<'kind' | 'outcome'>({
    name: 'klubapp_mail_deliveries_total',
    help: 'E-mail deliveries by kind and outcome (ok, outbox, retry, failed)',
    labelNames: ['kind', 'outcome'],
    registers: [metricsRegistry],
  }),
  /** PostgreSQL pool connections by state (total, idle, waiting clients); absent on PGlite. */
  dbPool: new Gauge<'state'>({
    name: 'klubapp_db_pool_connections',
    help: 'PostgreSQL pool: total and idle connections, and clients waiting for one',
    labelNames: ['state'],
    registers: [metricsRegistry],
    collect() {
      const stats = [...poolReaders].map((read) => read()).filter((s) => s !== undefined);
      this.reset();
      if (stats.length === 0) return;
      for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, stats.reduce((sum, s) => sum + s[state], 0));
    },
  }),
};

/** Times one job run and counts it; rethrows the job's error after counting it as failed. */
export async function countJobRun<T>(job: string, run: () => Promise<T>): Promise<T> {
  const stop = metrics.jobDuration.startTimer({ job });
  let outcome: Outcome = 'failed';
  try {
    const result = await run();
    outcome = 'ok';
    return result;
  } finally {
    stop();
    metrics.jobRuns.inc({ job, outcome });
  }
}

/** Adds a database pool to the gauge while it is open; returns the function that removes it. */
export function watchPool(read: () => { total: number; idle: number; waiting: number } | undefined): () => void {
  poolReaders.add(read);
  return () => poolReaders.delete(read);
}
