import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { matches } from './matches';
import { users } from './users';

/**
 * Udtagelse (decision 070): one squad per match, a draft until the coach publishes it;
 * once published it stays published and every change notifies the players whose place changed.
 */
export const matchSquads = pgTable(
  'match_squads',
  {
    matchId: integer('match_id')
      .primaryKey()
      .references(() => matches.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('draft'),
    meetAt: timestamp('meet_at', { withTimezone: true }),
    meetPlace: text('meet_place'),
    note: text('note'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('match_squads_status_check', sql`${t.status} in ('draft','published')`)],
);

/** A player's place in a match's squad: Startopstilling, Bænk or Reserve (no row: not selected). */
export const matchSquadPlayers = pgTable(
  'match_squad_players',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    selection: text('selection').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.userId] }),
    check('match_squad_players_selection_check', sql`${t.selection} in ('starter','bench','reserve')`),
    index('match_squad_players_user_idx').on(t.userId),
  ],
);
