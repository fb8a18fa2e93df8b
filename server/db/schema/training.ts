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

export const trainingSessions = pgTable(
  'training_sessions',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    location: text('location').notNull(),
    notes: text('notes'),
    status: text('status').notNull().default('scheduled'),
    team: text('team').references(() => teams.code, { onUpdate: 'cascade' }),
    /** Trainings created together as a weekly series share this id. */
    seriesId: text('series_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('training_status_check', sql`${t.status} in ('scheduled','cancelled')`),
    index('training_date_idx').on(t.date),
    index('training_team_date_idx').on(t.team, t.date),
    index('training_series_idx').on(t.seriesId),
  ],
);

export const trainingAvailability = pgTable(
  'training_availability',
  {
    id: serial('id').primaryKey(),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainingSessions.id, { onDelete: 'cascade' }),
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
    uniqueIndex('training_availability_uniq').on(t.trainingId, t.userId),
    index('training_availability_user_idx').on(t.userId),
  ],
);
