import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { chatEndpoints } from '@common/contracts/endpoints/chat';
import { statisticsEndpoints } from '@common/contracts/endpoints/statistics';
import type { Read, StartAnswers } from '@common/navigation/reads';
import { furtherReadsOf } from '@common/navigation/screens';
import { messagesQuery } from '../../features/chat/chat-keys';
import { tablesQuery } from '../../features/statistics/statistics-keys';
import { queryKeyOf, urlOfKey } from '../../lib/api-client';

/**
 * A first read's query options, as its screen reads with them (queryOptions,
 * infiniteQueryOptions): where its answer goes in the cache and in which shape.
 */
interface FirstReadOptions {
  queryKey: QueryKey;
  initialPageParam?: unknown;
  meta?: Record<string, unknown>;
}

/**
 * The screens' own query options for the first reads whose cache entry is not the answer as it
 * is: the chat's messages are a paged read (the answer is its first page), and Stilling keeps
 * its tables with their offline state (`meta.fromAnswer`). Every other read is kept under its
 * catalogue key as it is (queryKeyOf), as its screen's options key it.
 */
const SHAPED: Partial<Record<string, (read: Read) => FirstReadOptions>> = {
  [chatEndpoints.messages.path]: (read) => messagesQuery((read.query as { channel: string }).channel),
  [statisticsEndpoints.tables.path]: () => tablesQuery,
};

/** The query options a read of the screen table is read with on its screen. */
export const optionsOf = (read: Read): FirstReadOptions =>
  SHAPED[read.endpoint.path]?.(read) ?? { queryKey: queryKeyOf(read.endpoint, read) };

/** Where a first read asks: the URL its key stands for (as the app's default query function asks). */
export const urlOfRead = (read: Read) => urlOfKey(queryKeyOf(read.endpoint, read));

/** Puts a first read's answer in the cache where its screen reads it. */
export function putAnswer(cache: QueryClient, read: Read, answer: unknown) {
  const options = optionsOf(read);
  const fromAnswer = options.meta?.fromAnswer;
  const data = typeof fromAnswer === 'function' ? (fromAnswer as (a: unknown) => unknown)(answer) : answer;
  cache.setQueryData(
    options.queryKey,
    'initialPageParam' in options ? { pages: [data], pageParams: [options.initialPageParam] } : data,
  );
}

/**
 * Puts the further answers a drawn page brought (by URL) where the server's drawing put them
 * (main.tsx), so that the app's first render is the drawn screen: the screen's reads chosen from
 * the same start answer as the drawing chose them (the screen table's).
 */
export function putFirstReads(
  cache: QueryClient,
  pathname: string,
  start: StartAnswers,
  answers: Record<string, unknown> = {},
) {
  for (const read of furtherReadsOf(pathname, { start, now: new Date() })) {
    const url = urlOfRead(read);
    if (url in answers) putAnswer(cache, read, answers[url]);
  }
}
