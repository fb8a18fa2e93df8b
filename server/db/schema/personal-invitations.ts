import { check, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

/**
 * A personal invitation (decision 101): one person the club created, invited by e-mail to set a
 * password. One row per person; the links themselves are recovery links of purpose 'invitation'
 * (minted when their mail goes, decision 094), and each new mail ends the one before.
 */
export const personalInvitations = pgTable(
  'personal_invitations',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first mail of this invitation: the 14 days count from here. */
    firstSentAt: timestamp('first_sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The last mail staff sent (the lists' 'Inviteret <dato>'). */
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** The last mail of any kind (invitation, again, reminder, a new link): at most one a day. */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    /** Reminders sent of this invitation: one after 3 days, one after 7, none after. */
    reminders: integer('reminders').notNull().default(0),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    check('personal_invitations_reminders_check', sql`${t.reminders} between 0 and 2`),
    // The reminder job reads the open invitations by when they started.
    index('personal_invitations_open_idx')
      .on(t.firstSentAt)
      .where(sql`${t.withdrawnAt} is null`),
  ],
);
