import { and, asc, eq, gt, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  absences,
  mailQueue,
  manualReminders,
  matchAvailability,
  matchEvents,
  matches,
  matchSquads,
  payments,
  teams,
  trainingAvailability,
  trainingSessions,
  users,
} from '../../db/schema';
import { playsOn, playsOnAny } from '../../core/people/person-team.repository';

/** Who a team's Påmind nu reaches (decision 071): its players and coaches. */
const PEOPLE_WHO_ANSWER = ['player', 'coach'];

/** Has no absence on the Copenhagen day of `date` (an event's kick-off column). */
const notAbsentOn = (date: typeof matches.date | typeof trainingSessions.date) => {
  const day = sql`(${date} at time zone 'Europe/Copenhagen')::date`;
  return sql`not exists (select 1 from ${absences} where ${absences.userId} = ${users.id} and ${absences.fromDate} <= ${day} and (${absences.toDate} is null or ${absences.toDate} >= ${day}))`;
};

/**
 * The reads behind the staff tasks in 'Til dig' (decision 098): one bounded statement per kind of
 * task, whatever the number of events, players or payments (P7). Only coaches, the board and
 * admin ask them, so they are built per request rather than prepared.
 */
export function homeTasksRepository(db: Db) {
  /**
   * How many of the team's people (those Påmind nu reaches: the staff lists' 'Ikke svaret') have
   * not answered the event and have no absence that day, and how many of them besides the reader.
   * A player of a team with Forventet fremmøde is not asked about its trainings (decision 074).
   */
  const notAnswered = (
    readerId: number,
    team: typeof matches.team | typeof trainingSessions.team,
    answered: SQL,
    date: typeof matches.date | typeof trainingSessions.date,
    expected?: SQL,
  ) => {
    const missing = and(
      inArray(users.role, PEOPLE_WHO_ANSWER),
      playsOn(team),
      expected,
      sql`not exists (${answered})`,
      notAbsentOn(date),
    );
    return {
      count: sql<number>`(select count(*)::int from ${users} where ${missing})`,
      others: sql<number>`(select count(*)::int from ${users} where ${and(missing, ne(users.id, readerId))})`,
    };
  };
  const notAnsweredMatch = (readerId: number) =>
    notAnswered(
      readerId,
      matches.team,
      sql`select 1 from ${matchAvailability} where ${matchAvailability.matchId} = ${matches.id} and ${matchAvailability.userId} = ${users.id}`,
      matches.date,
    );
  const notAnsweredTraining = (readerId: number) =>
    notAnswered(
      readerId,
      trainingSessions.team,
      sql`select 1 from ${trainingAvailability} where ${trainingAvailability.trainingId} = ${trainingSessions.id} and ${trainingAvailability.userId} = ${users.id}`,
      trainingSessions.date,
      sql`not (${users.role} = 'player' and ${teams.expectedAttendance})`,
    );

  return {
    /**
     * The teams' coming matches in (from, to), soonest first: whether the squad is published,
     * how many have not answered (and besides the reader), and when Påmind nu last went.
     */
    upcomingMatches(teamCodes: string[], readerId: number, from: Date, to: Date, limit: number) {
      return db
        .select({
          id: matches.id,
          team: matches.team,
          title: matches.opponent,
          teamName: teams.displayName,
          date: matches.date,
          squadPublished: sql<boolean>`coalesce(${matchSquads.status} = 'published', false)`,
          ...notAnsweredMatch(readerId),
          remindedAt: manualReminders.sentAt,
        })
        .from(matches)
        .innerJoin(teams, eq(teams.code, matches.team))
        .leftJoin(matchSquads, eq(matchSquads.matchId, matches.id))
        .leftJoin(
          manualReminders,
          and(eq(manualReminders.kind, 'match'), eq(manualReminders.eventId, matches.id)),
        )
        .where(
          and(
            inArray(matches.team, teamCodes),
            eq(matches.status, 'scheduled'),
            gt(matches.date, from),
            lt(matches.date, to),
          ),
        )
        .orderBy(asc(matches.date), asc(matches.id))
        .limit(limit);
    },

    /**
     * Each team's next coming training in (from, to) that is not cancelled (not club-wide ones),
     * with how many have not answered it and when Påmind nu last went: one row per team.
     */
    nextTrainingsUnanswered(teamCodes: string[], readerId: number, from: Date, to: Date) {
      return db
        .selectDistinctOn([trainingSessions.team], {
          id: trainingSessions.id,
          title: trainingSessions.title,
          teamName: teams.displayName,
          date: trainingSessions.date,
          ...notAnsweredTraining(readerId),
          remindedAt: manualReminders.sentAt,
        })
        .from(trainingSessions)
        .innerJoin(teams, eq(teams.code, trainingSessions.team))
        .leftJoin(
          manualReminders,
          and(eq(manualReminders.kind, 'training'), eq(manualReminders.eventId, trainingSessions.id)),
        )
        .where(
          and(
            inArray(trainingSessions.team, teamCodes),
            ne(trainingSessions.status, 'cancelled'),
            gt(trainingSessions.date, from),
            lt(trainingSessions.date, to),
          ),
        )
        .orderBy(asc(trainingSessions.team), asc(trainingSessions.date), asc(trainingSessions.id))
        .limit(teamCodes.length);
    },

    /**
     * Played matches of the teams kicked off in [from, to), not cancelled, that lack a score or
     * any goal: the caller decides by the club's score whether goals are missing. Oldest first.
     */
    resultsMissing(teamCodes: string[], from: Date, to: Date, limit: number) {
      const hasGoals = sql<boolean>`exists (select 1 from ${matchEvents} where ${matchEvents.matchId} = ${matches.id} and ${matchEvents.type} = 'goal')`;
      return db
        .select({
          id: matches.id,
          title: matches.opponent,
          teamName: teams.displayName,
          date: matches.date,
          venue: matches.venue,
          homeScore: matches.homeScore,
          awayScore: matches.awayScore,
          hasGoals,
        })
        .from(matches)
        .leftJoin(teams, eq(teams.code, matches.team))
        .where(
          and(
            inArray(matches.team, teamCodes),
            ne(matches.status, 'cancelled'),
            gte(matches.date, from),
            lt(matches.date, to),
            or(isNull(matches.homeScore), isNull(matches.awayScore), sql`not ${hasGoals}`),
          ),
        )
        .orderBy(asc(matches.date), asc(matches.id))
        .limit(limit);
    },

    /**
     * Players of the teams who owe a kontingent due before `today` (a Copenhagen day): how many,
     * the earliest due date, and the team's name (of one team: a coach coaches one today).
     */
    async unpaidPlayers(teamCodes: string[], today: string) {
      const [row] = await db
        .select({
          count: sql<number>`count(distinct ${users.id})::int`,
          due: sql<string | null>`min(${payments.dueDate})::text`,
          teamName: sql<string | null>`min(${teams.displayName})`,
        })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .leftJoin(teams, eq(teams.code, users.team))
        .where(
          and(
            playsOnAny(teamCodes),
            eq(users.role, 'player'),
            eq(payments.kind, 'kontingent'),
            eq(payments.status, 'pending'),
            lt(payments.dueDate, today),
          ),
        );
      return row ?? { count: 0, due: null, teamName: null };
    },

    /** The club's outstanding kontingents due before `today`: how many, their total, the earliest due date. */
    async kontingentOverdue(today: string) {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          total: sql<number>`coalesce(sum(${payments.amount}), 0)::int`,
          due: sql<string | null>`min(${payments.dueDate})::text`,
        })
        .from(payments)
        .where(
          and(eq(payments.kind, 'kontingent'), eq(payments.status, 'pending'), lt(payments.dueDate, today)),
        );
      return row ?? { count: 0, total: 0, due: null };
    },

    /** People registered by an invitation who have not paid (role none): how many, and the first one's registration. */
    async registrationsUnpaid() {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          since: sql<Date | null>`min(${users.createdAt})`.mapWith((v: string | Date | null) =>
            v === null ? null : new Date(v),
          ),
        })
        .from(users)
        .where(eq(users.role, 'none'));
      return row ?? { count: 0, since: null };
    },

    /** Mails that failed since `from`: how many, and the first one's time. */
    async failedMails(from: Date) {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          since: sql<Date | null>`min(${mailQueue.createdAt})`.mapWith((v: string | Date | null) =>
            v === null ? null : new Date(v),
          ),
        })
        .from(mailQueue)
        .where(and(eq(mailQueue.status, 'failed'), gte(mailQueue.createdAt, from)));
      return row ?? { count: 0, since: null };
    },
  };
}

export type HomeTasksRepository = ReturnType<typeof homeTasksRepository>;
