import type { QueryClient } from '@tanstack/react-query';
import { chatDrawnReads } from '../features/chat/chat-drawn-reads';
import { statisticsDrawnReads } from '../features/statistics/statistics-drawn-reads';
import { dbuDrawnReads } from '../lib/reads/dbu';

/** A read a drawn screen needs beyond Hjem's start answer: where to ask, and where its answer goes. */
export interface DrawnRead {
  url: string;
  put: (answer: unknown) => void;
}

/**
 * The screens the server draws for a signed-in phone (decision 092): those opened most, whose
 * reads come with Hjem's start answer or are listed in EXTRA_READS (the chat, Stilling).
 */
export const SERVER_DRAWN_PATHS: readonly string[] = [
  '/',
  '/matches',
  '/training',
  '/kalender',
  '/chat',
  '/statistics',
];

/** By path, the further reads of a screen, chosen from the cache with Hjem's start answer in it. */
const EXTRA_READS: Partial<Record<string, (queryClient: QueryClient) => DrawnRead[]>> = {
  '/chat': chatDrawnReads,
  '/matches': dbuDrawnReads,
  '/statistics': (queryClient) => [...statisticsDrawnReads(queryClient), ...dbuDrawnReads(queryClient)],
};

export const extraReadsOf = (pathname: string, queryClient: QueryClient): DrawnRead[] =>
  EXTRA_READS[pathname]?.(queryClient) ?? [];

/**
 * Puts the further answers a drawn page brought where the server put them to draw it (main.tsx),
 * so that the app's first render is the drawn screen.
 */
export function putExtraReads(
  queryClient: QueryClient,
  pathname: string,
  answers: Record<string, unknown> = {},
) {
  for (const read of extraReadsOf(pathname, queryClient))
    if (read.url in answers) read.put(answers[read.url]);
}
