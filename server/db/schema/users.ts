import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgSequence, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ACCOUNT_EVENT_KINDS, type AccountEventKind } from '@common/domain/account-events';
import { teams } from './club';

/**
 * Member numbers (RU-0001, RU-0002, …) come from this sequence: every new account gets the next
 * one from the database itself, so sign-ups at the same moment can never share a number, and a
 * number is never given again after its member is deleted.
 */
export const memberNumberSeq = pgSequence('member_number_seq');

/** 'RU-' and the next number, at least four digits (RU-0042, RU-12345): format pads, never cuts. */
const nextMemberNumber = sql`'RU-' || translate(format('%4s', nextval('member_number_seq')), ' ', '0')`;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    /**
     * Null until the person chose a password: staff created them (on Spillere or by import) and they
     * have not yet followed their personal invitation (decision 101). No password, no sign-in.
     */
    passwordHash: text('password_hash'),
    /**
     * Null when the club has no address for a person it created (decision 102); unique when present,
     * in any letters (users_lower_email_idx). Sign-up always gives one.
     */
    email: text('email').unique(),
    /**
     * When the person proved the address is theirs: typed it themselves when signing up, or followed
     * a link sent to it. Null while it is only what staff typed (S20): no recovery mail goes there.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    profileImageUrl: text('profile_image_url'),
    role: text('role').notNull().default('none'),
    phoneNumber: text('phone_number'),
    memberNumber: text('member_number').notNull().unique().default(nextMemberNumber),
    jerseyNumber: integer('jersey_number'),
    position: text('position'),
    team: text('team').references(() => teams.code, { onUpdate: 'cascade', onDelete: 'set null' }),
    address: text('address'),
    postalCode: text('postal_code'),
    birthDate: date('birth_date', { mode: 'string' }),
    membershipType: text('membership_type').default('ru_member'),
    membershipStatus: text('membership_status').notNull().default('inactive'),
    membershipExpiresAt: timestamp('membership_expires_at', { withTimezone: true }),
    manualMembership: boolean('manual_membership').notNull().default(false),
    stripeCustomerId: text('stripe_customer_id').unique(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
    chatNotificationsEnabled: boolean('chat_notifications_enabled').notNull().default(true),
    /** SHA-256 of the private calendar-feed token; regenerating it revokes the old URL. */
    calendarTokenHash: text('calendar_token_hash').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('none','member','player','coach','board','admin')`),
    check('users_membership_status_check', sql`${t.membershipStatus} in ('active','inactive')`),
    check('users_jersey_check', sql`${t.jerseyNumber} is null or (${t.jerseyNumber} between 1 and 99)`),
    index('users_team_idx').on(t.team),
    // Sign-in and the duplicate checks compare case-insensitively; the database holds the same line.
    uniqueIndex('users_lower_username_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_lower_email_idx').on(sql`lower(${t.email})`),
    // A picture is one person's: no two accounts can show the same upload (issue 10, item 1).
    uniqueIndex('users_profile_image_url_idx').on(t.profileImageUrl),
  ],
);

/** Sessions: the token is never stored, only its SHA-256 (quality-targets S2). */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * What happened to an account's security, for the member's history on Medlemmer and the person's
 * own data export (S20): a password set by staff, an e-mail change asked and done, "Log ud
 * overalt", a sign-in by link, guessing that kept new browsers out.
 */
export const accountEvents = pgTable(
  'account_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AccountEventKind>().notNull(),
    /** Who did it, when not the person themselves. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The address an e-mail change named, where the kind has one. */
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('account_events_kind_check', sql.raw(`kind in (${ACCOUNT_EVENT_KINDS.map((k) => `'${k}'`).join(',')})`)),
    index('account_events_user_idx').on(t.userId, t.createdAt),
  ],
);
