import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  appSecrets,
  clubSettings,
  dbuMatchNotices,
  federationSyncLog,
  federationTeamStats,
  matchAvailability,
  matchSquadPlayers,
  matchSquads,
  matches,
  teamDbuSources,
  teams,
  users,
} from '../../db/schema';
import type { NewStatRow } from '../statistics';
import { COACHING_TEAM_ROLES } from '@common/domain/team-roles';
import { onTeam } from '../../core/people/person-team.repository';

export type DbuSourceRow = typeof teamDbuSources.$inferSelect;
export type MatchRow = typeof matches.$inferSelect;
type NewMatch = typeof matches.$inferInsert;

export const API_KEY_SECRET = 'dbu_api_key';

/** Team DBU sources, the matches and tables a sync writes, and the notices it leaves (decision 109). */
export function dbuSyncRepository(db: Db) {
  return {
    sources() {
      return db.select().from(teamDbuSources).orderBy(asc(teamDbuSources.teamCode));
    },

    async source(teamCode: string) {
      const [row] = await db.select().from(teamDbuSources).where(eq(teamDbuSources.teamCode, teamCode));
      return row;
    },

    teamsList() {
      return db.select({ code: teams.code, displayName: teams.displayName }).from(teams);
    },

    async team(code: string) {
      const [row] = await db.select().from(teams).where(eq(teams.code, code));
      return row;
    },

    async saveSource(row: Pick<DbuSourceRow, 'teamCode' | 'source' | 'origin' | 'dbuTeamId' | 'poolId' | 'poolTitle'>, now: Date) {
      const values = { ...row, updatedAt: now, memo: {}, comingMatches: null, lastError: null, failures: 0, nextRetryAt: null };
      await db
        .insert(teamDbuSources)
        .values(values)
        .onConflictDoUpdate({ target: teamDbuSources.teamCode, set: values });
    },

    async removeSource(teamCode: string) {
      await db.delete(teamDbuSources).where(eq(teamDbuSources.teamCode, teamCode));
    },

    /**
     * Takes one team for one nightly run: only the instance whose update changes the row reads
     * the team, so two instances on one database never both ask DBU (decision 109).
     */
    async claim(teamCode: string, runKey: string): Promise<boolean> {
      const rows = await db
        .update(teamDbuSources)
        .set({ claimedRun: runKey })
        .where(
          and(
            eq(teamDbuSources.teamCode, teamCode),
            or(isNull(teamDbuSources.claimedRun), sql`${teamDbuSources.claimedRun} <> ${runKey}`),
          ),
        )
        .returning({ teamCode: teamDbuSources.teamCode });
      return rows.length === 1;
    },

    /** Teams whose last run failed and whose retry time has come. */
    async dueRetries(now: Date) {
      return db
        .select()
        .from(teamDbuSources)
        .where(and(sql`${teamDbuSources.lastError} is not null`, lte(teamDbuSources.nextRetryAt, now)));
    },

    /** Takes a due retry: the one whose update moves the retry time on reads the team. */
    async claimRetry(teamCode: string, seenRetryAt: Date, until: Date): Promise<boolean> {
      const rows = await db
        .update(teamDbuSources)
        .set({ nextRetryAt: until })
        .where(and(eq(teamDbuSources.teamCode, teamCode), eq(teamDbuSources.nextRetryAt, seenRetryAt)))
        .returning({ teamCode: teamDbuSources.teamCode });
      return rows.length === 1;
    },

    async recordRun(teamCode: string, values: Partial<DbuSourceRow>) {
      await db.update(teamDbuSources).set(values).where(eq(teamDbuSources.teamCode, teamCode));
    },

    teamMatches(team: string) {
      return db.select().from(matches).where(eq(matches.team, team));
    },

    async insertMatch(values: NewMatch) {
      const [row] = await db.insert(matches).values(values).returning();
      return row!;
    },

    async updateMatch(id: number, values: Partial<NewMatch>) {
      await db.update(matches).set(values).where(eq(matches.id, id));
    },

    /** The team's players who answered the match or were picked for its published squad. */
    async answeredOrPicked(matchId: number): Promise<number[]> {
      const answered = await db
        .select({ id: matchAvailability.userId })
        .from(matchAvailability)
        .where(eq(matchAvailability.matchId, matchId));
      const picked = await db
        .select({ id: matchSquadPlayers.userId })
        .from(matchSquadPlayers)
        .innerJoin(matchSquads, eq(matchSquads.matchId, matchSquadPlayers.matchId))
        .where(and(eq(matchSquadPlayers.matchId, matchId), eq(matchSquads.status, 'published')));
      return [...new Set([...answered, ...picked].map((r) => r.id))];
    },

    async coaches(team: string): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        // The team's Træner and Assistenttræner (decision 107).
        .where(onTeam(team, COACHING_TEAM_ROLES));
      return rows.map((r) => r.id);
    },

    async addNotice(notice: typeof dbuMatchNotices.$inferInsert) {
      if (notice.userIds.length === 0) return;
      await db.insert(dbuMatchNotices).values(notice);
    },

    /** Unsent notices, each taken by the one instance whose update marks it sent. */
    async takeUnsentNotices(now: Date) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(dbuMatchNotices)
          .where(isNull(dbuMatchNotices.sentAt))
          .orderBy(asc(dbuMatchNotices.id))
          .limit(200)
          .for('update', { skipLocked: true });
        if (rows.length === 0) return [];
        await tx
          .update(dbuMatchNotices)
          .set({ sentAt: now })
          .where(inArray(dbuMatchNotices.id, rows.map((r) => r.id)));
        return rows;
      });
    },

    recipients(userIds: number[]) {
      if (userIds.length === 0) return Promise.resolve([]);
      return db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds));
    },

    tableRows(team: string) {
      return db.select().from(federationTeamStats).where(eq(federationTeamStats.teamCode, team));
    },

    /** Replaces the team's table as a whole and logs the sync, all or nothing. */
    replaceTable(teamCode: string, rows: NewStatRow[], startedAt: Date, now: Date) {
      return db.transaction(async (tx) => {
        await tx.delete(federationTeamStats).where(eq(federationTeamStats.teamCode, teamCode));
        if (rows.length > 0)
          await tx.insert(federationTeamStats).values(rows.map((r) => ({ ...r, teamCode, updatedAt: now })));
        await tx.insert(federationSyncLog).values({
          syncType: 'dbu_sync',
          teamCode,
          status: 'success',
          recordsUpdated: rows.length,
          startedAt,
          completedAt: now,
        });
      });
    },

    async clubName(): Promise<string> {
      const [row] = await db.select({ name: clubSettings.clubName }).from(clubSettings).where(eq(clubSettings.id, true));
      return row?.name ?? 'RU';
    },

    async apiKey(): Promise<string | null> {
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.key, API_KEY_SECRET));
      return row?.value ?? null;
    },

    async setApiKey(value: string | null) {
      if (value === null) {
        await db.delete(appSecrets).where(eq(appSecrets.key, API_KEY_SECRET));
        return;
      }
      await db
        .insert(appSecrets)
        .values({ key: API_KEY_SECRET, value })
        .onConflictDoUpdate({ target: appSecrets.key, set: { value } });
    },
  };
}
export type DbuSyncRepository = ReturnType<typeof dbuSyncRepository>;
