import { and, count, desc, eq, gt, inArray, isNull, lt, max, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { chatChannelState, chatMessages, pollVotes, polls, sessions, users } from '../../db/schema';
import type { TeamsRepository } from '../../core/teams/teams.repository';

const messageColumns = {
  id: chatMessages.id,
  channel: chatMessages.team,
  userId: chatMessages.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  senderImageUrl: users.profileImageUrl,
  message: chatMessages.message,
  messageType: chatMessages.messageType,
  fileName: chatMessages.fileName,
  fileSize: chatMessages.fileSize,
  fileUrl: chatMessages.fileUrl,
  duration: chatMessages.duration,
  pollId: chatMessages.pollId,
  isPinned: chatMessages.isPinned,
  pinnedAt: chatMessages.pinnedAt,
  createdAt: chatMessages.createdAt,
};
export type MessageRow = Awaited<ReturnType<ReturnType<typeof chatRepository>['page']>>[number];

/** Chat messages, polls and per-user channel state (the only Drizzle queries of the chat). */
const NEVER_READ_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * `teams` lists the club's teams (the app's teams repository, kept in memory until an admin
 * changes one): every chat request needs them to check the channel.
 */
export function chatRepository(db: Db, teams: TeamsRepository) {
  return {
    teams: () => teams.list(),

    /** One page of a channel, newest first, with the sender joined (no per-row queries). */
    page(channel: string, before: number | undefined, limit: number) {
      return db
        .select(messageColumns)
        .from(chatMessages)
        .leftJoin(users, eq(users.id, chatMessages.userId))
        .where(and(eq(chatMessages.team, channel), before ? lt(chatMessages.id, before) : undefined))
        .orderBy(desc(chatMessages.id))
        .limit(limit);
    },

    pinned(channel: string, limit: number) {
      return db
        .select(messageColumns)
        .from(chatMessages)
        .leftJoin(users, eq(users.id, chatMessages.userId))
        .where(and(eq(chatMessages.team, channel), eq(chatMessages.isPinned, true)))
        .orderBy(desc(chatMessages.pinnedAt))
        .limit(limit);
    },

    async byId(id: number) {
      const [row] = await db
        .select(messageColumns)
        .from(chatMessages)
        .leftJoin(users, eq(users.id, chatMessages.userId))
        .where(eq(chatMessages.id, id))
        .limit(1);
      return row;
    },

    polls(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select().from(polls).where(inArray(polls.id, ids));
    },

    voteCounts(pollIds: number[]) {
      if (pollIds.length === 0) return Promise.resolve([]);
      return db
        .select({ pollId: pollVotes.pollId, optionIndex: pollVotes.optionIndex, n: count() })
        .from(pollVotes)
        .where(inArray(pollVotes.pollId, pollIds))
        .groupBy(pollVotes.pollId, pollVotes.optionIndex);
    },

    myVotes(pollIds: number[], userId: number) {
      if (pollIds.length === 0) return Promise.resolve([]);
      return db
        .select({ pollId: pollVotes.pollId, optionIndex: pollVotes.optionIndex })
        .from(pollVotes)
        .where(and(inArray(pollVotes.pollId, pollIds), eq(pollVotes.userId, userId)));
    },

    async insertMessage(values: typeof chatMessages.$inferInsert) {
      const [row] = await db.insert(chatMessages).values(values).returning({ id: chatMessages.id });
      return row!.id;
    },

    /** The poll and the message that carries it, together. */
    insertPoll(poll: typeof polls.$inferInsert, userId: number) {
      return db.transaction(async (tx) => {
        const [p] = await tx.insert(polls).values(poll).returning({ id: polls.id });
        const [m] = await tx
          .insert(chatMessages)
          .values({ userId, team: poll.team, messageType: 'poll', message: poll.question, pollId: p!.id })
          .returning({ id: chatMessages.id });
        return { pollId: p!.id, messageId: m!.id };
      });
    },

    async pollWithMessage(pollId: number) {
      const [row] = await db
        .select({ poll: polls, messageId: chatMessages.id })
        .from(polls)
        .innerJoin(chatMessages, eq(chatMessages.pollId, polls.id))
        .where(eq(polls.id, pollId))
        .limit(1);
      return row;
    },

    /** One vote per person; voting again changes it. */
    async vote(pollId: number, userId: number, optionIndex: number) {
      await db
        .insert(pollVotes)
        .values({ pollId, userId, optionIndex })
        .onConflictDoUpdate({
          target: [pollVotes.pollId, pollVotes.userId],
          set: { optionIndex, createdAt: sql`now()` },
        });
    },

    async setPinned(id: number, pinned: boolean, by: number, at: Date) {
      await db
        .update(chatMessages)
        .set(
          pinned
            ? { isPinned: true, pinnedBy: by, pinnedAt: at }
            : { isPinned: false, pinnedBy: null, pinnedAt: null },
        )
        .where(eq(chatMessages.id, id));
    },

    /**
     * Unread counts and newest message per channel in one query each. A channel never read
     * counts from when the person joined, at most the last 30 days (not the whole history).
     */
    async channelSummaries(userId: number, channels: string[], now: Date) {
      if (channels.length === 0) return { unread: [], latest: [], state: [] };
      const state = await db
        .select()
        .from(chatChannelState)
        .where(and(eq(chatChannelState.userId, userId), inArray(chatChannelState.team, channels)));
      // Each channel from its own moment: the state read above, so the query needs no join to it
      // (joining it per message rescanned the state once per message: P7).
      const neverRead = sql`greatest((select u.created_at from users u where u.id = ${userId}), ${new Date(now.getTime() - NEVER_READ_WINDOW_MS).toISOString()}::timestamptz)`;
      const readAt = new Map(state.map((row) => [row.team, row.lastReadAt]));
      const since = (channel: string) => {
        const at = readAt.get(channel);
        return at ? sql`${at.toISOString()}::timestamptz` : neverRead;
      };
      const unread = await db
        .select({ channel: chatMessages.team, n: count() })
        .from(chatMessages)
        .where(
          and(
            or(
              ...channels.map((channel) =>
                and(eq(chatMessages.team, channel), gt(chatMessages.createdAt, since(channel))),
              ),
            ),
            or(isNull(chatMessages.userId), ne(chatMessages.userId, userId)),
          ),
        )
        .groupBy(chatMessages.team);
      const latest = await db
        .select({ channel: chatMessages.team, at: max(chatMessages.createdAt) })
        .from(chatMessages)
        .where(inArray(chatMessages.team, channels))
        .groupBy(chatMessages.team);
      return { unread, latest, state };
    },

    async markRead(userId: number, channel: string, at: Date) {
      await db
        .insert(chatChannelState)
        .values({ userId, team: channel, lastReadAt: at })
        .onConflictDoUpdate({
          target: [chatChannelState.userId, chatChannelState.team],
          set: { lastReadAt: at },
        });
    },

    /** The channels a file (picture, file, voice message) was posted in. */
    async channelsOfFile(fileUrl: string) {
      const rows = await db
        .selectDistinct({ channel: chatMessages.team })
        .from(chatMessages)
        .where(eq(chatMessages.fileUrl, fileUrl))
        .limit(20);
      return rows.map((r) => r.channel);
    },

    /** Which of these sessions are still live (the live streams are closed for the others). */
    async liveSessionIds(ids: string[], now: Date) {
      if (ids.length === 0) return new Set<string>();
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(inArray(sessions.id, ids), gt(sessions.expiresAt, now)));
      return new Set(rows.map((r) => r.id));
    },

    async setMuted(userId: number, channel: string, muted: boolean) {
      await db
        .insert(chatChannelState)
        .values({ userId, team: channel, muted })
        .onConflictDoUpdate({ target: [chatChannelState.userId, chatChannelState.team], set: { muted } });
    },
  };
}
export type ChatRepository = ReturnType<typeof chatRepository>;
