import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { teams } from './club';
import { users } from './users';

/** One row of a league table, per club team (the table the admin pasted from DBU). */
export const federationTeamStats = pgTable(
  'federation_team_stats',
  {
    id: serial('id').primaryKey(),
    teamCode: text('team_code')
      .notNull()
      .references(() => teams.code, { onUpdate: 'cascade', onDelete: 'cascade' }),
    season: text('season').notNull().default(''),
    league: text('league').notNull().default(''),
    position: integer('position').notNull(),
    teamName: text('team_name').notNull(),
    played: integer('played').notNull().default(0),
    wins: integer('wins').notNull().default(0),
    draws: integer('draws').notNull().default(0),
    losses: integer('losses').notNull().default(0),
    goalsFor: integer('goals_for').notNull().default(0),
    goalsAgainst: integer('goals_against').notNull().default(0),
    goalDifference: integer('goal_difference').notNull().default(0),
    points: integer('points').notNull().default(0),
    form: text('form').array().notNull().default([]),
    isOwnTeam: boolean('is_own_team').notNull().default(false),
    /** DBU's remark ('!') on the row, usually a point deduction; '' when DBU gave no text. */
    remark: text('remark'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('federation_team_stats_team_idx').on(t.teamCode, t.position)],
);

export const federationSyncLog = pgTable('federation_sync_log', {
  id: serial('id').primaryKey(),
  syncType: text('sync_type').notNull(),
  teamCode: text('team_code'),
  status: text('status').notNull(),
  recordsUpdated: integer('records_updated').notNull().default(0),
  errorMessage: text('error_message'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});
