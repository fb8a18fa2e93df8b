import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InProcessQueue } from './in-process-queue';
import { assertSchedule, cronOf, nextRunAfter, type QueueJob } from './job-queue';

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
    expect(cronOf(1)).toBe('* * * * *');
    expect(cronOf(10)).toBe('*/10 * * * *');
    expect(cronOf(60)).toBe('0 * * * *');
    expect(cronOf(360)).toBe('0 */6 * * *');
  });

  it('refuse intervals the clock cannot be divided by', () => {
    expect(() => assertSchedule({ everyMinutes: 7 })).toThrow();
    expect(() => assertSchedule({ everyMinutes: 90 })).toThrow();
    expect(() => assertSchedule({ everyMinutes: 0 })).toThrow();
    expect(() => assertSchedule({ everySeconds: 0, perInstance: true })).toThrow();
    expect(() => assertSchedule({ everyMinutes: 15 })).not.toThrow();
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
