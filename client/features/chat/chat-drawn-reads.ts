import type { QueryClient } from '@tanstack/react-query';
import type { ChatChannel, MessagesResponse } from '@common/contracts/chat';
import type { User } from '@common/contracts/user';
import { chatEndpoints as api } from '@common/contracts/endpoints/chat';
import { urlOf } from '../../lib/api-client';
import { USER_QUERY_KEY } from '../../lib/session';
import { CHANNELS_KEY, messagesKey } from './chat-keys';
import { openingChannel } from './opening-channel';

/**
 * The read the chat needs beyond Hjem's start answer to be drawn on the server (decision 092):
 * the first page of the channel it opens on, chosen from the answer's channels as the screen
 * chooses it, and where that page goes in the cache (the screen's paged read).
 */
export function chatDrawnReads(queryClient: QueryClient) {
  const list = queryClient.getQueryData<ChatChannel[] | null>(CHANNELS_KEY) ?? [];
  const team = queryClient.getQueryData<User | null>(USER_QUERY_KEY)?.team;
  const channel = openingChannel(list, null, team)?.id;
  if (!channel) return [];
  return [
    {
      url: urlOf(api.messages, { query: { channel } }),
      put: (answer: unknown) =>
        queryClient.setQueryData(messagesKey(channel), {
          pages: [answer as MessagesResponse],
          pageParams: [undefined],
        }),
    },
  ];
}
