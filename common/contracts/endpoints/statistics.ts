import { get, post } from '../endpoint';
import type { LeagueTable, ParseTableRequest, ParseTableResponse, SyncLogEntry } from '../statistics';

/** Stilling (part 1 §3, part 2 §8): league tables pasted from DBU and the update log. */
export const statisticsEndpoints = {
  tables: get<LeagueTable[]>()('/api/statistics/tables'),
  parseTable: post<ParseTableResponse, ParseTableRequest>()('/api/statistics/parse-table'),
  syncLog: get<SyncLogEntry[]>()('/api/statistics/sync-log'),
};
