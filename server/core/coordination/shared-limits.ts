import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../../db/database';
import type { ThrottleStore } from '../sessions/throttle-store';
import { coordinationRepository, MAX_HITS, type CoordinationRepository } from './coordination.repository';

const PRUNE_EVERY_MS = 60_000;

/**
 * Counters in PostgreSQL (the rate_limits table, decision 061), so that every limit means the same
 * with one instance or five: sign-in throttling, chat posting, the public routes. Each count is
 * one atomic upsert; rows whose window and lock have run out are deleted now and then (at most
 * once a minute per instance, on a hit).
 */
export class SharedLimits {
  private readonly repo: CoordinationRepository;
  private lastPrune = 0;

  constructor(db: Db) {
    this.repo = coordinationRepository(db);
  }

  /**
   * Counts a hit on `key` at `at`; answers the hits within `windowMs` (this one included) and the
   * oldest of them. The count goes at least one past `limit` (at least to MAX_HITS), no further.
   */
  async hit(key: string, at: number, windowMs: number, limit = 0): Promise<{ count: number; oldest: number }> {
    await this.pruneNow(at);
    const { hits } = await this.repo.hit(key, at, windowMs, Math.max(MAX_HITS, limit + 1));
    return { count: hits.length, oldest: hits[0] ?? at };
  }

  /** Sign-in throttling's store (login-throttle.ts keeps the rules). */
  throttleStore(): ThrottleStore {
    return {
      recordFailure: async (key, at, windowMs, limit) => (await this.hit(key, at, windowMs, limit)).count,
      lockedUntil: async (key, at) => {
        const until = (await this.repo.read(key))?.lockedUntil ?? 0;
        return until > at ? until : 0;
      },
      lock: (key, until) => this.repo.lock(key, until),
      reset: (key) => this.repo.reset(key),
    };
  }

  private async pruneNow(at: number) {
    if (at - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = at;
    await this.repo.prune(at);
  }
}

interface RateLimitResult {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: RateLimitResult) => void;
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit on the shared counters: the plugin keeps its options, headers
 * and 429 answers; the counting happens in PostgreSQL. Keys are per route, as the plugin's own
 * memory store keeps them. A sliding window: `ttl` is when the oldest counted request leaves it.
 */
export function sharedRateLimitStore(limits: SharedLimits, now: () => number = Date.now): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore {
    private readonly prefix: string;

    constructor(params?: RouteParams) {
      const prefix = 'rate';
      this.prefix = params?.routeInfo?.url ? `${prefix}:${[params.routeInfo.method].flat().join(',')} ${params.routeInfo.url}` : prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      const at = now();
      limits.hit(`${this.prefix}:${key}`, at, timeWindow, max).then(
        ({ count, oldest }) => callback(null, { current: count, ttl: Math.max(0, oldest + timeWindow - at) }),
        (error: Error) => callback(error),
      );
    }

    child(params: unknown) {
      return new SharedRateLimitStore(params as RouteParams);
    }
  }
  // The plugin hands the route's merged options (with routeInfo) to child(), not what its types say.
  return SharedRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
