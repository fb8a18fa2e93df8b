import { useQuery } from '@tanstack/react-query';
import type { DbuOverview } from '@common/contracts/dbu-sync';
import { dbuSyncEndpoints } from '@common/contracts/endpoints/dbu-sync';
import { queryKeyOf, urlOf } from '../api-client';
import type { QueryClient } from '@tanstack/react-query';

/** Each team's DBU source and last sync (decision 109); staff get the address and errors too. */
export const DBU_KEY = queryKeyOf(dbuSyncEndpoints.overview);

export function useDbuOverview(enabled = true) {
  return useQuery<DbuOverview>({ queryKey: DBU_KEY, enabled, staleTime: 60_000 });
}

/**
 * The DBU read Kampe and Stilling need to be drawn on the server (decision 092): their
 * 'Hentet fra DBU' line reads it, put where the screen reads it.
 */
export function dbuDrawnReads(queryClient: QueryClient) {
  return [{ url: urlOf(dbuSyncEndpoints.overview), put: (answer: unknown) => queryClient.setQueryData(DBU_KEY, answer as DbuOverview) }];
}
