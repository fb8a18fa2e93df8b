import { and, eq, gt, inArray, lte, ne, notExists, or, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  appSecrets,
  chatChannelState,
  matchAvailability,
  matches,
  sentReminders,
  pushSubscriptions,
  teams,
  trainingAvailability,
  trainingSessions,
  users,
} from '../../db/schema';
import { onAnyTeam, onTeam, playsOn } from '../../core/people/person-team.repository';

const VAPID_SECRET_KEY = 'vapid';

/** Push subscriptions, who wants which push, once-only deliveries and the VAPID keys. */
export function pushRepository(db: Db) {
  return {
    async readVapid(): Promise<string | undefined> {
      const [row] = await db
        .select({ value: appSecrets.value })
        .from(appSecrets)
        .where(eq(appSecrets.key, VAPID_SECRET_KEY));
      return row?.value;
    },
    /** First writer wins (several instances may start at once); everyone then reads the same keys. */
    async storeVapidIfMissing(value: string) {
      await db.insert(appSecrets).values({ key: VAPID_SECRET_KEY, value }).onConflictDoNothing();
    },

    /** One row per device (endpoint), bound to the person and the session that subscribed it. */
    async upsertSubscription(s: {
      userId: number;
      sessionId: string | null;
      endpoint: string;
      p256dh: string;
      auth: string;
      userAgent: string | null;
    }) {
      await db
        .insert(pushSubscriptions)
        .values(s)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            userId: s.userId,
            sessionId: s.sessionId,
            p256dh: s.p256dh,
            auth: s.auth,
            userAgent: s.userAgent,
          },
        });
    },
    async deleteSubscription(userId: number, endpoint: string) {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },
    async deleteById(id: number) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },
    countForUser(userId: number) {
      return db.$count(pushSubscriptions, eq(pushSubscriptions.userId, userId));
    },

    /**
     * Devices of the people to notify, with their settings applied in the query: notifications on,
     * chat notifications on for chat, the channel not muted.
     */
    targets(filter: {
      userIds?: number[];
      teams?: string[] | 'all';
      roles?: string[];
      exceptUserId?: number | null;
      chatChannel?: string;
      /** A team channel's audience: its members with these roles, plus these staff roles in any team. */
      teamChannel?: { team: string; memberRoles: string[]; staffRoles: string[] };
    }) {
      const conditions = [eq(users.notificationsEnabled, true)];
      if (filter.teamChannel) {
        const { team, memberRoles, staffRoles } = filter.teamChannel;
        conditions.push(
          or(and(onTeam(team), inArray(users.role, memberRoles)), inArray(users.role, staffRoles))!,
        );
      }
      if (filter.userIds) conditions.push(inArray(users.id, filter.userIds.length ? filter.userIds : [-1]));
      if (filter.roles) conditions.push(inArray(users.role, filter.roles));
      if (filter.teams && filter.teams !== 'all')
        conditions.push(onAnyTeam(filter.teams));
      if (filter.exceptUserId) conditions.push(ne(users.id, filter.exceptUserId));
      if (filter.chatChannel) {
        conditions.push(eq(users.chatNotificationsEnabled, true));
        conditions.push(
          notExists(
            db
              .select({ one: sql`1` })
              .from(chatChannelState)
              .where(
                and(
                  eq(chatChannelState.userId, users.id),
                  eq(chatChannelState.team, filter.chatChannel),
                  eq(chatChannelState.muted, true),
                ),
              ),
          ),
        );
      }
      return db
        .select({
          id: pushSubscriptions.id,
          userId: pushSubscriptions.userId,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .innerJoin(users, eq(users.id, pushSubscriptions.userId))
        .where(and(...conditions))
        .limit(5000);
    },

    /**
     * Claims the reminder of one event for these people: one insert, the unique index decides, so
     * of two overlapping runs only one gets each person. Returns the people this run may remind.
     */
    async claimReminders(event: { kind: 'match' | 'training'; id: number }, userIds: number[], at: Date) {
      if (userIds.length === 0) return [];
      const rows = await db
        .insert(sentReminders)
        .values(userIds.map((userId) => ({ userId, eventKind: event.kind, eventId: event.id, reminderKind: 'unanswered' as const, sentAt: at })))
        .onConflictDoNothing()
        .returning({ userId: sentReminders.userId });
      return rows.map((r) => r.userId);
    },

    /** Scheduled matches starting within the window, with their team's players who have not answered. */
    matchReminders(from: Date, to: Date) {
      return db
        .select({ eventId: matches.id, opponent: matches.opponent, date: matches.date, userId: users.id })
        .from(matches)
        .innerJoin(users, and(playsOn(matches.team), eq(users.role, 'player')))
        .where(
          and(
            eq(matches.status, 'scheduled'),
            gt(matches.date, from),
            lte(matches.date, to),
            notExists(
              db
                .select({ one: sql`1` })
                .from(matchAvailability)
                .where(
                  and(eq(matchAvailability.matchId, matches.id), eq(matchAvailability.userId, users.id)),
                ),
            ),
          ),
        )
        .limit(5000);
    },

    /** The same for trainings; a training without a team is for every player. */
    trainingReminders(from: Date, to: Date) {
      return db
        .select({
          eventId: trainingSessions.id,
          title: trainingSessions.title,
          date: trainingSessions.date,
          userId: users.id,
        })
        .from(trainingSessions)
        .innerJoin(
          users,
          and(
            eq(users.role, 'player'),
            or(isNull(trainingSessions.team), playsOn(trainingSessions.team)),
          ),
        )
        .where(
          and(
            eq(trainingSessions.status, 'scheduled'),
            gt(trainingSessions.date, from),
            lte(trainingSessions.date, to),
            // Forventet fremmøde (decision 074): the team's unanswered players count as coming, so no reminder.
            notExists(
              db
                .select({ one: sql`1` })
                .from(teams)
                .where(and(eq(teams.code, trainingSessions.team), eq(teams.expectedAttendance, true))),
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(trainingAvailability)
                .where(
                  and(
                    eq(trainingAvailability.trainingId, trainingSessions.id),
                    eq(trainingAvailability.userId, users.id),
                  ),
                ),
            ),
          ),
        )
        .limit(5000);
    },
  };
}
export type PushRepository = ReturnType<typeof pushRepository>;
