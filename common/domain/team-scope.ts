import { can, type Permission } from './permissions';
import type { Role } from './roles';
import { COACHING_TEAM_ROLES, teamRoleAllows, type TeamMembership } from './team-roles';

/**
 * Staff powers within limits (D20, S21, decision 094). The permission matrix says *what* a role
 * may do; this says *on which team's things*: a coach acts on the teams they coach (squad, result,
 * match events, attendance, reminders, absences of others, the team's chat and exports, team
 * settings, registration links); board and admin keep what the matrix gives them on every team.
 * Pure: the server checks it, the client shows and hides by it.
 */

export interface TeamPerson {
  id?: number;
  role: Role | string;
  /** The first team (the specification's single field); the memberships below decide. */
  team: string | null;
  /** Every team of the person and their role on it (decision 107). */
  teams: readonly TeamMembership[];
}

/** The roles that act on every team, as far as the matrix lets them. */
export const EVERY_TEAM_ROLES = ['board', 'admin'] as const satisfies readonly Role[];

export function actsOnEveryTeam(role: Role | string | null | undefined): boolean {
  return (EVERY_TEAM_ROLES as readonly string[]).includes(role ?? '');
}

/** The one refusal of a team-scoped action, on every route. */
export const OWN_TEAM_ONLY_MESSAGE = 'Du kan kun gøre dette for dit eget hold';

/**
 * Whether the person coaches the team: a Træner or Assistenttræner membership of it (decision 107).
 * Every team-scoped check comes here.
 */
export function coachesTeam(person: TeamPerson | null | undefined, team: string | null | undefined): boolean {
  return (
    !!person &&
    !!team &&
    person.teams.some((m) => m.team === team && (COACHING_TEAM_ROLES as readonly string[]).includes(m.role))
  );
}

/** The teams the person coaches, in the order of their memberships. */
export function coachedTeams(person: TeamPerson | null | undefined): string[] {
  return person ? person.teams.filter((m) => coachesTeam(person, m.team)).map((m) => m.team) : [];
}

/** Whether the person's role on the team (a Holdleder's) gives `permission` there (decision 107). */
export function teamRoleGives(person: TeamPerson | null | undefined, permission: Permission, team: string | null): boolean {
  return !!person && !!team && person.teams.some((m) => m.team === team && teamRoleAllows(m.role, permission));
}

/**
 * Whether the team scope lets the person act on a thing of `team`: a team's match, setting, chat
 * or player (null: a person without a team, whom no coach coaches). Coaches are narrowed to the
 * teams they coach; with `permission`, a team role that gives it (Holdleder) opens that team, and a
 * person whom only a team role lets in is narrowed to that team. Whether a role may do the thing at
 * all is the matrix's (`can`) and the team role's.
 */
export function withinTeamScope(person: TeamPerson | null | undefined, team: string | null, permission?: Permission): boolean {
  if (!person) return false;
  if (actsOnEveryTeam(person.role)) return true;
  if (coachesTeam(person, team)) return true;
  if (permission && teamRoleGives(person, permission, team)) return true;
  if (person.role === 'coach') return false;
  return !permission || can(person.role as Role, permission);
}

/** The same for an event whose team may be null: a club-wide training, which any coach may remind and register attendance for. */
export function withinEventScope(person: TeamPerson | null | undefined, eventTeam: string | null, permission?: Permission): boolean {
  // A club-wide training is every coach's; a Holdleder's rights stop at their team.
  if (!person) return false;
  return eventTeam === null ? !permission || can(person.role as Role, permission) : withinTeamScope(person, eventTeam, permission);
}

/** The permission and the team scope together: what the client shows a staff action by. */
export function canForTeam(person: TeamPerson | null | undefined, permission: Permission, team: string | null): boolean {
  return (
    !!person &&
    ((can(person.role as Role, permission) && withinTeamScope(person, team)) || teamRoleGives(person, permission, team))
  );
}

/** The permission and the event's scope together (a club-wide training is every coach's). */
export function canForEvent(person: TeamPerson | null | undefined, permission: Permission, eventTeam: string | null): boolean {
  return (
    !!person &&
    ((can(person.role as Role, permission) && withinEventScope(person, eventTeam)) ||
      teamRoleGives(person, permission, eventTeam))
  );
}

/**
 * Who reads an absence's kind and note, and the comment an absence writes into an answer (GDPR
 * art. 9, S21): the person, a coach of the person's team, and admin. Anyone else sees
 * 'Fraværende' with its dates (decision 094).
 */
export function seesAbsenceDetails(viewer: TeamPerson & { id: number }, person: { id: number; teams: readonly string[] }): boolean {
  return viewer.id === person.id || viewer.role === 'admin' || person.teams.some((team) => coachesTeam(viewer, team));
}
