import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Outgoing e-mail (issue 13). Every mail is queued here first and sent by scheduled work, so a
 * mail server that is away delays mails instead of losing them. Without SMTP_URL the rows are the
 * outbox an admin reads in Systemindstillinger (status 'outbox').
 * A mail is never sent twice for the same event: one row per (kind, event key, recipient).
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** What happened, as the sender names it: 'reset:<token hash>', 'payment:<id>', … */
    eventKey: text('event_key').notNull(),
    recipient: text('recipient').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** queued → sending → sent | failed; 'outbox' when no mail server is configured. */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When to try next; while 'sending', when the claim lapses (a crashed sender). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('mail_queue_status_check', sql`${t.status} in ('queued','sending','sent','failed','outbox')`),
    uniqueIndex('mail_queue_event_idx').on(t.kind, t.eventKey, sql`lower(${t.recipient})`),
    index('mail_queue_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_queue_created_idx').on(t.createdAt),
  ],
);

/** Glemt adgangskode: the link's 256-bit token, stored only as its SHA-256 (S2); 30 minutes, once. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** A new e-mail address waiting for its owner to follow the link sent to it; the old one stays until then. */
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_change_requests_user_idx').on(t.userId)],
);

/** Optional mails a person turned off (Profil → E-mails, or the one-click link in the mail). */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
