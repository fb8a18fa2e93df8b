import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clubSettings, teams } from '../../db/schema';

/** What a team is shown as: every read and update of a team answers with these columns. */
const TEAM_COLUMNS = {
  code: teams.code,
  displayName: teams.displayName,
  leagueLabel: teams.leagueLabel,
  dbuName: teams.dbuName,
  sortOrder: teams.sortOrder,
  squadSize: teams.squadSize,
  expectedAttendance: teams.expectedAttendance,
};

export function teamsRepository(db: Db) {
  return {
    list() {
      return db.select(TEAM_COLUMNS).from(teams).orderBy(asc(teams.sortOrder), asc(teams.code));
    },
    async exists(code: string) {
      const [row] = await db.select({ code: teams.code }).from(teams).where(eq(teams.code, code)).limit(1);
      return Boolean(row);
    },
    /** Sets the name DBU writes for the team; undefined when there is no such team. */
    async updateDbuName(code: string, dbuName: string) {
      const [row] = await db
        .update(teams)
        .set({ dbuName })
        .where(eq(teams.code, code))
        .returning(TEAM_COLUMNS);
      return row;
    },
    /** Udtagelse: the team's squad size (null: the default); undefined when there is no such team. */
    async setSquadSize(code: string, squadSize: number | null) {
      const [row] = await db
        .update(teams)
        .set({ squadSize })
        .where(eq(teams.code, code))
        .returning(TEAM_COLUMNS);
      return row;
    },
    /** Forventet fremmøde til træning on or off; undefined when there is no such team. */
    async setExpectedAttendance(code: string, expectedAttendance: boolean) {
      const [row] = await db
        .update(teams)
        .set({ expectedAttendance })
        .where(eq(teams.code, code))
        .returning(TEAM_COLUMNS);
      return row;
    },
    async settings() {
      const [row] = await db.select().from(clubSettings).limit(1);
      return row;
    },
  };
}
export type TeamsRepository = ReturnType<typeof teamsRepository>;
