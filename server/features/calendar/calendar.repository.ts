import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { matches, trainingSessions, users } from '../../db/schema';
import { teamsRepository } from '../../core/teams/teams.repository';
import { memberTeams } from '../../core/people/person-team.repository';

/** A feed holds at most this many matches and this many trainings (P7). */
const FEED_LIMIT = 1000;

export function calendarRepository(db: Db) {
  return {
    async setTokenHash(userId: number, hash: string | null) {
      await db.update(users).set({ calendarTokenHash: hash, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async hasToken(userId: number) {
      const [row] = await db.select({ hash: users.calendarTokenHash }).from(users).where(eq(users.id, userId)).limit(1);
      return Boolean(row?.hash);
    },

    async findOwner(hash: string) {
      const [row] = await db
        .select({ id: users.id, role: users.role, team: users.team, teams: memberTeams(), firstName: users.firstName })
        .from(users)
        .where(eq(users.calendarTokenHash, hash))
        .limit(1);
      return row;
    },

    teamNames() {
      return teamsRepository(db).list();
    },

    /** `teams` undefined = every team; else these teams' (a person's every team, decision 107). */
    matches(teams: readonly string[] | undefined, from: Date, to: Date) {
      const teamCondition: SQL | undefined = teams === undefined ? undefined : inArray(matches.team, teams.length ? [...teams] : ['']);
      return db
        .select()
        .from(matches)
        .where(and(gte(matches.date, from), lte(matches.date, to), teamCondition))
        .orderBy(asc(matches.date))
        .limit(FEED_LIMIT);
    },

    /** `teams` undefined = every team; null = only the club-wide ones; codes = those teams' and the club-wide ones. */
    trainings(teams: readonly string[] | null | undefined, from: Date, to: Date) {
      const teamCondition: SQL | undefined =
        teams === undefined
          ? undefined
          : teams === null
            ? isNull(trainingSessions.team)
            : or(isNull(trainingSessions.team), inArray(trainingSessions.team, teams.length ? [...teams] : ['']));
      return db
        .select()
        .from(trainingSessions)
        .where(and(gte(trainingSessions.date, from), lte(trainingSessions.date, to), teamCondition))
        .orderBy(asc(trainingSessions.date))
        .limit(FEED_LIMIT);
    },
  };
}
export type CalendarRepository = ReturnType<typeof calendarRepository>;
