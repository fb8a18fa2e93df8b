import { and, asc, desc, eq, gt, gte, isNull, lt, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  announcementReads,
  announcements,
  dismissedPrompts,
  matchAvailability,
  matches,
  matchSquadPlayers,
  matchSquads,
  payments,
  teams,
  trainingAvailability,
  trainingSessions,
  users,
} from '../../db/schema';

/**
 * The reads behind 'Til dig' (issue 16 §3): one bounded query per kind of thing, whatever the
 * person has (P7). Each reads only the signed-in person's own rows.
 */
export function homeRepository(db: Db) {
  return {
    /** Their team's coming, not cancelled matches in the window that they have not answered. */
    unansweredMatches(userId: number, team: string, from: Date, to: Date, limit: number) {
      return db
        .select({ id: matches.id, title: matches.opponent, teamName: teams.displayName, date: matches.date })
        .from(matches)
        .leftJoin(teams, eq(teams.code, matches.team))
        .where(
          and(
            eq(matches.team, team),
            eq(matches.status, 'scheduled'),
            gt(matches.date, from),
            lt(matches.date, to),
            notExists(
              db
                .select({ one: sql`1` })
                .from(matchAvailability)
                .where(and(eq(matchAvailability.matchId, matches.id), eq(matchAvailability.userId, userId))),
            ),
          ),
        )
        .orderBy(asc(matches.date), asc(matches.id))
        .limit(limit);
    },

    /**
     * Coming, not cancelled trainings of their team (when they have one) or the whole club, not
     * answered. With `expectedUnanswered` (a player: decision 074) a team training of a team with
     * Forventet fremmøde is left out, since no answer there already counts as coming.
     */
    unansweredTrainings(
      userId: number,
      team: string | null,
      from: Date,
      to: Date,
      limit: number,
      expectedUnanswered: boolean,
    ) {
      return db
        .select({
          id: trainingSessions.id,
          title: trainingSessions.title,
          teamName: teams.displayName,
          date: trainingSessions.date,
        })
        .from(trainingSessions)
        .leftJoin(teams, eq(teams.code, trainingSessions.team))
        .where(
          and(
            ne(trainingSessions.status, 'cancelled'),
            gt(trainingSessions.date, from),
            lt(trainingSessions.date, to),
            team === null
              ? isNull(trainingSessions.team)
              : or(
                  isNull(trainingSessions.team),
                  and(
                    eq(trainingSessions.team, team),
                    expectedUnanswered ? eq(teams.expectedAttendance, false) : undefined,
                  ),
                ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(trainingAvailability)
                .where(
                  and(
                    eq(trainingAvailability.trainingId, trainingSessions.id),
                    eq(trainingAvailability.userId, userId),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(trainingSessions.date), asc(trainingSessions.id))
        .limit(limit);
    },

    /** Their outstanding payments: how many, the total, and whether one is past its due date. */
    async outstanding(userId: number, today: string) {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          total: sql<number>`coalesce(sum(${payments.amount}), 0)::int`,
          overdue: sql<boolean>`coalesce(bool_or(${payments.dueDate} < ${today}), false)`,
        })
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.status, 'pending')));
      return row ?? { count: 0, total: 0, overdue: false };
    },

    /**
     * Important announcements they have not read (the newest `limit` titles and how many in all),
     * from 30 days before they joined, as the unread banner counts them.
     */
    unreadImportant(userId: number, limit: number) {
      return db
        .select({ title: announcements.title, count: sql<number>`(count(*) over ())::int` })
        .from(announcements)
        .where(
          and(
            eq(announcements.important, true),
            gte(
              announcements.createdAt,
              sql`(select ${users.createdAt} - interval '30 days' from ${users} where ${users.id} = ${userId})`,
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(announcementReads)
                .where(
                  and(
                    eq(announcementReads.announcementId, announcements.id),
                    eq(announcementReads.userId, userId),
                  ),
                ),
            ),
          ),
        )
        .orderBy(desc(announcements.createdAt), desc(announcements.id))
        .limit(limit);
    },

    /** Coming matches whose published squad has them in it. */
    publishedSquads(userId: number, from: Date, limit: number) {
      return db
        .select({
          matchId: matches.id,
          opponent: matches.opponent,
          date: matches.date,
          selection: matchSquadPlayers.selection,
        })
        .from(matchSquadPlayers)
        .innerJoin(matchSquads, eq(matchSquads.matchId, matchSquadPlayers.matchId))
        .innerJoin(matches, eq(matches.id, matchSquadPlayers.matchId))
        .where(
          and(
            eq(matchSquadPlayers.userId, userId),
            eq(matchSquads.status, 'published'),
            eq(matches.status, 'scheduled'),
            gt(matches.date, from),
          ),
        )
        .orderBy(asc(matches.date), asc(matches.id))
        .limit(limit);
    },

    async dismissed(userId: number): Promise<string[]> {
      const rows = await db
        .select({ key: dismissedPrompts.key })
        .from(dismissedPrompts)
        .where(eq(dismissedPrompts.userId, userId));
      return rows.map((r) => r.key);
    },

    async dismiss(userId: number, key: string) {
      await db.insert(dismissedPrompts).values({ userId, key }).onConflictDoNothing();
    },
  };
}

export type HomeRepository = ReturnType<typeof homeRepository>;
