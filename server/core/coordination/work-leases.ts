import { randomUUID } from 'node:crypto';
import { DomainError } from '../domain-error';
import type { Db } from '../../db/database';
import { coordinationRepository } from './coordination.repository';

/** Runs a task for a key, one at a time per key. */
export interface KeyedLock {
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
}

/**
 * Runs one task per key at a time in this process: a double click or two parallel requests for
 * the same payment wait for each other and then find (and reuse) what the first one created.
 */
export class KeyLock implements KeyedLock {
  private tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(task);
    this.tails.set(key, current);
    try {
      return await current;
    } finally {
      if (this.tails.get(key) === current) this.tails.delete(key);
    }
  }
}

export const BUSY_MESSAGE = 'Betalingen er allerede i gang. Prøv igen om et øjeblik.';

export interface WorkLeaseOptions {
  /** How long a lease holds without renewal: an instance that died mid-way blocks the key this long at most. */
  leaseMs?: number;
  /** How long a task waits for another instance's lease before it gives up (409, try again). */
  waitMs?: number;
}

/**
 * One task per key at a time across every instance on this database (decision 020): a row in
 * work_leases is the lock. Waiting tasks of this instance queue in memory (KeyLock); the first
 * of them takes the lease, or polls until the other instance deletes its row or its lease runs
 * out. The lease is renewed while the task runs, so a slow gateway cannot lose it; a crashed
 * instance's lease ends after `leaseMs`. Works on PostgreSQL and PGlite alike (no session locks,
 * no transaction held open across gateway calls).
 */
export class WorkLeases implements KeyedLock {
  private readonly local = new KeyLock();
  private readonly holder = randomUUID();
  private readonly repo;
  private readonly leaseMs: number;
  private readonly waitMs: number;

  constructor(db: Db, options: WorkLeaseOptions = {}) {
    this.repo = coordinationRepository(db);
    this.leaseMs = options.leaseMs ?? 60_000;
    this.waitMs = options.waitMs ?? 30_000;
  }

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    return this.local.run(key, async () => {
      await this.acquire(key);
      const renew = setInterval(() => void this.repo.extendLease(key, this.holder, this.leaseMs).catch(() => undefined), this.leaseMs / 3);
      renew.unref();
      try {
        return await task();
      } finally {
        clearInterval(renew);
        // Not released (the database away for a moment): the lease runs out by itself.
        await this.repo.releaseLease(key, this.holder).catch(() => undefined);
      }
    });
  }

  private async acquire(key: string) {
    const giveUpAt = Date.now() + this.waitMs;
    let pause = 10;
    while (!(await this.repo.takeLease(key, this.holder, this.leaseMs))) {
      if (Date.now() >= giveUpAt) throw new DomainError('conflict', BUSY_MESSAGE);
      await new Promise((resolve) => setTimeout(resolve, pause + Math.random() * pause));
      pause = Math.min(pause * 2, 200);
    }
  }
}
