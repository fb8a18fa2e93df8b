import type { ChatChannel } from '@common/contracts/chat';
import { visibleChannels, type ChatViewer } from './chat-access';
import type { ChatRepository } from './chat.repository';

/** The viewer's channels with unread counts (from the server-kept last-read time) and mute state. */
export async function listChannels(
  repo: ChatRepository,
  viewer: ChatViewer,
  now: Date,
): Promise<ChatChannel[]> {
  const channels = visibleChannels(viewer, await repo.teams());
  const { unread, latest, state } = await repo.channelSummaries(
    viewer.id,
    channels.map((c) => c.id),
    now,
  );
  return channels.map((c) => {
    const at = latest.find((l) => l.channel === c.id)?.at;
    return {
      id: c.id,
      name: c.name,
      unread: unread.find((u) => u.channel === c.id)?.n ?? 0,
      muted: state.find((s) => s.team === c.id)?.muted ?? false,
      lastMessageAt: at ? new Date(at).toISOString() : null,
    };
  });
}
