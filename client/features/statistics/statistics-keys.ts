import { queryOptions } from '@tanstack/react-query';
import { statisticsEndpoints as api } from '@common/contracts/endpoints/statistics';
import type { LeagueTable } from '@common/contracts/statistics';
import { call, queryKeyOf } from '../../lib/api-client';
import { loadTables, saveTables, storedFallback } from './league-tables-store';

/*
 * Stilling's reads, apart from its changes (statistics-api.ts): the app's own bundle needs them
 * to start a drawn page (app/first-paint/first-reads.ts), not the code behind its changes.
 */
export const TABLES_KEY = queryKeyOf(api.tables);
export const SYNC_LOG_KEY = queryKeyOf(api.syncLog);

/**
 * The tables' cache entry for an answer from the server, kept in local storage for offline use
 * (D13; on the server, where a page is drawn, there is nothing to keep them in).
 */
const onlineTables = (tables: LeagueTable[]) => {
  saveTables(tables);
  return { tables, offline: false, stale: false, savedAt: null as string | null };
};

/** The tables from the server; when they cannot be fetched, the stored copy is shown. */
export const tablesQuery = queryOptions({
  queryKey: TABLES_KEY,
  queryFn: async () => {
    try {
      return onlineTables(await call(api.tables));
    } catch (error) {
      const fallback = storedFallback(error, navigator.onLine, loadTables());
      if (fallback) return fallback;
      throw error;
    }
  },
  meta: { fromAnswer: (answer: unknown) => onlineTables(answer as LeagueTable[]) },
});
