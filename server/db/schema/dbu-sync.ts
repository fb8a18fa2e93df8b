import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { teams } from './club';
import { matches } from './matches';

/**
 * Where a team's programme and league table come from on DBU (decision 109): one source per
 * team, either DBU's KlubWeb API or the team's public pages, with the last run's outcome.
 */
export const teamDbuSources = pgTable(
  'team_dbu_sources',
  {
    teamCode: text('team_code')
      .primaryKey()
      .references(() => teams.code, { onUpdate: 'cascade', onDelete: 'cascade' }),
    /** 'web' (the team's pages on dbu.dk) or 'api' (KlubWeb, with the club's API key). */
    source: text('source').notNull(),
    /** The site the pages are read from: 'https://www.dbu.dk' or a regional union's. */
    origin: text('origin').notNull(),
    dbuTeamId: text('dbu_team_id').notNull(),
    poolId: text('pool_id').notNull(),
    /** The pool's title as DBU showed it when the address was saved or last read. */
    poolTitle: text('pool_title').notNull().default(''),
    /** Coming matches in the last programme read; 0 when the pool has ended. */
    comingMatches: integer('coming_matches'),
    /** ETag / Last-Modified per page, for conditional requests. */
    memo: jsonb('memo').$type<Record<string, { etag?: string | null; lastModified?: string | null }>>().notNull().default({}),
    /** The nightly run that took this team ('2026-11-28'): two instances never both read it. */
    claimedRun: text('claimed_run'),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    /** What the last run changed, in Danish ('2 kampe flyttet, 1 resultat'). */
    lastChanges: text('last_changes'),
    /** The last run's error in Danish; null after a good run. */
    lastError: text('last_error'),
    failures: integer('failures').notNull().default(0),
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('team_dbu_sources_source_check', sql`${t.source} in ('web','api')`)],
);

/**
 * What a sync found that people must hear (decision 109): a moved kick-off or venue (to the
 * team's players who answered or were picked), a result DBU replaced (to the team's coaches).
 * Kept until sent, so notices found during quiet hours go out when they end.
 */
export const dbuMatchNotices = pgTable(
  'dbu_match_notices',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    userIds: integer('user_ids').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('dbu_match_notices_kind_check', sql`${t.kind} in ('moved','result')`),
    index('dbu_match_notices_unsent_idx').on(t.sentAt),
  ],
);
