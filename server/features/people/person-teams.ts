import type { PersonTeamsRequest } from '@common/contracts/people';
import { isRole } from '@common/domain/roles';
import { mayGiveTeamRole, TEAM_ROLE_LABELS, type TeamRole } from '@common/domain/team-roles';
import { withinTeamScope } from '@common/domain/team-scope';
import type { SessionUser } from '../../types';
import type { AppDeps } from '../../app-deps';
import { forbidden, invalidInput, notFound } from '../../core/domain-error';
import { membershipsOf, setPersonMemberships } from '../../core/people/person-team.repository';
import { notOwnTeam } from '../../core/teams/team-scope';

export const ONLY_BOARD_GIVES_COACH_ROLES = 'Kun bestyrelsen og administratorer kan gøre nogen til træner eller assistenttræner';

/**
 * The membership editor (Spillere/Medlemmer, decision 107): the person's teams become exactly
 * these. Board and admin change any; a coach changes only the teams they coach, and never gives
 * or takes Træner or Assistenttræner. The club role follows (`syncFirstTeams`).
 */
export async function setPersonTeams(
  deps: Pick<AppDeps, 'db' | 'users' | 'teams' | 'sessions'>,
  actor: SessionUser,
  id: number,
  input: PersonTeamsRequest,
) {
  const target = await deps.users.findById(id);
  if (!target || !isRole(target.role)) throw notFound('Brugeren findes ikke');
  const active = new Set((await deps.teams.list()).map((t) => t.code));
  const unknown = input.memberships.find((m) => !active.has(m.team));
  if (unknown) throw invalidInput('Ukendt hold', { memberships: 'Ukendt hold' });
  const before = (await membershipsOf(deps.db, [id])).get(id) ?? [];
  const key = (m: { team: string; role: string }) => `${m.team}:${m.role}`;
  const beforeKeys = new Set(before.map(key));
  const afterKeys = new Set(input.memberships.map(key));
  const changed = [...before.filter((m) => !afterKeys.has(key(m))), ...input.memberships.filter((m) => !beforeKeys.has(key(m)))];
  for (const m of changed) {
    if (!mayGiveTeamRole(actor.role, m.role)) throw forbidden(ONLY_BOARD_GIVES_COACH_ROLES);
    if (!withinTeamScope(actor, m.team)) throw notOwnTeam();
  }
  if (changed.some((m) => !TEAM_ROLE_LABELS[m.role as TeamRole])) throw invalidInput('Ukendt rolle');
  await deps.db.transaction((tx) => setPersonMemberships(tx, id, input.memberships));
  // A raised club role takes effect at the next sign-in, as a role change does.
  const after = await deps.users.findById(id);
  if (after && after.role !== target.role) await deps.sessions.deleteAllForUser(id);
}
