import { and, asc, desc, eq, gt, gte, isNull, lt, ne, notExists, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
import { playsOn } from '../../core/people/person-team.repository';

const placeholder = sql.placeholder;

/** None of this person's rows in `table` (an answer, a read) is about `subject`. */
const noRowOfThePerson = (
  db: Db,
  table: typeof matchAvailability | typeof trainingAvailability | typeof announcementReads,
  about: AnyPgColumn,
  subject: AnyPgColumn,
) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(and(eq(about, subject), eq(table.userId, placeholder('userId')))),
  );

/**
 * The reads behind 'Til dig' (decision 075): one bounded query per kind of thing, whatever the
 * person has (P7). Each reads only the signed-in person's own rows. Every query is built once
 * and prepared (decision 082: building Drizzle's SQL on each request was a large part of Hjem's reads);
 * a query whose shape depends on the person has one statement per shape.
 */
export function homeRepository(db: Db) {
  const unansweredMatches = db
    .select({ id: matches.id, title: matches.opponent, teamName: teams.displayName, date: matches.date })
    .from(matches)
    .leftJoin(teams, eq(teams.code, matches.team))
    .where(
      and(
        // Every team the person answers for (decision 107).
        playsOn(matches.team, sql`${placeholder('userId')}`),
        eq(matches.status, 'scheduled'),
        gt(matches.date, placeholder('from')),
        lt(matches.date, placeholder('to')),
        noRowOfThePerson(db, matchAvailability, matchAvailability.matchId, matches.id),
      ),
    )
    .orderBy(asc(matches.date), asc(matches.id))
    .limit(placeholder('limit'))
    .prepare('home_unanswered_matches');

  /** Trainings of the whole club only (no team), of the club and their team, or of the club and their team unless it expects attendance. */
  const unansweredTrainingsOf = (shape: 'club' | 'team' | 'team-unexpected') =>
    db
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
          gt(trainingSessions.date, placeholder('from')),
          lt(trainingSessions.date, placeholder('to')),
          shape === 'club'
            ? isNull(trainingSessions.team)
            : or(
                isNull(trainingSessions.team),
                and(
                  playsOn(trainingSessions.team, sql`${placeholder('userId')}`),
                  shape === 'team-unexpected' ? eq(teams.expectedAttendance, false) : undefined,
                ),
              ),
          noRowOfThePerson(db, trainingAvailability, trainingAvailability.trainingId, trainingSessions.id),
        ),
      )
      .orderBy(asc(trainingSessions.date), asc(trainingSessions.id))
      .limit(placeholder('limit'))
      .prepare(`home_unanswered_trainings_${shape.replace('-', '_')}`);
  const unansweredTrainingsStatements = {
    club: unansweredTrainingsOf('club'),
    team: unansweredTrainingsOf('team'),
    'team-unexpected': unansweredTrainingsOf('team-unexpected'),
  };

  const outstanding = db
    .select({
      count: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${payments.amount}), 0)::int`,
      overdue: sql<boolean>`coalesce(bool_or(${payments.dueDate} < ${placeholder('today')}), false)`,
    })
    .from(payments)
    .where(and(eq(payments.userId, placeholder('userId')), eq(payments.status, 'pending')))
    .prepare('home_outstanding');

  const unreadImportant = db
    .select({ title: announcements.title, count: sql<number>`(count(*) over ())::int` })
    .from(announcements)
    .where(
      and(
        eq(announcements.important, true),
        gte(
          announcements.createdAt,
          sql`(select ${users.createdAt} - interval '30 days' from ${users} where ${users.id} = ${placeholder('userId')})`,
        ),
        noRowOfThePerson(db, announcementReads, announcementReads.announcementId, announcements.id),
      ),
    )
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(placeholder('limit'))
    .prepare('home_unread_important');

  const publishedSquads = db
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
        eq(matchSquadPlayers.userId, placeholder('userId')),
        eq(matchSquads.status, 'published'),
        eq(matches.status, 'scheduled'),
        gt(matches.date, placeholder('from')),
      ),
    )
    .orderBy(asc(matches.date), asc(matches.id))
    .limit(placeholder('limit'))
    .prepare('home_published_squads');

  const dismissed = db
    .select({ key: dismissedPrompts.key })
    .from(dismissedPrompts)
    .where(eq(dismissedPrompts.userId, placeholder('userId')))
    .prepare('home_dismissed_prompts');

  return {
    /** Their team's coming, not cancelled matches in the window that they have not answered. */
    unansweredMatches(userId: number, team: string, from: Date, to: Date, limit: number) {
      return unansweredMatches.execute({
        userId,
        team,
        from: from.toISOString(),
        to: to.toISOString(),
        limit,
      });
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
      const shape = team === null ? 'club' : expectedUnanswered ? 'team-unexpected' : 'team';
      return unansweredTrainingsStatements[shape].execute({
        userId,
        team,
        from: from.toISOString(),
        to: to.toISOString(),
        limit,
      });
    },

    /** Their outstanding payments: how many, the total, and whether one is past its due date. */
    async outstanding(userId: number, today: string) {
      const [row] = await outstanding.execute({ userId, today });
      return row ?? { count: 0, total: 0, overdue: false };
    },

    /**
     * Important announcements they have not read (the newest `limit` titles and how many in all),
     * from 30 days before they joined, as the unread banner counts them.
     */
    unreadImportant(userId: number, limit: number) {
      return unreadImportant.execute({ userId, limit });
    },

    /** Coming matches whose published squad has them in it. */
    publishedSquads(userId: number, from: Date, limit: number) {
      return publishedSquads.execute({ userId, from: from.toISOString(), limit });
    },

    async dismissed(userId: number): Promise<string[]> {
      const rows = await dismissed.execute({ userId });
      return rows.map((r) => r.key);
    },

    async dismiss(userId: number, key: string) {
      await db.insert(dismissedPrompts).values({ userId, key }).onConflictDoNothing();
    },
  };
}

export type HomeRepository = ReturnType<typeof homeRepository>;
