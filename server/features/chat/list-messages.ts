import type { MessagesResponse } from '@common/contracts/chat';
import { assertChannelAccess, type ChatViewer } from './chat-access';
import type { ChatRepository } from './chat.repository';
import { toMessageDtos } from './message-dto';

const MAX_PINNED = 10;

/** A page of a channel (newest first) plus its pinned messages, shown at the top. */
export async function listMessages(
  repo: ChatRepository,
  viewer: ChatViewer,
  query: { channel: string; before?: number; limit: number },
  now: Date,
): Promise<MessagesResponse> {
  assertChannelAccess(viewer, await repo.teams(), query.channel);
  const [rows, pinned] = await Promise.all([
    repo.page(query.channel, query.before, query.limit + 1),
    query.before ? Promise.resolve([]) : repo.pinned(query.channel, MAX_PINNED),
  ]);
  const page = rows.slice(0, query.limit);
  const dtos = await toMessageDtos(repo, [...page, ...pinned], viewer.id, now);
  return {
    channel: query.channel,
    messages: dtos.slice(0, page.length),
    pinned: dtos.slice(page.length),
    hasMore: rows.length > query.limit,
  };
}
