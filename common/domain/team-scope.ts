import { can, type Permission } from './permissions';
import type { Role } from './roles';

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
  team: string | null;
}

/** The roles that act on every team, as far as the matrix lets them. */
export const EVERY_TEAM_ROLES = ['board', 'admin'] as const satisfies readonly Role[];

export function actsOnEveryTeam(role: Role | string | null | undefined): boolean {
  return (EVERY_TEAM_ROLES as readonly string[]).includes(role ?? '');
}

/** The one refusal of a team-scoped action, on every route. */
export const OWN_TEAM_ONLY_MESSAGE = 'Du kan kun gøre dette for dit eget hold';

/**
 * Whether the person coaches the team. Today a coach coaches the one team they belong to, and a
 * coach without a team coaches none. Every team-scoped check comes here, so a person coaching
 * several teams later changes this function only.
 */
export function coachesTeam(person: TeamPerson | null | undefined, team: string | null | undefined): boolean {
  return !!person && person.role === 'coach' && !!person.team && !!team && person.team === team;
}

/**
 * Whether the team scope lets the person act on a thing of `team`: a team's match, setting, chat
 * or player (null: a person without a team, whom no coach coaches). Only coaches are narrowed;
 * whether a role may do the thing at all is the matrix's (`can`).
 */
export function withinTeamScope(person: TeamPerson | null | undefined, team: string | null): boolean {
  if (!person) return false;
  return person.role !== 'coach' || coachesTeam(person, team);
}

/** The same for an event whose team may be null: a club-wide training, which any coach may remind and register attendance for. */
export function withinEventScope(person: TeamPerson | null | undefined, eventTeam: string | null): boolean {
  return !!person && (eventTeam === null || withinTeamScope(person, eventTeam));
}

/** The permission and the team scope together: what the client shows a staff action by. */
export function canForTeam(person: TeamPerson | null | undefined, permission: Permission, team: string | null): boolean {
  return !!person && can(person.role as Role, permission) && withinTeamScope(person, team);
}

/** The permission and the event's scope together (a club-wide training is every coach's). */
export function canForEvent(person: TeamPerson | null | undefined, permission: Permission, eventTeam: string | null): boolean {
  return !!person && can(person.role as Role, permission) && withinEventScope(person, eventTeam);
}

/**
 * Who reads an absence's kind and note, and the comment an absence writes into an answer (GDPR
 * art. 9, S21): the person, a coach of the person's team, and admin. Anyone else sees
 * 'Fraværende' with its dates (decision 094).
 */
export function seesAbsenceDetails(viewer: TeamPerson & { id: number }, person: { id: number; team: string | null }): boolean {
  return viewer.id === person.id || viewer.role === 'admin' || coachesTeam(viewer, person.team);
}
