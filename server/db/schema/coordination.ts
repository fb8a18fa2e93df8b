import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Counters that must hold across every instance on this database (decision 061): sign-in
 * failures and locks, chat posting, the public routes' request limits. One row per key; `hits`
 * are the times (ms since the epoch) within the key's window, newest last, trimmed on each write.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: bigint('hits', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    lockedUntil: bigint('locked_until', { mode: 'number' }).notNull().default(0),
    /** When the row can be forgotten: its hits have left the window and its lock has ended. */
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);

/**
 * Leases for work that must run once at a time across all instances (decision 020): starting a
 * subscription, a payment intent, a customer. Held by one instance (`holder`) until it deletes
 * the row or the lease runs out (an instance that died mid-way).
 */
export const workLeases = pgTable('work_leases', {
  key: text('key').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
