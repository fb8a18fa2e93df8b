import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/database';
import { PgBossQueue } from '../../integrations/jobs/pg-boss-queue';
import { openTestDatabase } from '../../test/test-database';
import { JobRunner } from './job-runner';

/**
 * PostgreSQL only (see vitest.config.ts): two app instances on one database, each with its own
 * runner on pg-boss, as two processes would have. A scheduled run happens once across them; a
 * queued job is taken by one of them; a failure is retried. Schedules are checked every second here.
 */
let database: Database;
let other: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  other = await openDatabase({ databaseUrl: database.url! });
});
afterAll(async () => {
  await other.close();
  await database.close();
});

const runner = (db: Database) =>
  new JobRunner(
    (onError) =>
      new PgBossQueue(db.url!, { onError, cronMonitorIntervalSeconds: 1, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 }),
    db.db,
  );

describe('the pg-boss runner on one PostgreSQL, two instances', () => {
  it('runs each scheduled run once, takes each queued job once, and retries a failure', { timeout: 60_000 }, async () => {
    const ticks: Array<{ instance: string; minute: string }> = [];
    const mails: Array<{ instance: string; n: number }> = [];
    let flakyTries = 0;
    const instances = [
      { name: 'a', jobs: runner(database) },
      { name: 'b', jobs: runner(other) },
    ];
    const mailJobs = instances.map(({ name, jobs }) => {
      // An every-minute schedule is due at once on start (its last minute tick was under 60 s ago).
      jobs.schedule('test.tick', { everyMinutes: 1, label: 'Prøve' }, async () => {
        ticks.push({ instance: name, minute: new Date().toISOString().slice(0, 16) });
      });
      jobs.define<{ n: number }>('test.flaky', { label: 'Prøve med fejl', retryLimit: 3 }, async () => {
        if (++flakyTries < 2) throw new Error('første forsøg fejler');
      });
      return jobs.define<{ n: number }>('test.mail', { label: 'Prøvepost' }, async ({ n }) => {
        mails.push({ instance: name, n });
      });
    });
    try {
      await Promise.all(instances.map(({ jobs }) => jobs.start()));
      for (let n = 0; n < 6; n++) await mailJobs[n % 2]!.enqueue({ n });
      await instances[0]!.jobs.enqueue('test.flaky', {});

      await expect.poll(() => ticks.length, { timeout: 20_000, interval: 200 }).toBeGreaterThanOrEqual(1);
      await expect.poll(() => mails.length, { timeout: 20_000, interval: 200 }).toBe(6);
      await expect.poll(() => flakyTries, { timeout: 20_000, interval: 200 }).toBe(2);
      // Both instances look at the schedule every second; give a double run every chance to show.
      await new Promise((r) => setTimeout(r, 4000));

      // Once per minute tick across both instances (a run may land in the next minute, never twice in one).
      const minutes = ticks.map((t) => t.minute);
      expect(new Set(minutes).size).toBe(minutes.length);
      expect(mails.map((m) => m.n).sort()).toEqual([0, 1, 2, 3, 4, 5]);
      expect(flakyTries).toBe(2);

      // The runs are recorded by the wrapper, whichever instance ran them.
      const listed = new Map((await instances[1]!.jobs.list()).map((j) => [j.name, j]));
      expect(listed.get('test.tick')).toMatchObject({ label: 'Prøve', lastError: null });
      expect(listed.get('test.tick')!.lastStartedAt).toBeInstanceOf(Date);
      expect(listed.get('test.tick')!.nextRunAt!.getUTCSeconds()).toBe(0);
      expect(listed.get('test.flaky')).toMatchObject({ lastError: null });
    } finally {
      await Promise.all(instances.map(({ jobs }) => jobs.stop()));
    }
  });
});
