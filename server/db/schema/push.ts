import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sessions, users } from './users';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    /** The session that subscribed this device: signing out (or any end of that session) removes it. */
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);

/**
 * Reminders already sent (D12): at most one per person, event and kind of reminder, enforced by
 * the unique index, so two overlapping reminder runs (two instances) cannot both send one.
 */
export const sentReminders = pgTable(
  'sent_reminders',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventKind: text('event_kind', { enum: ['match', 'training'] }).notNull(),
    eventId: integer('event_id').notNull(),
    reminderKind: text('reminder_kind', { enum: ['unanswered'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sent_reminders_once_idx').on(t.userId, t.eventKind, t.eventId, t.reminderKind)],
);
