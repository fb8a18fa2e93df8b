import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { openTestDatabase } from '../../test/test-database';
import { coordinationRepository } from './coordination.repository';
import { SharedLimits } from './shared-limits';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('SharedLimits', () => {
  it('counts failures within the window and keeps locks until they end (the throttle store)', async () => {
    const store = new SharedLimits(database.db).throttleStore();
    expect(await store.recordFailure('a', 1000, 60_000)).toBe(1);
    expect(await store.recordFailure('a', 2000, 60_000)).toBe(2);
    expect(await store.recordFailure('a', 61_500, 60_000)).toBe(2); // the first left the window
    await store.lock('a', 100_000);
    expect(await store.lockedUntil('a', 99_999)).toBe(100_000);
    expect(await store.lockedUntil('a', 100_000)).toBe(0);
    await store.reset('a');
    expect(await store.recordFailure('a', 63_000, 60_000)).toBe(1);
  });

  it('two instances on one database count together, also at the same moment', async () => {
    const one = new SharedLimits(database.db);
    const two = new SharedLimits(database.db);
    const counts = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).hit('together', 5000, 60_000)));
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('a flood keeps a row bounded: the newest hits stay, the row never grows past its cap', async () => {
    const repo = coordinationRepository(database.db);
    let last: number[] = [];
    for (let i = 0; i < 12; i += 1) last = (await repo.hit('flood', 10_000 + i, 600_000, 5)).hits;
    expect(last).toEqual([10_007, 10_008, 10_009, 10_010, 10_011]);
  });
});
