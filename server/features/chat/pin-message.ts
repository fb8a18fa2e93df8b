import type { ChatMessage } from '@common/contracts/chat';
import { can } from '@common/domain/permissions';
import { teamRoleGives } from '@common/domain/team-scope';
import { notFound } from '../../core/domain-error';
import { notOwnTeam } from '../../core/teams/team-scope';
import { assertChannelAccess, type ChatViewer } from './chat-access';
import type { ChatHub } from './chat-hub';
import type { ChatRepository } from './chat.repository';
import { toMessageDtos } from './message-dto';

/** Coach, board and admin pin or unpin a message; pinned ones are shown at the top. */
export async function pinMessage(
  d: { repo: ChatRepository; hub: ChatHub; now: () => Date },
  viewer: ChatViewer,
  id: number,
  pinned: boolean,
): Promise<ChatMessage> {
  const row = await d.repo.byId(id);
  if (!row) throw notFound('Beskeden findes ikke');
  assertChannelAccess(viewer, await d.repo.teams(), row.channel);
  // A Holdleder pins in their team's channel only (decision 107); the matrix's roles everywhere they read.
  if (!can(viewer.role, 'chat.pin') && !teamRoleGives(viewer, 'chat.pin', row.channel)) throw notOwnTeam();
  await d.repo.setPinned(id, pinned, viewer.id, d.now());
  const [dto] = await toMessageDtos(d.repo, [(await d.repo.byId(id))!], viewer.id, d.now());
  await d.hub.publish({ channel: row.channel, kind: 'update', id });
  return dto!;
}
