import { sql } from 'drizzle-orm';
import type { MailLinkRef } from '@common/domain/mail';
import type { RecoveryPurpose } from '@common/domain/recovery';
import {
  check,
  date,
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
 * Outgoing e-mail (E1). Every mail is queued here first and sent by scheduled work, so a
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
    /**
     * A mail that carries a recovery or invitation link names the request here; the text holds a
     * placeholder, and the token is minted when the mail is handed to the mail server (decision 094).
     */
    link: jsonb('link').$type<MailLinkRef>(),
    /**
     * queued → sending → sent | failed; 'outbox' when no mail server is configured; 'cancelled'
     * when the link it carries ended before the mail went (a newer request, a password change).
     */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When to try next; while 'sending', when the claim lapses (a crashed sender). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('mail_queue_status_check', sql`${t.status} in ('queued','sending','sent','failed','outbox','cancelled')`),
    uniqueIndex('mail_queue_event_idx').on(t.kind, t.eventKey, sql`lower(${t.recipient})`),
    index('mail_queue_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_queue_created_idx').on(t.createdAt),
  ],
);

/**
 * Every link that gets someone into an account (S18, S20): Glemt adgangskode, a new e-mail
 * address waiting for its owner, a sign-in link while new browsers are kept out. One table, so
 * that a password change, an e-mail change or "Log ud overalt" ends them all in one statement.
 * The token is minted when its mail is handed to the mail server, and only its SHA-256 is kept:
 * until then `token_hash` is null and no usable link exists anywhere (decision 094).
 */
export const recoveryLinks = pgTable(
  'recovery_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<RecoveryPurpose>().notNull(),
    /**
     * email_change: the address waiting for its owner; the old one stays until the link is followed.
     * invitation: the address it went to; it works only while the person still has that address.
     */
    newEmail: text('new_email'),
    /** Who asked, when not the person themselves (a board member or admin changing an address). */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Used, or ended (a newer request, a password change, "Log ud overalt"). */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('recovery_links_purpose_check', sql`${t.purpose} in ('password_reset','email_change','sign_in','invitation')`),
    index('recovery_links_user_idx').on(t.userId),
  ],
);

/**
 * Mails sent per sender and Copenhagen day where the app caps them (S21): invitations to
 * addresses the club does not have. One atomic upsert per request counts on every instance.
 */
export const mailQuota = pgTable(
  'mail_quota',
  {
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.senderId, t.day, t.kind] })],
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
