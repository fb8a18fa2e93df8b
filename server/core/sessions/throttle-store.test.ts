import { describe, expect, it } from 'vitest';
import { MemoryThrottleStore } from './throttle-store';

describe('MemoryThrottleStore', () => {
  it('counts failures within the window and keeps locks until they end', async () => {
    const store = new MemoryThrottleStore();
    expect(await store.recordFailure('a', 1000, 60_000)).toBe(1);
    expect(await store.recordFailure('a', 2000, 60_000)).toBe(2);
    expect(await store.recordFailure('a', 61_500, 60_000)).toBe(2); // the first left the window
    await store.lock('a', 100_000);
    expect(await store.lockedUntil('a', 99_999)).toBe(100_000);
    expect(await store.lockedUntil('a', 100_000)).toBe(0);
    await store.reset('a');
    expect(await store.recordFailure('a', 63_000, 60_000)).toBe(1);
  });

  it('stays bounded under a flood of names, dropping the oldest, never every lock at once', async () => {
    const store = new MemoryThrottleStore(100);
    await store.lock('victim', 10_000_000);
    for (let i = 0; i < 99; i++) await store.recordFailure(`flood-${i}`, 5, 60_000);
    expect(await store.lockedUntil('victim', 10)).toBe(10_000_000);
    for (let i = 99; i < 300; i++) await store.recordFailure(`flood-${i}`, 5, 60_000);
    // The most recent entries are all still there.
    expect(await store.recordFailure('flood-299', 6, 60_000)).toBe(2);
  });
});
