import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { teams } from './club';
import { users } from './users';

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

/**
 * A generated registration link mailed to someone reaches them as a single-use token of their own
 * under that link (D18): the reusable link stays on the screen of whoever made it. The token is
 * minted when the mail is handed to the mail server; only its SHA-256 is kept (decision 094).
 */
export const registrationInvites = pgTable(
  'registration_invites',
  {
    id: serial('id').primaryKey(),
    linkId: integer('link_id')
      .notNull()
      .references(() => registrationLinks.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('registration_invites_link_email_idx').on(t.linkId, sql`lower(${t.email})`)],
);
