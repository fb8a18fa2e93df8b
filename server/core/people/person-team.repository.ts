import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getTableName, type Column } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  ANSWERING_TEAM_ROLES,
  COACHING_TEAM_ROLES,
  type TeamMembership,
  type TeamRole,
} from '@common/domain/team-roles';
import type { Db } from '../../db/database';
import { teamMemberships, teams, users } from '../../db/schema';

/** A person and the team they play on (null: none). */
export interface TeamAssignment {
  userId: number;
  team: string | null;
}

/**
 * The one writer of a person's teams (decisions 100, 107). A person belongs to any number of teams
 * with a role on each (team_memberships); `users.team` is the specification's single `team` field,
 * the person's first team, and is only ever written here, from the memberships (`syncFirstTeams`).
 * Every write runs in the caller's transaction (pass `tx`).
 */

/**
 * The specification's single field written: the person's first team becomes `team` (keeping the
 * role they had on the old first team), or, with null, the first team is left. Their other teams
 * stay. One statement per kind of change, so an import of 2,000 people is a handful of writes.
 */
export async function setPeopleTeams(db: Db, assignments: readonly TeamAssignment[]): Promise<void> {
  if (assignments.length === 0) return;
  const ids = [...new Set(assignments.map((a) => a.userId))];
  const current = await db
    .select({ id: users.id, team: users.team, role: users.role })
    .from(users)
    .where(inArray(users.id, ids));
  const byId = new Map(current.map((r) => [r.id, r]));
  const roles = await membershipsOf(db, ids);
  const leave: Array<{ userId: number; team: string }> = [];
  const join: Array<{ userId: number; team: string; role: TeamRole }> = [];
  for (const { userId, team } of assignments) {
    const person = byId.get(userId);
    if (!person || person.team === team) continue;
    const old = person.team ? roles.get(userId)?.find((m) => m.team === person.team) : undefined;
    if (person.team) leave.push({ userId, team: person.team });
    if (team) join.push({ userId, team, role: (old?.role as TeamRole) ?? (person.role === 'coach' ? 'coach' : 'player') });
  }
  for (const { userId, team } of leave) {
    await db.delete(teamMemberships).where(and(eq(teamMemberships.userId, userId), eq(teamMemberships.team, team)));
  }
  if (join.length) await db.insert(teamMemberships).values(join).onConflictDoNothing();
  await syncFirstTeams(db, ids);
}

/** One person's first team: `setPeopleTeams` for one. */
export function setPersonTeam(db: Db, userId: number, team: string | null): Promise<void> {
  return setPeopleTeams(db, [{ userId, team }]);
}

/**
 * All of a person's teams at once (the membership editor): the rows become exactly `memberships`,
 * the first team follows, and a Træner or Assistenttræner membership raises the club role none,
 * member or player to coach (board and admin are never lowered). Who may give which role is the
 * caller's check (`mayGiveTeamRole`).
 */
export async function setPersonMemberships(
  db: Db,
  userId: number,
  memberships: ReadonlyArray<{ team: string; role: TeamRole }>,
): Promise<void> {
  await db.delete(teamMemberships).where(eq(teamMemberships.userId, userId));
  if (memberships.length) {
    await db.insert(teamMemberships).values(memberships.map((m) => ({ userId, team: m.team, role: m.role })));
  }
  await syncFirstTeams(db, [userId]);
}

/** Writes `users.team` from the memberships and raises the club role where a coaching membership asks for it. */
export async function syncFirstTeams(db: Db, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.execute(sql`
    update users set team = (
      select m.team from team_memberships m join teams t on t.code = m.team
      where m.user_id = users.id
      order by (t.archived_at is null) desc, (m.role = 'player') desc, t.sort_order, m.team
      limit 1)
    where users.id in (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})`);
  await db.execute(sql`
    update users set role = 'coach', updated_at = now()
    where users.id in (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})
      and users.role in ('none', 'member', 'player')
      and exists (select 1 from team_memberships m where m.user_id = users.id
        and m.role in (${sql.join(COACHING_TEAM_ROLES.map((r) => sql`${r}`), sql`, `)}))`);
}

/** The memberships of these people, by person (teams in the club's order). */
export async function membershipsOf(db: Db, userIds: readonly number[]): Promise<Map<number, TeamMembership[]>> {
  const out = new Map<number, TeamMembership[]>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({ userId: teamMemberships.userId, team: teamMemberships.team, role: teamMemberships.role })
    .from(teamMemberships)
    .innerJoin(teams, eq(teams.code, teamMemberships.team))
    .where(inArray(teamMemberships.userId, [...userIds]))
    .orderBy(asc(teams.sortOrder), asc(teamMemberships.team));
  for (const r of rows) {
    const list = out.get(r.userId) ?? [];
    list.push({ team: r.team, role: r.role });
    out.set(r.userId, list);
  }
  return out;
}

/** users.id, always qualified: Drizzle writes a one-table select's columns bare, which a subquery would bind to its own table. */
const USERS_ID = sql`"users"."id"`;

/** A column written with its table's name, for the same reason. */
function ref(x: AnyPgColumn | SQL): SQL {
  if (x instanceof Object && 'table' in x && 'name' in x) {
    const col = x as Column;
    return sql`${sql.identifier(getTableName(col.table))}.${sql.identifier(col.name)}`;
  }
  return sql`${x}`;
}

/**
 * The SQL every read uses for "this person is on the team" (decision 107): the person's row
 * (`person`, users.id by default) has a membership of `team` (a code or a column), with one of
 * `roles` (default: any role). Answers, squads and reminders pass `ANSWERING_TEAM_ROLES`.
 */
export function onTeam(
  team: string | AnyPgColumn | SQL,
  roles?: readonly string[],
  person: AnyPgColumn | SQL = USERS_ID,
): SQL {
  const roleFilter = roles ? sql` and tm.role in (${sql.join(roles.map((r) => sql`${r}`), sql`, `)})` : sql``;
  return sql`exists (select 1 from team_memberships tm where tm.user_id = ${ref(person)} and tm.team = ${typeof team === 'string' ? team : ref(team)}${roleFilter})`;
}

/** The same for any of several teams. */
export function onAnyTeam(teamCodes: readonly string[], roles?: readonly string[], person: AnyPgColumn | SQL = USERS_ID): SQL {
  if (teamCodes.length === 0) return sql`false`;
  const roleFilter = roles ? sql` and tm.role in (${sql.join(roles.map((r) => sql`${r}`), sql`, `)})` : sql``;
  return sql`exists (select 1 from team_memberships tm where tm.user_id = ${ref(person)} and tm.team in (${sql.join(teamCodes.map((c) => sql`${c}`), sql`, `)})${roleFilter})`;
}

/** Whether the person is on any team at all (with one of `roles`). */
export function onSomeTeam(roles?: readonly string[], person: AnyPgColumn | SQL = USERS_ID): SQL {
  const roleFilter = roles ? sql` and tm.role in (${sql.join(roles.map((r) => sql`${r}`), sql`, `)})` : sql``;
  return sql`exists (select 1 from team_memberships tm where tm.user_id = ${ref(person)}${roleFilter})`;
}

/** The ids of the people on these teams (answering roles by default: who is invited to the team's things). */
export async function teamMemberIds(
  db: Db,
  teamCodes: readonly string[],
  roles: readonly string[] = ANSWERING_TEAM_ROLES,
): Promise<number[]> {
  if (teamCodes.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: teamMemberships.userId })
    .from(teamMemberships)
    .where(and(inArray(teamMemberships.team, [...teamCodes]), inArray(teamMemberships.role, [...roles])));
  return rows.map((r) => r.id);
}

/** A JSON list of the person's memberships ({ team, role }), for reads that carry them in one query. */
export function membershipsJson(person: AnyPgColumn | SQL = USERS_ID): SQL<TeamMembership[]> {
  return sql<TeamMembership[]>`coalesce((select json_agg(json_build_object('team', m.team, 'role', m.role) order by m.team) from team_memberships m where m.user_id = ${ref(person)}), '[]'::json)`;
}

/** "The person is one of the team's people" for answers, squads, reminders, attendance and statistics (decision 107). */
export function playsOn(team: string | AnyPgColumn | SQL, person: AnyPgColumn | SQL = USERS_ID): SQL {
  return onTeam(team, ANSWERING_TEAM_ROLES, person);
}

/** The same for any of several teams. */
export function playsOnAny(teamCodes: readonly string[], person: AnyPgColumn | SQL = USERS_ID): SQL {
  return onAnyTeam(teamCodes, ANSWERING_TEAM_ROLES, person);
}

/** The codes of the person's teams (any role), as a column. */
export function memberTeams(person: AnyPgColumn | SQL = USERS_ID): SQL<string[]> {
  return sql<string[]>`coalesce((select array_agg(m.team order by m.team) from team_memberships m where m.user_id = ${ref(person)}), '{}')`;
}
