import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { teams } from './club';
import { users } from './users';

export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    opponent: text('opponent').notNull(),
    /** 'home' or 'away' (older data may say 'hjemme'; the badge rule reads both). */
    venue: text('venue').notNull(),
    /** Where the match is played (pitch or address), besides home/away. */
    location: text('location'),
    date: timestamp('date', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('scheduled'),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    team: text('team')
      .notNull()
      .references(() => teams.code, { onUpdate: 'cascade' }),
    competition: text('competition'),
    /** DBU's match number when imported: re-importing updates instead of duplicating. */
    matchNumber: text('match_number'),
    /** DBU's id of the match per source (decision 109): the team page's kamp link, the KlubWeb API's Id. */
    dbuWebId: text('dbu_web_id'),
    dbuApiId: text('dbu_api_id'),
    /** Set when DBU no longer lists the match: never deleted by the sync, the admin decides. */
    removedAtDbu: timestamp('removed_at_dbu', { withTimezone: true }),
    /** 'HHT' or 'UHT': DBU's forfeit (home or away team lost by forfeit) instead of a score. */
    forfeit: text('forfeit'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('matches_status_check', sql`${t.status} in ('scheduled','completed','cancelled')`),
    check('matches_scores_check', sql`coalesce(${t.homeScore}, 0) >= 0 and coalesce(${t.awayScore}, 0) >= 0`),
    index('matches_date_idx').on(t.date),
    index('matches_team_date_idx').on(t.team, t.date),
    uniqueIndex('matches_team_number_uniq').on(t.team, t.matchNumber),
    uniqueIndex('matches_team_dbu_web_uniq').on(t.team, t.dbuWebId),
    uniqueIndex('matches_team_dbu_api_uniq').on(t.team, t.dbuApiId),
    check('matches_forfeit_check', sql`${t.forfeit} is null or ${t.forfeit} in ('HHT','UHT')`),
  ],
);

export const matchAvailability = pgTable(
  'match_availability',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    available: boolean('available').notNull(),
    /** A short plain-text comment with the answer ('Kommer 10 min. for sent'), for staff (decision 071). */
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('match_availability_uniq').on(t.matchId, t.userId),
    index('match_availability_user_idx').on(t.userId),
  ],
);
