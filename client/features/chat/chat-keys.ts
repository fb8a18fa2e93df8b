import { infiniteQueryOptions } from '@tanstack/react-query';
import { chatEndpoints as api } from '@common/contracts/endpoints/chat';
import { call, queryKeyOf } from '../../lib/api-client';

/*
 * The chat's reads, apart from its changes (chat-api.ts): the app's own bundle needs them to
 * start a drawn chat page (app/first-paint/first-reads.ts), not the code behind its changes.
 */
export const CHANNELS_KEY = queryKeyOf(api.channels);
export const messagesKey = (channel: string) => queryKeyOf(api.messages, { query: { channel } });

/** Part 1 §9: chat is polled every 10 s; the live stream makes new messages appear at once. */
export const CHAT_POLL_MS = 10_000;

/** A channel's messages, newest first, a page at a time. */
export const messagesQuery = (channel: string) =>
  infiniteQueryOptions({
    queryKey: messagesKey(channel),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      call(api.messages, { query: { channel, before: pageParam ? String(pageParam) : undefined } }),
    getNextPageParam: (last) => (last.hasMore ? last.messages.at(-1)?.id : undefined),
    refetchInterval: CHAT_POLL_MS,
  });
