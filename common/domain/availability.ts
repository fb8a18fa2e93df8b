import { can } from './permissions';
import type { Role } from './roles';
import { ANSWERING_TEAM_ROLES, type TeamMembership } from './team-roles';

export const OWN_TEAM_ONLY = { match: 'Du kan kun svare for dit eget holds kampe', training: 'Du kan kun svare for dit eget holds træninger' } as const;

/**
 * Whose Klar / Ikke klar an event takes (F4): staff (coach, board, admin) answer for
 * every team, as they always have; a player only for their own team's matches and trainings, and
 * for club-wide trainings (no team). A player without a team has no team's match to answer.
 */
export function mayAnswerFor(
  user: { role: Role; team: string | null },
  event: { kind: 'match' | 'training'; team: string | null },
): boolean {
  const anyTeam = event.kind === 'match' ? 'matches.availability.viewAll' : 'training.availability.viewAll';
  if (can(user.role, anyTeam)) return true;
  if (event.team === null) return event.kind === 'training';
  return user.team === event.team;
}

/**
 * Whether the app asks this person 'Er du klar?' / Klar – Ikke klar for an event (F29):
 * only when the event is theirs, i.e. their own team's, or a club-wide training. Staff
 * without a team (admin, board) are not asked about a team's match or training: they follow the
 * answers in the per-player lists instead. The server still takes staff answers (mayAnswerFor).
 */
export function isAskedToAnswer(
  user: { role: Role; team: string | null; teams?: readonly TeamMembership[] },
  event: { kind: 'match' | 'training'; team: string | null },
): boolean {
  if (!can(user.role, event.kind === 'match' ? 'matches.availability.respond' : 'training.availability.respond')) return false;
  if (event.team === null) return event.kind === 'training';
  // Every team the person answers for (decision 107); without the memberships, the first team.
  return user.teams
    ? user.teams.some((m) => m.team === event.team && (ANSWERING_TEAM_ROLES as readonly string[]).includes(m.role))
    : user.team === event.team;
}

/**
 * Who sees the faces of who said Klar on an event's card (D22, decision 097): staff on every
 * event (the per-player lists are theirs, part 1 §6), and whoever the event asks 'Er du klar?' (its
 * team's players; everyone asked about a club-wide training). RU members and other teams' players
 * see the counts. Ikke klar and comments stay in the staff lists.
 */
export function seesWhoIsComing(
  user: { role: Role; team: string | null },
  event: { kind: 'match' | 'training'; team: string | null },
): boolean {
  const anyTeam = event.kind === 'match' ? 'matches.availability.viewAll' : 'training.availability.viewAll';
  return can(user.role, anyTeam) || isAskedToAnswer(user, event);
}
