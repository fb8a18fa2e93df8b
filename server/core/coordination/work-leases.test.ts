import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { openTestDatabase } from '../../test/test-database';
import { coordinationRepository } from './coordination.repository';
import { BUSY_MESSAGE, KeyLock, WorkLeases } from './work-leases';

describe('KeyLock', () => {
  it('runs tasks of one key one after another', async () => {
    const lock = new KeyLock();
    const order: string[] = [];
    const slow = (name: string, ms: number) => async () => {
      order.push(`${name}:start`);
      await new Promise((r) => setTimeout(r, ms));
      order.push(`${name}:end`);
      return name;
    };
    const results = await Promise.all([lock.run('k', slow('a', 20)), lock.run('k', slow('b', 1))]);
    expect(results).toEqual(['a', 'b']);
    expect(order).toEqual(['a:start', 'a:end', 'b:start', 'b:end']);
  });

  it('keeps going after a failed task', async () => {
    const lock = new KeyLock();
    await expect(lock.run('k', async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await expect(lock.run('k', async () => 'ok')).resolves.toBe('ok');
  });
});

describe('WorkLeases', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('two instances on one database run a key one after the other; other keys run alongside', async () => {
    const one = new WorkLeases(database.db);
    const two = new WorkLeases(database.db);
    const order: string[] = [];
    const slow = (name: string) => async () => {
      order.push(`${name}:start`);
      await new Promise((r) => setTimeout(r, 30));
      order.push(`${name}:end`);
    };
    await Promise.all([one.run('k', slow('a')), two.run('k', slow('b'))]);
    expect(order.join(' ')).toMatch(/^(a:start a:end b:start b:end|b:start b:end a:start a:end)$/);
    // Another key is not held up: x waits inside its lease until y has run inside its own.
    let yRan!: () => void;
    const yHasRun = new Promise<void>((resolve) => (yRan = resolve));
    await Promise.all([one.run('x', () => yHasRun), two.run('y', async () => yRan())]);
  });

  it('a lease left by an instance that died runs out; a busy key gives up with a Danish message', async () => {
    const dead = coordinationRepository(database.db);
    await dead.takeLease('k', 'crashed-instance', 60_000);
    const impatient = new WorkLeases(database.db, { waitMs: 50 });
    await expect(impatient.run('k', async () => 'never')).rejects.toThrow(BUSY_MESSAGE);
    await dead.takeLease('short', 'crashed-instance', 1);
    await new Promise((r) => setTimeout(r, 20));
    await expect(impatient.run('short', async () => 'ok')).resolves.toBe('ok');
  });
});
