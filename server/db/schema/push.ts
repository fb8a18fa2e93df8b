import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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

/** Pushes already sent for an event to a person (reminders go out at most once). */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    key: text('key').primaryKey(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
);
