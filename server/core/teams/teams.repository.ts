import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clubSettings, teams } from '../../db/schema';
import type { SharedReadCache } from '../cache/shared-read-cache';
import { syncFirstTeams } from '../people/person-team.repository';

/** What a team is shown as: every read and update of a team answers with these columns. */
const TEAM_COLUMNS = {
  code: teams.code,
  displayName: teams.displayName,
  leagueLabel: teams.leagueLabel,
  dbuName: teams.dbuName,
  sortOrder: teams.sortOrder,
  squadSize: teams.squadSize,
  expectedAttendance: teams.expectedAttendance,
  archived: sql<boolean>`${teams.archivedAt} is not null`.mapWith(Boolean),
};

/** A team's details as Administrer hold writes them. */
export interface TeamDetails {
  displayName: string;
  leagueLabel: string;
  dbuName: string;
  squadSize: number | null;
  expectedAttendance: boolean;
}

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
    /** Every team, archived ones too: their names still label their history (decision 107). */
    all() {
      return cached('teams', async () =>
        db.select(TEAM_COLUMNS).from(teams).orderBy(asc(teams.sortOrder), asc(teams.code)),
      );
    },
    /** The active teams: every list and picker; an archived team leaves them (decision 107). */
    async list() {
      return (await this.all()).filter((t) => !t.archived);
    },
    /** Administrer hold: a new team at the end of the order; undefined when the code is taken. */
    async create(code: string, details: TeamDetails) {
      const [row] = await db
        .insert(teams)
        .values({
          code,
          ...details,
          sortOrder: sql`(select coalesce(max(${teams.sortOrder}), 0) + 1 from ${teams})`,
        })
        .onConflictDoNothing()
        .returning(TEAM_COLUMNS);
      return changed(row);
    },
    /** Administrer hold: any of the team's details; undefined when there is no such team. */
    async edit(code: string, details: Partial<TeamDetails>) {
      const [row] = await db.update(teams).set(details).where(eq(teams.code, code)).returning(TEAM_COLUMNS);
      return changed(row, ['club', 'trainings']);
    },
    /** The active teams in this order (archived ones keep theirs, after them). */
    async order(codes: readonly string[]) {
      await db.transaction(async (tx) => {
        for (const [i, code] of codes.entries()) {
          await tx.update(teams).set({ sortOrder: i + 1 }).where(eq(teams.code, code));
        }
      });
      return changed(undefined);
    },
    /** The active teams' codes, for checking an order against. */
    async activeCodes() {
      const rows = await db.select({ code: teams.code }).from(teams).where(isNull(teams.archivedAt));
      return rows.map((r) => r.code);
    },
    /** Archives the team or brings it back; its matches, trainings, statistics and memberships stay. */
    async setArchived(code: string, archived: boolean, now: Date) {
      const [row] = await db
        .update(teams)
        .set({ archivedAt: archived ? now : null })
        .where(eq(teams.code, code))
        .returning(TEAM_COLUMNS);
      if (row) {
        // A person whose first team this was gets their next team as the first (decision 107).
        const people = await db.execute(sql`select user_id from team_memberships where team = ${code}`);
        const ids = (people as unknown as { rows: Array<{ user_id: number }> }).rows.map((r) => r.user_id);
        if (ids.length) await syncFirstTeams(db, ids);
      }
      return changed(row, ['club', 'trainings']);
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
