import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { statisticsEndpoints as api } from '@common/contracts/endpoints/statistics';
import type { ParseTableRequest, SyncLogEntry } from '@common/contracts/statistics';
import { call } from '../../lib/api-client';
import { SYNC_LOG_KEY, TABLES_KEY, tablesQuery } from './statistics-keys';

export { SYNC_LOG_KEY, TABLES_KEY };

/** The tables from the server, kept in local storage; when they cannot be fetched, the stored copy is shown. */
export function useLeagueTables() {
  return useQuery(tablesQuery);
}

/** Admin: the latest table updates from DBU. */
export function useSyncLog() {
  return useQuery<SyncLogEntry[] | null>({ queryKey: SYNC_LOG_KEY });
}

export function useUpdateTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ParseTableRequest) => call(api.parseTable, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: TABLES_KEY });
      void queryClient.invalidateQueries({ queryKey: SYNC_LOG_KEY });
    },
  });
}
