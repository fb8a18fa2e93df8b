import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InProcessQueue } from './in-process-queue';
import { assertSchedule, cronOf, nextRunAfter, type QueueJob } from '../../core/jobs/job-queue';

function job(name: string, run: QueueJob['run'], extra: Partial<QueueJob> = {}): QueueJob {
  return { name, retryLimit: 0, run, ...extra };
}

describe('schedules', () => {
  it('align every-N-minute runs to the clock in UTC', () => {
    const at = new Date('2026-03-05T10:03:20Z');
    expect(nextRunAfter({ everyMinutes: 10 }, at).toISOString()).toBe('2026-03-05T10:10:00.000Z');
    expect(nextRunAfter({ everyMinutes: 60 }, at).toISOString()).toBe('2026-03-05T11:00:00.000Z');
    expect(nextRunAfter({ everyMinutes: 360 }, at).toISOString()).toBe('2026-03-05T12:00:00.000Z');
    expect(nextRunAfter({ everyMinutes: 60 }, new Date('2026-03-05T23:00:00Z')).toISOString()).toBe('2026-03-06T00:00:00.000Z');
    expect(nextRunAfter({ everySeconds: 15, perInstance: true }, at).toISOString()).toBe('2026-03-05T10:03:35.000Z');
  });

  it('give pg-boss the same times as cron expressions', () => {
    expect(cronOf({ everyMinutes: 1 })).toEqual({ cron: '* * * * *', tz: 'UTC' });
    expect(cronOf({ everyMinutes: 10 })).toEqual({ cron: '*/10 * * * *', tz: 'UTC' });
    expect(cronOf({ everyMinutes: 60 })).toEqual({ cron: '0 * * * *', tz: 'UTC' });
    expect(cronOf({ everyMinutes: 360 })).toEqual({ cron: '0 */6 * * *', tz: 'UTC' });
    expect(cronOf({ cron: '0 7 * * *' })).toEqual({ cron: '0 7 * * *', tz: 'Europe/Copenhagen' });
  });

  it('read cron expressions in Copenhagen time, summer and winter', () => {
    // 07:00 in Copenhagen is 06:00 UTC in winter and 05:00 UTC in summer.
    expect(nextRunAfter({ cron: '0 7 * * *' }, new Date('2026-03-05T10:03:00Z')).toISOString()).toBe('2026-03-06T06:00:00.000Z');
    expect(nextRunAfter({ cron: '0 7 * * *' }, new Date('2026-06-05T04:00:00Z')).toISOString()).toBe('2026-06-05T05:00:00.000Z');
    expect(nextRunAfter({ cron: '30 6 * * 1' }, new Date('2026-03-05T10:03:00Z')).toISOString()).toBe('2026-03-09T05:30:00.000Z');
  });

  it('refuse intervals the clock cannot be divided by', () => {
    expect(() => assertSchedule({ everyMinutes: 7 })).toThrow();
    expect(() => assertSchedule({ everyMinutes: 90 })).toThrow();
    expect(() => assertSchedule({ everyMinutes: 0 })).toThrow();
    expect(() => assertSchedule({ everySeconds: 0, perInstance: true })).toThrow();
    expect(() => assertSchedule({ cron: 'hver dag' })).toThrow();
    expect(() => assertSchedule({ cron: '*/5 * * * * *' })).toThrow(/five fields/);
    expect(() => assertSchedule({ everyMinutes: 15 })).not.toThrow();
    expect(() => assertSchedule({ cron: '0 7 * * *' })).not.toThrow();
  });
});

describe('the in-process queue (PGlite)', () => {
  let queue: InProcessQueue;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-05T10:03:00Z'));
    queue = new InProcessQueue({ retryDelayMs: 1000 });
  });
  afterEach(async () => {
    const stopped = queue.stop(); // runs in progress finish on the fake clock
    await vi.runAllTimersAsync();
    await stopped;
    vi.useRealTimers();
  });

  it('runs a scheduled job on the clock, and once at start when asked', async () => {
    const runs: string[] = [];
    const record = (name: string) => async () => void runs.push(`${name} ${new Date().toISOString().slice(11, 16)}`);
    await queue.start([
      job('every10', record('every10'), { schedule: { everyMinutes: 10 } }),
      job('hourly', record('hourly'), { schedule: { everyMinutes: 60 }, runAtStart: true }),
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual(['hourly 10:03']);
    await vi.advanceTimersByTimeAsync(57 * 60_000);
    expect(runs.sort()).toEqual(
      ['every10 10:10', 'every10 10:20', 'every10 10:30', 'every10 10:40', 'every10 10:50', 'every10 11:00', 'hourly 10:03', 'hourly 11:00'],
    );
  });

  it('runs a cron job at its time in Copenhagen', async () => {
    const runs: string[] = [];
    await queue.start([job('morning', async () => void runs.push(new Date().toISOString()), { schedule: { cron: '0 7 * * *' } })]);
    await vi.advanceTimersByTimeAsync(2 * 24 * 3600_000);
    expect(runs).toEqual(['2026-03-06T06:00:00.000Z', '2026-03-07T06:00:00.000Z']);
  });

  it('never overlaps a scheduled job with itself: a tick during a run is skipped', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    await queue.start([
      job(
        'slow',
        async () => {
          runs++;
          most = Math.max(most, ++active);
          await new Promise((r) => setTimeout(r, 25_000)); // longer than the 15 s between ticks
          active--;
        },
        { schedule: { everySeconds: 15, perInstance: true } },
      ),
    ]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(most).toBe(1);
    expect(runs).toBe(2); // at 15 s and at 45 s; the ticks at 30 s and 60 s found it running
  });

  it('retries a failed background job with growing delays, up to its limit', async () => {
    const attempts: number[] = [];
    const start = Date.now();
    await queue.start([
      job(
        'flaky',
        async () => {
          attempts.push(Date.now() - start);
          if (attempts.length < 3) throw new Error('not yet');
        },
        { retryLimit: 5 },
      ),
      job(
        'broken',
        async () => {
          attempts.push(-1);
          throw new Error('never');
        },
        { retryLimit: 2 },
      ),
    ]);
    await queue.enqueue('flaky', { to: 'a@example.dk' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(attempts.filter((a) => a >= 0)).toEqual([0, 1000, 3000]);
    attempts.length = 0;
    await queue.enqueue('broken', {});
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toEqual([-1, -1, -1]); // the first try and 2 retries
  });

  it('keeps jobs enqueued before start, passes the payload, and honours startAfter', async () => {
    const got: object[] = [];
    const handler = async (payload: object) => void got.push(payload);
    await queue.enqueue('mail', { n: 1 });
    expect(got).toEqual([]);
    await queue.start([job('mail', handler)]);
    await queue.enqueue('mail', { n: 2 }, { startAfter: new Date(Date.now() + 5000) });
    await vi.advanceTimersByTimeAsync(0);
    expect(got).toEqual([{ n: 1 }]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(got).toEqual([{ n: 1 }, { n: 2 }]);
    await expect(queue.enqueue('nope', {})).rejects.toThrow('Unknown job nope');
  });

  it('stops: waits for the run in progress, then runs nothing more and takes nothing new', async () => {
    let finished = 0;
    let started = 0;
    await queue.start([
      job(
        'tick',
        async () => {
          started++;
          await new Promise((r) => setTimeout(r, 2000));
          finished++;
        },
        { schedule: { everySeconds: 5, perInstance: true } },
      ),
    ]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(started).toBe(1);
    const stopping = queue.stop();
    await vi.advanceTimersByTimeAsync(2000);
    await stopping;
    expect(finished).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(started).toBe(1);
    await expect(queue.enqueue('tick', {})).rejects.toThrow('stopped');
  });
});
