import type { ChatChannel } from '../contracts/chat';
import { CLUB_CHANNEL } from '../contracts/plain-values';

/**
 * The channel the chat opens on: the one the address asks for (?chatId=), else the person's
 * team's, else the club's. Undefined while the list is empty.
 */
export function openingChannel(
  list: readonly ChatChannel[],
  wanted: string | null,
  team: string | null | undefined,
) {
  return (
    list.find((c) => c.id === wanted) ??
    list.find((c) => c.id === team) ??
    list.find((c) => c.id === CLUB_CHANNEL)
  );
}
