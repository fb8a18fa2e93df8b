/**
 * Where sign-in throttling keeps its counts (S4, S19). Small on purpose: a shared store
 * (PostgreSQL, so that several instances count together) implements these four calls and
 * replaces the in-memory one without touching the rules in login-throttle.ts.
 */
export interface ThrottleStore {
  /** Records a failure under `key` at `at`; answers how many it has within `windowMs` up to `at`, this one included. */
  recordFailure(key: string, at: number, windowMs: number): Promise<number>;
  /** Until when `key` is locked (ms since the epoch); 0 when it is not. */
  lockedUntil(key: string, at: number): Promise<number>;
  lock(key: string, until: number): Promise<void>;
  /** Forgets `key`'s failures and lock. */
  reset(key: string): Promise<void>;
}

interface Entry {
  failures: number[];
  lockedUntil: number;
  /** When the entry can be forgotten: its last failure has left every window, its lock has ended. */
  expiresAt: number;
}

/**
 * One instance's memory. Bounded: expired entries go first; under a flood of distinct names or
 * addresses beyond that, the oldest entries make room (never everything at once, which would lift
 * every lock).
 */
export class MemoryThrottleStore implements ThrottleStore {
  private entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 50_000) {}

  async recordFailure(key: string, at: number, windowMs: number): Promise<number> {
    const entry = this.entries.get(key) ?? { failures: [], lockedUntil: 0, expiresAt: 0 };
    entry.failures = entry.failures.filter((time) => at - time < windowMs);
    entry.failures.push(at);
    entry.expiresAt = Math.max(entry.expiresAt, at + windowMs);
    this.set(key, entry, at);
    return entry.failures.length;
  }

  async lockedUntil(key: string, at: number): Promise<number> {
    const until = this.entries.get(key)?.lockedUntil ?? 0;
    return until > at ? until : 0;
  }

  async lock(key: string, until: number): Promise<void> {
    const entry = this.entries.get(key) ?? { failures: [], lockedUntil: 0, expiresAt: 0 };
    entry.lockedUntil = until;
    entry.expiresAt = Math.max(entry.expiresAt, until);
    this.set(key, entry, 0);
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private set(key: string, entry: Entry, at: number) {
    // Re-inserted at the end, so iteration order is least recently touched first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size <= this.maxEntries) return;
    for (const [k, e] of this.entries) if (e.expiresAt <= at) this.entries.delete(k);
    for (const k of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(k);
    }
  }
}
