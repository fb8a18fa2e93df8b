import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { matches } from './matches';
import { users } from './users';

/** Spillerstatistik (decision 073): a match's goals, assists, cards and Kampens spiller. */
export const matchEvents = pgTable(
  'match_events',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    count: integer('count').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.userId, t.type] }),
    check('match_events_type_check', sql`${t.type} in ('goal','assist','yellow','red','motm')`),
    check('match_events_count_check', sql`${t.count} between 1 and 99`),
    index('match_events_user_idx').on(t.userId),
  ],
);
