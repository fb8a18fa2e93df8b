import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { matches } from './matches';
import { trainingSessions } from './training';
import { users } from './users';

/** Fremmøde (decision 072): who actually came to a training; no row = not present. */
export const trainingAttendance = pgTable(
  'training_attendance',
  {
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainingSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.trainingId, t.userId] }),
    index('training_attendance_user_idx').on(t.userId),
  ],
);

/** Fremmøde for a match: who played. */
export const matchAttendance = pgTable(
  'match_attendance',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.userId] }), index('match_attendance_user_idx').on(t.userId)],
);

/** When staff registered attendance for an event (so a registration with nobody present differs from none). */
export const attendanceRegistrations = pgTable(
  'attendance_registrations',
  {
    kind: text('kind').notNull(),
    eventId: integer('event_id').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    registeredBy: integer('registered_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.eventId] }),
    check('attendance_registrations_kind_check', sql`${t.kind} in ('match','training')`),
  ],
);
