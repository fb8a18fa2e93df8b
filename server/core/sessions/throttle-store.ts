/**
 * Where sign-in throttling keeps its counts (S4, S19). Small on purpose: the rules live in
 * login-throttle.ts; the store is PostgreSQL's rate_limits table (core/coordination/shared-limits.ts,
 * decision 061), so that every instance on the database counts together.
 */
export interface ThrottleStore {
  /**
   * Records a failure under `key` at `at`; answers how many it has within `windowMs` up to `at`,
   * this one included. The answer may stop growing past `limit` (the figure the caller compares with).
   */
  recordFailure(key: string, at: number, windowMs: number, limit?: number): Promise<number>;
  /** Until when `key` is locked (ms since the epoch); 0 when it is not. */
  lockedUntil(key: string, at: number): Promise<number>;
  lock(key: string, until: number): Promise<void>;
  /** Forgets `key`'s failures and lock. */
  reset(key: string): Promise<void>;
}
