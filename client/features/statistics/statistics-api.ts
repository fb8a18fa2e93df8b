import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeagueTable, ParseTableResponse } from '@common/contracts/statistics';
import { apiRequest } from '../../lib/api';
import { loadTables, saveTables, storedFallback } from './league-tables-store';

export const TABLES_KEY = ['/api/statistics/tables'] as const;

/** The tables from the server, kept in local storage; when they cannot be fetched, the stored copy is shown. */
export function useLeagueTables() {
  return useQuery({
    queryKey: TABLES_KEY,
    queryFn: async () => {
      try {
        const tables = await apiRequest<LeagueTable[]>('GET', TABLES_KEY[0]);
        saveTables(tables);
        return { tables, offline: false, stale: false, savedAt: null as string | null };
      } catch (error) {
        const fallback = storedFallback(error, navigator.onLine, loadTables());
        if (fallback) return fallback;
        throw error;
      }
    },
  });
}

export function useUpdateTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { htmlContent: string; team?: string }) =>
      apiRequest<ParseTableResponse>('POST', '/api/statistics/parse-table', input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: TABLES_KEY });
      void queryClient.invalidateQueries({ queryKey: ['/api/statistics/sync-log'] });
    },
  });
}
