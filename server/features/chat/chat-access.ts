import { CLUB_CHANNEL } from '@common/contracts/chat';
import type { Role } from '@common/domain/roles';
import { forbidden, notFound } from '../../core/domain-error';

export interface ChatViewer {
  id: number;
  role: Role;
  team: string | null;
}

const STAFF: readonly Role[] = ['coach', 'board', 'admin'];

/**
 * Who sees which channel (D11): everyone with chat the club channel; a team channel its
 * members; coach, board and admin every team's channel.
 */
export function visibleChannels(viewer: ChatViewer, teams: Array<{ code: string; displayName: string }>) {
  const teamChannels = STAFF.includes(viewer.role) ? teams : teams.filter((t) => t.code === viewer.team);
  return [
    { id: CLUB_CHANNEL, name: 'Klubchat' },
    ...teamChannels.map((t) => ({ id: t.code, name: t.displayName })),
  ];
}

/** Throws 404 for a channel that does not exist and 403 for one the viewer is not in. */
export function assertChannelAccess(
  viewer: ChatViewer,
  teams: Array<{ code: string; displayName: string }>,
  channel: string,
) {
  const exists = channel === CLUB_CHANNEL || teams.some((t) => t.code === channel);
  if (!exists) throw notFound('Chatten findes ikke');
  if (!visibleChannels(viewer, teams).some((c) => c.id === channel))
    throw forbidden('Du har ikke adgang til denne chat');
}
