import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDeps } from '../../app-deps';
import { loadConfig } from '../../config/config';
import type { Database } from '../../db/database';
import { metrics } from '../../lib/metrics';
import { openTestDatabase } from '../../test/test-database';

/**
 * The runner inside the app as main.ts builds it (startJobs): started when the app is ready, and
 * app.close() (the SIGTERM drain) waits for the run in progress, after which nothing runs. The
 * app's own jobs run too: on PGlite in this process, on PostgreSQL through pg-boss.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the job runner in the app', () => {
  it('starts with the app when asked, and a close waits for the run in progress', async () => {
    const deps = await createDeps(loadConfig({ NODE_ENV: 'test', DATA_DIR: '.tmp/test-data' }), database);
    const events: string[] = [];
    let release: () => void = () => undefined;
    deps.jobs.schedule(
      'test.slow',
      { everySeconds: 3600, perInstance: true, runAtStart: true, label: 'Langsom' },
      async () => {
        events.push('started');
        await new Promise<void>((resolve) => (release = resolve));
        events.push('finished');
      },
    );
    const app = await buildApp(deps, { startJobs: true });
    await app.ready();
    await expect.poll(() => events, { timeout: 10_000 }).toEqual(['started']);

    const closed = app.close().then(() => events.push('closed'));
    await new Promise((r) => setTimeout(r, 200));
    expect(events).toEqual(['started']); // still draining
    release();
    await closed;
    expect(events).toEqual(['started', 'finished', 'closed']);
    const slow = (await deps.jobs.list()).find((j) => j.name === 'test.slow');
    expect(slow).toMatchObject({ label: 'Langsom', lastError: null });
    expect(slow!.lastFinishedAt).toBeInstanceOf(Date);
    // The run is counted for /metrics as well (C6).
    expect(await metrics.jobRuns.get()).toMatchObject({
      values: expect.arrayContaining([
        expect.objectContaining({ labels: { job: 'test.slow', outcome: 'ok' }, value: 1 }),
      ]),
    });
    expect(() =>
      deps.jobs.schedule('test.late', { everyMinutes: 5, label: 'For sent' }, async () => undefined),
    ).toThrow(/declared before/);
  });

  it('does not start unless asked (tests, one switch)', async () => {
    const deps = await createDeps(loadConfig({ NODE_ENV: 'test', DATA_DIR: '.tmp/test-data' }), database);
    let runs = 0;
    deps.jobs.schedule(
      'test.eager',
      { everySeconds: 1, perInstance: true, runAtStart: true, label: 'Ivrig' },
      async () => {
        runs++;
      },
    );
    const app = await buildApp(deps);
    await app.ready();
    await new Promise((r) => setTimeout(r, 300)); // a started runner would have run it at once
    await app.close();
    expect(runs).toBe(0);
  });
});
