import type { Permission } from '@common/domain/permissions';
import {
  OWN_TEAM_ONLY_MESSAGE,
  withinEventScope,
  withinTeamScope,
  type TeamPerson,
} from '@common/domain/team-scope';
import { forbidden } from '../domain-error';

/** The refusal of a team-scoped action (D20, decision 094): 403 with the one message. */
export const notOwnTeam = () => forbidden(OWN_TEAM_ONLY_MESSAGE);

/** A coach acts only on the teams they coach; board and admin on every team (D20). */
export function requireTeamScope(person: TeamPerson, team: string | null, permission?: Permission): void {
  if (!withinTeamScope(person, team, permission)) throw notOwnTeam();
}

/** The same for an event: a club-wide training (no team) is every coach's. */
export function requireEventScope(person: TeamPerson, eventTeam: string | null, permission?: Permission): void {
  if (!withinEventScope(person, eventTeam, permission)) throw notOwnTeam();
}

/**
 * Staff acting on a person (an injury, an invitation, the person's form): the person's teams
 * (decision 107); a coach needs to coach one of them. A person without a team is nobody's team.
 */
export function withinPersonScope(person: TeamPerson, teams: readonly string[], permission?: Permission): boolean {
  return teams.length === 0
    ? withinTeamScope(person, null, permission)
    : teams.some((team) => withinTeamScope(person, team, permission));
}

export function requirePersonScope(person: TeamPerson, teams: readonly string[], permission?: Permission): void {
  if (!withinPersonScope(person, teams, permission)) throw notOwnTeam();
}
