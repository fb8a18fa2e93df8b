import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { teams } from './club';
import { sessions, users } from './users';

/**
 * trainer_registration_links in the spec: invitation links for player, coach and board.
 * Valid one hour and reusable (D16); the token is stored only as its SHA-256.
 */
export const registrationLinks = pgTable(
  'registration_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    role: text('role').notNull(),
    team: text('team').references(() => teams.code, { onUpdate: 'cascade', onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('registration_links_role_check', sql`${t.role} in ('player','coach','board')`)],
);

/** Each use of a registration link: who, when (D16). */
export const registrationLinkUses = pgTable(
  'registration_link_uses',
  {
    id: serial('id').primaryKey(),
    linkId: integer('link_id')
      .notNull()
      .references(() => registrationLinks.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registration_link_uses_link_idx').on(t.linkId)],
);

/** Uploaded objects: the signed PUT is bound to this row's key, type and maximum size (S9). */
export const uploads = pgTable('uploads', {
  id: text('id').primaryKey(),
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
  purpose: text('purpose').notNull(),
  contentType: text('content_type'),
  maxBytes: integer('max_bytes').notNull(),
  size: integer('size'),
  status: text('status').notNull().default('pending'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
