import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const polls = pgTable(
  'polls',
  {
    id: serial('id').primaryKey(),
    question: text('question').notNull(),
    options: text('options').array().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The chat channel: a team code, or 'club' for the club-wide channel. */
    team: text('team').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('polls_options_count', sql`cardinality(${t.options}) between 2 and 10`)],
);

export const pollVotes = pgTable(
  'poll_votes',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionIndex: integer('option_index').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('poll_votes_uniq').on(t.pollId, t.userId), check('poll_votes_index', sql`${t.optionIndex} >= 0`)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull().default(''),
    messageType: text('message_type').notNull().default('text'),
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    fileUrl: text('file_url'),
    /** Voice message length in seconds. */
    duration: integer('duration'),
    pollId: integer('poll_id').references(() => polls.id, { onDelete: 'cascade' }),
    /** The channel: a team code, or 'club'. */
    team: text('team').notNull(),
    isPinned: boolean('is_pinned').notNull().default(false),
    pinnedBy: integer('pinned_by').references(() => users.id, { onDelete: 'set null' }),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('chat_message_type_check', sql`${t.messageType} in ('text','audio','image','file','poll')`),
    index('chat_messages_team_created_idx').on(t.team, t.createdAt),
  ],
);

/** Per user and channel: when they last read it, and whether they muted it. */
export const chatChannelState = pgTable(
  'chat_channel_state',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    team: text('team').notNull(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    muted: boolean('muted').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.team] })],
);
