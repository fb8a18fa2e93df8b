import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { federationSyncLog, federationTeamStats, users } from '../../db/schema';
import { teamsRepository } from '../../core/teams/teams.repository';

export type NewStatRow = Omit<typeof federationTeamStats.$inferInsert, 'id' | 'teamCode' | 'updatedAt'>;

/** League tables per club team (federation_team_stats) and the history of updates. */
export function statisticsRepository(db: Db) {
  return {
    teams() {
      return teamsRepository(db).list();
    },

    /** All rows of the given teams' tables in one query. */
    rowsFor(teamCodes: string[]) {
      if (teamCodes.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(federationTeamStats)
        .where(inArray(federationTeamStats.teamCode, teamCodes))
        .orderBy(asc(federationTeamStats.teamCode), asc(federationTeamStats.position))
        .limit(teamCodes.length * 50);
    },

    /** Replaces one team's table and writes the sync log entry, all or nothing. */
    replaceTable(teamCode: string, rows: NewStatRow[], userId: number, startedAt: Date, now: Date) {
      return db.transaction(async (tx) => {
        await tx.delete(federationTeamStats).where(eq(federationTeamStats.teamCode, teamCode));
        await tx.insert(federationTeamStats).values(rows.map((r) => ({ ...r, teamCode, updatedAt: now })));
        await tx.insert(federationSyncLog).values({
          syncType: 'dbu_table_paste',
          teamCode,
          status: 'success',
          recordsUpdated: rows.length,
          createdBy: userId,
          startedAt,
          completedAt: now,
        });
      });
    },

    syncLog(limit: number) {
      return db
        .select({
          id: federationSyncLog.id,
          syncType: federationSyncLog.syncType,
          teamCode: federationSyncLog.teamCode,
          status: federationSyncLog.status,
          recordsUpdated: federationSyncLog.recordsUpdated,
          errorMessage: federationSyncLog.errorMessage,
          firstName: users.firstName,
          lastName: users.lastName,
          startedAt: federationSyncLog.startedAt,
          completedAt: federationSyncLog.completedAt,
        })
        .from(federationSyncLog)
        .leftJoin(users, eq(users.id, federationSyncLog.createdBy))
        .orderBy(desc(federationSyncLog.startedAt), desc(federationSyncLog.id))
        .limit(limit);
    },
  };
}
export type StatisticsRepository = ReturnType<typeof statisticsRepository>;
