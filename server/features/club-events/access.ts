import { isInvited, type ClubEventAudience } from '@common/domain/club-events';
import { can } from '@common/domain/permissions';
import type { Role } from '@common/domain/roles';
import { actsOnEveryTeam, coachesTeam, OWN_TEAM_ONLY_MESSAGE, type TeamPerson } from '@common/domain/team-scope';
import { forbidden } from '../../core/domain-error';

/** The reader as this area needs them: role, and every team they are on. */
export type Reader = TeamPerson & { id: number; role: string; teams?: ReadonlyArray<{ team: string }> };

export const teamsOf = (reader: Reader): string[] =>
  reader.teams ? reader.teams.map((m) => m.team) : reader.team ? [reader.team] : [];

/**
 * Who organises an arrangement (decision 108): admin and board any; a coach one for teams they
 * all coach (the permission matrix and `coachesTeam`).
 */
export function mayOrganise(reader: Reader, audience: ClubEventAudience): boolean {
  if (!can(reader.role as Role, 'clubEvents.manage')) return false;
  if (actsOnEveryTeam(reader.role)) return true;
  return audience.kind === 'teams' && audience.teams.length > 0 && audience.teams.every((team) => coachesTeam(reader, team));
}

export function assertMayOrganise(reader: Reader, audience: ClubEventAudience) {
  if (!mayOrganise(reader, audience)) throw forbidden(OWN_TEAM_ONLY_MESSAGE);
}

/** A member sees an arrangement only when invited; its organisers always. */
export function maySee(reader: Reader, audience: ClubEventAudience): boolean {
  return isInvited(audience, { role: reader.role, teams: teamsOf(reader) }) || mayOrganise(reader, audience);
}
