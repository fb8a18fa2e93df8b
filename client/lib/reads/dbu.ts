import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DbuOverview } from '@common/contracts/dbu-sync';
import { dbuSyncEndpoints } from '@common/contracts/endpoints/dbu-sync';
import { queryKeyOf } from '../api-client';

/** Each team's DBU source and last sync (decision 109); staff get the address and errors too. */
export const DBU_KEY = queryKeyOf(dbuSyncEndpoints.overview);

/** The read, as Kampe's and Stilling's 'Hentet fra DBU' line and their drawing make it (decision 092). */
export const dbuQuery = queryOptions<DbuOverview>({ queryKey: DBU_KEY, staleTime: 60_000 });

export function useDbuOverview(enabled = true) {
  return useQuery({ ...dbuQuery, enabled });
}
