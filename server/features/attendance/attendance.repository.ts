import {
  and,
  asc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  notExists,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  attendanceRegistrations,
  matchAttendance,
  matchAvailability,
  matchSquadPlayers,
  matchSquads,
  matches,
  teams,
  trainingAttendance,
  trainingAvailability,
  trainingSessions,
  users,
} from '../../db/schema';
import { onSomeTeam, playsOn, playsOnAny } from '../../core/people/person-team.repository';
import { ANSWERING_TEAM_ROLES } from '@common/domain/team-roles';

export type EventKind = 'match' | 'training';
const PEOPLE = ['player', 'coach'];

/** Which events a reader of 'mangler fremmøde' is responsible for: teams, and club-wide trainings. */
export interface EventsScope {
  teams: string[] | 'all';
  clubWide: boolean;
}

/** An event that has started, is not cancelled, and has no attendance registered yet. */
export interface EventWithoutAttendance {
  kind: EventKind;
  id: number;
  title: string;
  teamName: string | null;
  date: Date;
}

/** Fremmøde's queries: each is one statement whatever the number of players and events (P7). */
export function attendanceRepository(db: Db) {
  return {
    /** The event and whether attendance was registered: one query. */
    async event(kind: EventKind, id: number) {
      const table = kind === 'match' ? matches : trainingSessions;
      const [row] = await db
        .select({
          id: table.id,
          team: table.team,
          date: table.date,
          status: table.status,
          registeredAt: attendanceRegistrations.registeredAt,
        })
        .from(table)
        .leftJoin(
          attendanceRegistrations,
          and(eq(attendanceRegistrations.kind, kind), eq(attendanceRegistrations.eventId, table.id)),
        )
        .where(eq(table.id, id))
        .limit(1);
      return row ? { ...row, team: row.team as string | null } : undefined;
    },

    /** The candidates: the team's players and coaches, whoever is registered, and for a match the squad. One query. */
    people(kind: EventKind, id: number, team: string | null) {
      if (kind === 'match') {
        return db
          .select({
            userId: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            available: matchAvailability.available,
            present: sql<boolean>`${matchAttendance.userId} is not null`,
            selection: sql<
              string | null
            >`case when ${matchSquads.status} = 'published' then ${matchSquadPlayers.selection} end`,
          })
          .from(users)
          .leftJoin(
            matchAvailability,
            and(eq(matchAvailability.matchId, id), eq(matchAvailability.userId, users.id)),
          )
          .leftJoin(
            matchAttendance,
            and(eq(matchAttendance.matchId, id), eq(matchAttendance.userId, users.id)),
          )
          .leftJoin(
            matchSquadPlayers,
            and(eq(matchSquadPlayers.matchId, id), eq(matchSquadPlayers.userId, users.id)),
          )
          .leftJoin(matchSquads, eq(matchSquads.matchId, id))
          .where(
            or(
              and(playsOn(team ?? ''), inArray(users.role, PEOPLE)),
              isNotNull(matchAttendance.userId),
              isNotNull(matchSquadPlayers.userId),
            ),
          )
          .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
          .limit(500);
      }
      return db
        .select({
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          available: trainingAvailability.available,
          present: sql<boolean>`${trainingAttendance.userId} is not null`,
          selection: sql<string | null>`null`,
        })
        .from(users)
        .leftJoin(
          trainingAvailability,
          and(eq(trainingAvailability.trainingId, id), eq(trainingAvailability.userId, users.id)),
        )
        .leftJoin(
          trainingAttendance,
          and(eq(trainingAttendance.trainingId, id), eq(trainingAttendance.userId, users.id)),
        )
        .where(
          or(
            and(team ? playsOn(team) : onSomeTeam(ANSWERING_TEAM_ROLES), inArray(users.role, PEOPLE)),
            isNotNull(trainingAttendance.userId),
          ),
        )
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
        .limit(500);
    },

    /**
     * Started, not cancelled events in [from, now] of the scope with no registration row, oldest
     * first, at most `limit` of each kind: two bounded queries, run together (P7).
     */
    async withoutAttendance(
      scope: EventsScope,
      from: Date,
      now: Date,
      limit: number,
    ): Promise<EventWithoutAttendance[]> {
      const unregistered = (kind: EventKind, eventId: typeof matches.id | typeof trainingSessions.id) =>
        notExists(
          db
            .select({ one: sql`1` })
            .from(attendanceRegistrations)
            .where(and(eq(attendanceRegistrations.kind, kind), eq(attendanceRegistrations.eventId, eventId))),
        );
      const teamList = scope.teams === 'all' ? null : scope.teams;
      const noTeams = teamList !== null && teamList.length === 0;
      const matchRows = noTeams
        ? []
        : db
            .select({
              id: matches.id,
              title: matches.opponent,
              teamName: teams.displayName,
              date: matches.date,
            })
            .from(matches)
            .leftJoin(teams, eq(teams.code, matches.team))
            .where(
              and(
                teamList ? inArray(matches.team, teamList) : undefined,
                ne(matches.status, 'cancelled'),
                gte(matches.date, from),
                lte(matches.date, now),
                unregistered('match', matches.id),
              ),
            )
            .orderBy(asc(matches.date), asc(matches.id))
            .limit(limit);
      const trainingTeams = teamList
        ? teamList.length
          ? inArray(trainingSessions.team, teamList)
          : undefined
        : isNotNull(trainingSessions.team);
      const trainingWhich = scope.clubWide
        ? trainingTeams
          ? or(trainingTeams, isNull(trainingSessions.team))
          : isNull(trainingSessions.team)
        : trainingTeams;
      const trainingRows = !trainingWhich
        ? []
        : db
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
                trainingWhich,
                ne(trainingSessions.status, 'cancelled'),
                gte(trainingSessions.date, from),
                lte(trainingSessions.date, now),
                unregistered('training', trainingSessions.id),
              ),
            )
            .orderBy(asc(trainingSessions.date), asc(trainingSessions.id))
            .limit(limit);
      const [m, t] = await Promise.all([matchRows, trainingRows]);
      return [
        ...m.map((row) => ({ kind: 'match' as const, ...row })),
        ...t.map((row) => ({ kind: 'training' as const, ...row })),
      ];
    },

    /** Which of these ids are people who can attend. */
    async known(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), inArray(users.role, PEOPLE)));
    },

    /** Replaces the event's attendance and records the registration: one transaction. */
    async save(kind: EventKind, id: number, present: number[], by: number, now: Date) {
      await db.transaction(async (tx) => {
        if (kind === 'match') {
          await tx
            .delete(matchAttendance)
            .where(
              and(
                eq(matchAttendance.matchId, id),
                present.length ? notInArray(matchAttendance.userId, present) : undefined,
              ),
            );
          if (present.length)
            await tx
              .insert(matchAttendance)
              .values(present.map((userId) => ({ matchId: id, userId })))
              .onConflictDoNothing();
        } else {
          await tx
            .delete(trainingAttendance)
            .where(
              and(
                eq(trainingAttendance.trainingId, id),
                present.length ? notInArray(trainingAttendance.userId, present) : undefined,
              ),
            );
          if (present.length)
            await tx
              .insert(trainingAttendance)
              .values(present.map((userId) => ({ trainingId: id, userId })))
              .onConflictDoNothing();
        }
        await tx
          .insert(attendanceRegistrations)
          .values({ kind, eventId: id, registeredAt: now, registeredBy: by })
          .onConflictDoUpdate({
            target: [attendanceRegistrations.kind, attendanceRegistrations.eventId],
            set: { registeredAt: now, registeredBy: by },
          });
      });
    },

    /**
     * Per player of the team (or of any of the teams: one person's own figures over their teams,
     * each club-wide training once), for the trainings held (not cancelled, started) and the
     * teams' matches in [from, to): held, answered, Klar, present; matches selected and played.
     * One query.
     */
    playerStats(team: string | readonly string[], from: Date, to: Date, onlyUserId?: number) {
      const codes = typeof team === 'string' ? [team] : [...team];
      const inTeams = (column: typeof trainingSessions.team | typeof matches.team) =>
        sql`${column} in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})`;
      const held = sql`(select ${trainingSessions.id} from ${trainingSessions} where (${inTeams(trainingSessions.team)} or ${trainingSessions.team} is null) and ${trainingSessions.status} <> 'cancelled' and ${trainingSessions.date} >= ${from.toISOString()}::timestamptz and ${trainingSessions.date} < ${to.toISOString()}::timestamptz)`;
      const teamMatches = sql`(select ${matches.id} from ${matches} where ${inTeams(matches.team)} and ${matches.status} <> 'cancelled' and ${matches.date} >= ${from.toISOString()}::timestamptz and ${matches.date} < ${to.toISOString()}::timestamptz)`;
      const int = (q: ReturnType<typeof sql>) => sql<number>`(${q})::int`.mapWith(Number);
      return db
        .select({
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          held: int(sql`select count(*) from ${held} h`),
          answered: int(
            sql`select count(*) from ${trainingAvailability} where ${trainingAvailability.userId} = ${users.id} and ${trainingAvailability.trainingId} in ${held}`,
          ),
          klar: int(
            sql`select count(*) from ${trainingAvailability} where ${trainingAvailability.userId} = ${users.id} and ${trainingAvailability.available} and ${trainingAvailability.trainingId} in ${held}`,
          ),
          present: int(
            sql`select count(*) from ${trainingAttendance} where ${trainingAttendance.userId} = ${users.id} and ${trainingAttendance.trainingId} in ${held}`,
          ),
          selected: int(
            sql`select count(*) from ${matchSquadPlayers} join ${matchSquads} on ${matchSquads.matchId} = ${matchSquadPlayers.matchId} and ${matchSquads.status} = 'published' where ${matchSquadPlayers.userId} = ${users.id} and ${matchSquadPlayers.selection} in ('starter','bench') and ${matchSquadPlayers.matchId} in ${teamMatches}`,
          ),
          played: int(
            sql`select count(*) from ${matchAttendance} where ${matchAttendance.userId} = ${users.id} and ${matchAttendance.matchId} in ${teamMatches}`,
          ),
        })
        .from(users)
        .where(
          and(
            playsOnAny(codes),
            inArray(users.role, PEOPLE),
            onlyUserId ? eq(users.id, onlyUserId) : undefined,
          ),
        )
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
        .limit(500);
    },

    /** Per ISO week (Copenhagen): trainings held and how many came in all. One query. */
    weeks(team: string, from: Date, to: Date) {
      const week = sql<string>`to_char(${trainingSessions.date} at time zone 'Europe/Copenhagen', 'IYYY-"W"IW')`;
      return (
        db
          .select({
            week,
            held: sql<number>`count(distinct ${trainingSessions.id})::int`.mapWith(Number),
            present: sql<number>`count(${users.id})::int`.mapWith(Number),
          })
          .from(trainingSessions)
          .leftJoin(trainingAttendance, eq(trainingAttendance.trainingId, trainingSessions.id))
          // Only the team's own people count (a club-wide training has everyone).
          .leftJoin(users, and(eq(users.id, trainingAttendance.userId), playsOn(team)))
          .where(
            and(
              or(eq(trainingSessions.team, team), sql`${trainingSessions.team} is null`),
              sql`${trainingSessions.status} <> 'cancelled'`,
              sql`${trainingSessions.date} >= ${from.toISOString()}::timestamptz and ${trainingSessions.date} < ${to.toISOString()}::timestamptz`,
            ),
          )
          .groupBy(week)
          .orderBy(week)
      );
    },
  };
}
export type AttendanceRepository = ReturnType<typeof attendanceRepository>;
