import { statisticsEndpoints as api } from '@common/contracts/endpoints/statistics';
import type { LeagueTable } from '@common/contracts/statistics';
import { queryKeyOf } from '../../lib/api-client';

/*
 * Stilling's cache keys and the shape of its tables' entry, apart from its reads and changes
 * (statistics-api.ts): the app's own bundle needs them to start a drawn page
 * (statistics-drawn-reads.ts), not the query code behind them.
 */
export const TABLES_KEY = queryKeyOf(api.tables);
export const SYNC_LOG_KEY = queryKeyOf(api.syncLog);

/** The tables' cache entry for an answer from the server (not the copy kept for offline use). */
export const onlineTables = (tables: LeagueTable[]) => ({
  tables,
  offline: false,
  stale: false,
  savedAt: null as string | null,
});
