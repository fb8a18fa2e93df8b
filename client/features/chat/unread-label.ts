import type { ChatChannel } from '@common/contracts/chat';
import { countText } from '@common/domain/danish-plural';
import { openingChannel } from '@common/domain/opening-channel';

/** A chat link's accessible name with its unread count: 'Klubchat, 1 ulæst', 'Chat, 3 ulæste', or the name alone. */
export function withUnread(name: string, unread: number): string {
  return unread > 0 ? `${name}, ${countText(unread, 'ulæst', 'ulæste')}` : name;
}

/** The header's chat button: the count is of chat messages, so it says so ('Chat, 3 ulæste beskeder'; decision 098). */
export function chatButtonLabel(unread: number): string {
  return unread > 0 ? `Chat, ${countText(unread, 'ulæst besked', 'ulæste beskeder')}` : 'Chat';
}

/**
 * Where the header's chat button leads: to the unread messages. The chat opens on the person's
 * team's channel (else the club's); when that has nothing unread and another channel has, the
 * button opens that one (the first in the list's order), so the count leads to what it counts.
 */
export function chatButtonTarget(
  channels: ReadonlyArray<Pick<ChatChannel, 'id' | 'unread'>>,
  team: string | null | undefined,
): string {
  const opening = openingChannel(channels as ChatChannel[], null, team);
  if (!opening || opening.unread > 0) return '/chat';
  const unread = channels.find((c) => c.unread > 0);
  return unread ? `/chat?chatId=${encodeURIComponent(unread.id)}` : '/chat';
}
