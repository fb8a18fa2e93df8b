import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clubSettings, teams } from '../../db/schema';
import type { SharedReadCache } from '../cache/shared-read-cache';

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

type ClubSettingsRow = typeof clubSettings.$inferSelect;

/** Kept until a write drops it: teams and settings change only from admin screens. */
const untilChanged = () => true;

/**
 * The teams and the club's settings. With the shared read cache (the app's deps) both are read
 * from memory: nearly every screen asks for the teams, and the prices come with every offer
 * (decision 081); the writes below drop them here and on every other instance. The cached values
 * are shared: callers read them and never change them.
 */
export function teamsRepository(db: Db, cache?: SharedReadCache) {
  const cached = <T>(key: string, load: () => Promise<T>): Promise<T> =>
    cache
      ? cache.read('club', key, new Date(), async () => ({ value: await load(), valid: untilChanged }))
      : load();
  const changed = async <T>(written: T, topics: Array<'club' | 'trainings'> = ['club']): Promise<T> => {
    for (const topic of topics) await cache?.invalidate(topic);
    return written;
  };
  return {
    list() {
      return cached('teams', async () =>
        db.select(TEAM_COLUMNS).from(teams).orderBy(asc(teams.sortOrder), asc(teams.code)),
      );
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
      return changed(row);
    },
    /** Udtagelse: the team's squad size (null: the default); undefined when there is no such team. */
    async setSquadSize(code: string, squadSize: number | null) {
      const [row] = await db
        .update(teams)
        .set({ squadSize })
        .where(eq(teams.code, code))
        .returning(TEAM_COLUMNS);
      return changed(row);
    },
    /** Forventet fremmøde til træning on or off; undefined when there is no such team. */
    async setExpectedAttendance(code: string, expectedAttendance: boolean) {
      const [row] = await db
        .update(teams)
        .set({ expectedAttendance })
        .where(eq(teams.code, code))
        .returning(TEAM_COLUMNS);
      // The training list counts a team's unanswered players as Forventet when this is on.
      return changed(row, ['club', 'trainings']);
    },
    settings(): Promise<ClubSettingsRow | undefined> {
      return cached('settings', async () => (await db.select().from(clubSettings).limit(1))[0]);
    },
    /** After the club's settings were written (Systemindstillinger): every instance reads them again. */
    settingsChanged<T>(written: T) {
      return changed(written);
    },
  };
}
export type TeamsRepository = ReturnType<typeof teamsRepository>;
