import { TEAM_ROLE_LABELS, type TeamMembership, type TeamRole } from '@common/domain/team-roles';

/**
 * A person's teams as the people lists show them (decision 107): in the club's order, each with
 * its role unless Spiller, e.g. 'Senior 1, Senior 3 (Holdleder)'. `teams` is the club's list in
 * its order; an archived team, which has left it, is not shown.
 */
export function teamsText(memberships: readonly TeamMembership[], teams: ReadonlyArray<{ code: string; displayName: string }>): string {
  return teams
    .flatMap((team) => {
      const membership = memberships.find((m) => m.team === team.code);
      if (!membership) return [];
      const role = membership.role === 'player' ? '' : TEAM_ROLE_LABELS[membership.role as TeamRole];
      return [role ? `${team.displayName} (${role})` : team.displayName];
    })
    .join(', ');
}
