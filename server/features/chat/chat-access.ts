import type { TeamMembership } from '@common/domain/team-roles';
import { CLUB_CHANNEL } from '@common/contracts/chat';
import type { Role } from '@common/domain/roles';
import { actsOnEveryTeam, coachesTeam } from '@common/domain/team-scope';
import { notFound } from '../../core/domain-error';
import { notOwnTeam } from '../../core/teams/team-scope';

export interface ChatViewer {
  id: number;
  role: Role;
  team: string | null;
  teams: readonly TeamMembership[];
}

/**
 * Who sees which channel (D11): everyone with chat the club channel; a team channel its members
 * and the team's coaches; board and admin every team's channel (D20, decision 094).
 */
export function visibleChannels(viewer: ChatViewer, teams: Array<{ code: string; displayName: string }>) {
  const teamChannels = actsOnEveryTeam(viewer.role)
    ? teams
    : // Every team of the viewer, whatever their role on it (decision 107).
      teams.filter((t) => viewer.teams.some((m) => m.team === t.code) || coachesTeam(viewer, t.code));
  return [
    { id: CLUB_CHANNEL, name: 'Klubchat' },
    ...teamChannels.map((t) => ({ id: t.code, name: t.displayName })),
  ];
}

/** Throws 404 for a channel that does not exist and 403 (the team scope's message) for one the viewer is not in. */
export function assertChannelAccess(
  viewer: ChatViewer,
  teams: Array<{ code: string; displayName: string }>,
  channel: string,
) {
  const exists = channel === CLUB_CHANNEL || teams.some((t) => t.code === channel);
  if (!exists) throw notFound('Chatten findes ikke');
  if (!visibleChannels(viewer, teams).some((c) => c.id === channel))
    throw notOwnTeam();
}
