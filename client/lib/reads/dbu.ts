import { useQuery } from '@tanstack/react-query';
import type { DbuOverview } from '@common/contracts/dbu-sync';
import { dbuSyncEndpoints } from '@common/contracts/endpoints/dbu-sync';
import { queryKeyOf } from '../api-client';

/** Each team's DBU source and last sync (decision 109); staff get the address and errors too. */
export const DBU_KEY = queryKeyOf(dbuSyncEndpoints.overview);

export function useDbuOverview(enabled = true) {
  return useQuery<DbuOverview>({ queryKey: DBU_KEY, enabled, staleTime: 60_000 });
}
