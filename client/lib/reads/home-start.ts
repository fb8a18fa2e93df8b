import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '@common/contracts/user';
import { homeEndpoints } from '@common/contracts/endpoints/home';
import { authEndpoints } from '@common/contracts/endpoints/auth';
import { START_READS, type StartAnswers } from '@common/navigation/reads';
import { call, queryKeyOf } from '../api-client';
import { takeStartedHomeStart } from './first-read';

/**
 * Hjem's first load in one request (decision 080): the session and the reads Hjem and the shell make
 * on a fresh start, answered together. Each answer is put in the cache under its own read's key,
 * so the cards find their data there and ask for nothing; a read the answer left out (the person
 * may not make it, or it failed) is asked for by its card as before. Undefined when the request
 * failed: the caller then asks for the session alone.
 */
export async function loadHomeStart(queryClient: QueryClient): Promise<Session | undefined> {
  try {
    // Sent as the page began (first-read.ts), or now.
    const { reads } = await (takeStartedHomeStart() ?? call(homeEndpoints.start));
    return putHomeStartReads(queryClient, reads);
  } catch {
    return undefined;
  }
}

/**
 * Puts each read of Hjem's start answer in the cache under its own key, the one its screens read
 * it by (decision 080: a start read keeps its plain key), the session excepted, which the caller
 * keeps as the session query's data; returns the session.
 */
export function putHomeStartReads(queryClient: QueryClient, reads: StartAnswers): Session | undefined {
  // Only the start's own reads: an answer put together offline by the service worker may hold more,
  // and a read kept in another shape (Stilling's tables) must be placed by its own screen.
  for (const endpoint of START_READS)
    if (endpoint !== authEndpoints.session && endpoint.path in reads)
      queryClient.setQueryData(queryKeyOf(endpoint), reads[endpoint.path]);
  return reads[authEndpoints.session.path];
}
