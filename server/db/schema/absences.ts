import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Fravær (decision 071): Skadet, Ferie or Andet from one date to another (an injury
 * may be open-ended). Registering one answers the events in the period Ikke klar with the reason.
 */
export const absences = pgTable(
  'absences',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('absences_kind_check', sql`${t.kind} in ('injury','holiday','other')`),
    check(
      'absences_period_check',
      sql`(${t.toDate} is null and ${t.kind} = 'injury') or ${t.toDate} >= ${t.fromDate}`,
    ),
    index('absences_user_idx').on(t.userId, t.fromDate),
  ],
);

/** Påmind nu (decision 071): when staff last reminded an event's missing answers, at most once per 6 hours. */
export const manualReminders = pgTable(
  'manual_reminders',
  {
    kind: text('kind').notNull(),
    eventId: integer('event_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    reminded: integer('reminded').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.eventId] }),
    check('manual_reminders_kind_check', sql`${t.kind} in ('match','training')`),
  ],
);
