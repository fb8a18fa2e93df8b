import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rateLimits, workLeases } from '../../db/schema';

/**
 * Most hits a row keeps unless its limit is higher (then the limit and one more): enough to tell
 * any limit was passed, so a flood cannot grow a row without end.
 */
export const MAX_HITS = 1000;

/**
 * The rows every instance on this database shares: leases for work done once at a time, and the
 * counters behind every limit. Each call is one statement, atomic on PostgreSQL and PGlite alike.
 */
export function coordinationRepository(db: Db) {
  return {
    /** Takes the lease on `key` for `holder` unless another holds it unexpired; true when taken. */
    async takeLease(key: string, holder: string, leaseMs: number): Promise<boolean> {
      const rows = await db
        .insert(workLeases)
        .values({ key, holder, expiresAt: sql`now() + ${leaseMs}::integer * interval '1 millisecond'` })
        .onConflictDoUpdate({
          target: workLeases.key,
          set: { holder, expiresAt: sql`now() + ${leaseMs}::integer * interval '1 millisecond'` },
          where: lt(workLeases.expiresAt, sql`now()`),
        })
        .returning({ holder: workLeases.holder });
      return rows.length === 1;
    },

    async extendLease(key: string, holder: string, leaseMs: number) {
      await db
        .update(workLeases)
        .set({ expiresAt: sql`now() + ${leaseMs}::integer * interval '1 millisecond'` })
        .where(and(eq(workLeases.key, key), eq(workLeases.holder, holder)));
    },

    async releaseLease(key: string, holder: string) {
      await db.delete(workLeases).where(and(eq(workLeases.key, key), eq(workLeases.holder, holder)));
    },

    /**
     * Records a hit on `key` at `at` (ms) and answers the hits within `windowMs` up to `at`, this
     * one included, oldest first, with the key's lock. One upsert: two instances counting the same
     * key at the same moment both count.
     */
    async hit(key: string, at: number, windowMs: number, keep = MAX_HITS): Promise<{ hits: number[]; lockedUntil: number }> {
      const since = at - windowMs;
      const kept = sql`(select coalesce(array_agg(h order by h), '{}'::bigint[]) from (
          select h from unnest(${rateLimits.hits}) as h where h > ${since} order by h desc limit ${keep - 1}
        ) as recent)`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, hits: sql`array[${at}::bigint]`, expiresAt: at + windowMs })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`${kept} || ${at}::bigint`,
            expiresAt: sql`greatest(${rateLimits.expiresAt}, ${at + windowMs}::bigint)`,
          },
        })
        .returning({ hits: rateLimits.hits, lockedUntil: rateLimits.lockedUntil });
      return { hits: row!.hits.map(Number), lockedUntil: Number(row!.lockedUntil) };
    },

    /** The key's hits within `windowMs` up to `at` and its lock, without counting. */
    async read(key: string): Promise<{ hits: number[]; lockedUntil: number } | undefined> {
      const [row] = await db.select({ hits: rateLimits.hits, lockedUntil: rateLimits.lockedUntil }).from(rateLimits).where(eq(rateLimits.key, key));
      return row && { hits: row.hits.map(Number), lockedUntil: Number(row.lockedUntil) };
    },

    async lock(key: string, until: number) {
      await db
        .insert(rateLimits)
        .values({ key, lockedUntil: until, expiresAt: until })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: { lockedUntil: until, expiresAt: sql`greatest(${rateLimits.expiresAt}, ${until}::bigint)` },
        });
    },

    async reset(key: string) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },

    /** Forgets rows whose hits and lock have all run out. */
    async prune(at: number) {
      await db.delete(rateLimits).where(lt(rateLimits.expiresAt, at));
    },
  };
}

export type CoordinationRepository = ReturnType<typeof coordinationRepository>;
