import { and, asc, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { matchAttendance, matchEvents, matchSquadPlayers, matches, users } from '../../db/schema';
import { playsOn } from '../../core/people/person-team.repository';

export function playerStatsRepository(db: Db) {
  return {
    async match(id: number) {
      const [row] = await db.select().from(matches).where(eq(matches.id, id)).limit(1);
      return row;
    },

    events(matchId: number) {
      return db
        .select({ userId: matchEvents.userId, type: matchEvents.type, count: matchEvents.count })
        .from(matchEvents)
        .where(eq(matchEvents.matchId, matchId))
        .orderBy(asc(matchEvents.type), asc(matchEvents.userId));
    },

    /** Which of these ids are in the match's squad or its team (players and coaches). One query. */
    async eligible(matchId: number, team: string, ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id })
        .from(users)
        .leftJoin(
          matchSquadPlayers,
          and(eq(matchSquadPlayers.matchId, matchId), eq(matchSquadPlayers.userId, users.id)),
        )
        .where(
          and(
            inArray(users.id, ids),
            or(
              isNotNull(matchSquadPlayers.userId),
              and(playsOn(team), inArray(users.role, ['player', 'coach'])),
            ),
          ),
        );
    },

    async replace(matchId: number, events: Array<{ userId: number; type: string; count: number }>) {
      await db.transaction(async (tx) => {
        await tx.delete(matchEvents).where(eq(matchEvents.matchId, matchId));
        if (events.length) await tx.insert(matchEvents).values(events.map((e) => ({ matchId, ...e })));
      });
    },

    /**
     * The leaderboards' numbers per player for the matches in [from, to) (one team's or the
     * club's): goals, assists, cards, Kampens spiller and matches played. One query (P7).
     */
    players(team: string | undefined, from: Date, to: Date) {
      const inPeriod = and(
        gte(matches.date, from),
        lt(matches.date, to),
        team ? eq(matches.team, team) : undefined,
      );
      const periodMatches = db.select({ id: matches.id }).from(matches).where(inPeriod);
      const sum = (type: string) =>
        sql<number>`coalesce(sum(${matchEvents.count}) filter (where ${matchEvents.type} = ${type}), 0)::int`.mapWith(
          Number,
        );
      const events = db
        .select({
          userId: matchEvents.userId,
          goals: sum('goal').as('goals'),
          assists: sum('assist').as('assists'),
          yellow: sum('yellow').as('yellow'),
          red: sum('red').as('red'),
          motm: sum('motm').as('motm'),
        })
        .from(matchEvents)
        .where(inArray(matchEvents.matchId, periodMatches))
        .groupBy(matchEvents.userId)
        .as('e');
      const played = db
        .select({
          userId: matchAttendance.userId,
          played: sql<number>`count(*)::int`.mapWith(Number).as('played'),
        })
        .from(matchAttendance)
        .where(inArray(matchAttendance.matchId, periodMatches))
        .groupBy(matchAttendance.userId)
        .as('p');
      return db
        .select({
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          // The asked team's board shows that team; the club's, each person's first team.
          team: team ? sql<string | null>`${team}::text` : users.team,
          played: sql<number>`coalesce(${played.played}, 0)::int`.mapWith(Number),
          goals: sql<number>`coalesce(${events.goals}, 0)::int`.mapWith(Number),
          assists: sql<number>`coalesce(${events.assists}, 0)::int`.mapWith(Number),
          yellow: sql<number>`coalesce(${events.yellow}, 0)::int`.mapWith(Number),
          red: sql<number>`coalesce(${events.red}, 0)::int`.mapWith(Number),
          motm: sql<number>`coalesce(${events.motm}, 0)::int`.mapWith(Number),
        })
        .from(users)
        .leftJoin(events, eq(events.userId, users.id))
        .leftJoin(played, eq(played.userId, users.id))
        .where(or(isNotNull(events.userId), isNotNull(played.userId)))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
        .limit(1000);
    },
  };
}
export type PlayerStatsRepository = ReturnType<typeof playerStatsRepository>;
