import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ChatChannel } from '@common/contracts/chat';
import type { User } from '@common/contracts/user';
import { CHANNELS_KEY, messagesQuery } from '../../features/chat/chat-keys';
import { openingChannel } from '../../features/chat/opening-channel';
import { leaderboardsQuery } from '../../features/statistics/leaderboard-query';
import { tablesQuery } from '../../features/statistics/statistics-keys';
import { urlOfKey } from '../../lib/api-client';
import type { FirstScreenPath } from '../../lib/navigation/screens';
import { dbuQuery } from '../../lib/reads/dbu';
import { USER_QUERY_KEY } from '../../lib/session';

/**
 * A first read: the query options its screen reads with (queryOptions, infiniteQueryOptions). Its
 * answer goes in the cache as the screen's own read would put it: as it is; the first page of a
 * paged read; or through `meta.fromAnswer` when the screen keeps more than the answer.
 */
export interface FirstRead {
  queryKey: QueryKey;
  initialPageParam?: unknown;
  meta?: Record<string, unknown>;
}

/**
 * By first screen (the screen table's `firstScreen`), its reads beyond Hjem's start answer: the
 * same query options the screen reads with, chosen from the cache with that answer in it (the
 * chat opens on a channel of the answer's list, as the screen chooses it).
 */
const FIRST_READS: Partial<Record<FirstScreenPath, (cache: QueryClient) => FirstRead[]>> = {
  '/matches': () => [dbuQuery],
  '/statistics': () => [tablesQuery, leaderboardsQuery(), dbuQuery],
  '/chat': (cache) => {
    const list = cache.getQueryData<ChatChannel[] | null>(CHANNELS_KEY) ?? [];
    const team = cache.getQueryData<User | null>(USER_QUERY_KEY)?.team;
    const channel = openingChannel(list, null, team)?.id;
    return channel ? [messagesQuery(channel)] : [];
  },
};

/** The reads the screen of `pathname` needs beyond Hjem's start answer, with Hjem's start answer in `cache`. */
export const firstReadsOf = (pathname: string, cache: QueryClient): FirstRead[] =>
  FIRST_READS[pathname as FirstScreenPath]?.(cache) ?? [];

/** Where a first read asks: the URL its key stands for. */
export const urlOfRead = (read: FirstRead) => urlOfKey(read.queryKey);

/** Puts a first read's answer in the cache where its screen reads it. */
export function putAnswer(cache: QueryClient, read: FirstRead, answer: unknown) {
  const fromAnswer = read.meta?.fromAnswer;
  const data = typeof fromAnswer === 'function' ? (fromAnswer as (a: unknown) => unknown)(answer) : answer;
  cache.setQueryData(
    read.queryKey,
    'initialPageParam' in read ? { pages: [data], pageParams: [read.initialPageParam] } : data,
  );
}

/**
 * Puts the further answers a drawn page brought where the server put them to draw it (main.tsx),
 * so that the app's first render is the drawn screen.
 */
export function putFirstReads(cache: QueryClient, pathname: string, answers: Record<string, unknown> = {}) {
  for (const read of firstReadsOf(pathname, cache)) {
    const url = urlOfRead(read);
    if (url in answers) putAnswer(cache, read, answers[url]);
  }
}
