import type { Database } from '../../db/database';
import { InProcessQueue } from './in-process-queue';
import type { JobQueue } from '../../core/jobs/job-queue';
import { PgBossQueue, type PgBossQueueOptions } from './pg-boss-queue';

/** pg-boss on PostgreSQL (it cannot connect to embedded PGlite), timers in process on PGlite. */
export function createJobQueue(database: Pick<Database, 'kind' | 'url'>, options: PgBossQueueOptions): JobQueue {
  if (database.kind === 'postgresql' && database.url) return new PgBossQueue(database.url, options);
  return new InProcessQueue();
}
