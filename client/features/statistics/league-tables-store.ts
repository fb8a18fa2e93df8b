import type { LeagueTable } from '@common/contracts/statistics';
import { ApiError } from '../../lib/api';

/** The local copy for offline use (D13): the last tables the server gave, under 'league-tables'. */
export const LEAGUE_TABLES_KEY = 'league-tables';

export interface StoredTables {
  savedAt: string;
  tables: LeagueTable[];
}

export function saveTables(tables: LeagueTable[]) {
  try {
    localStorage.setItem(
      LEAGUE_TABLES_KEY,
      JSON.stringify({ savedAt: new Date().toISOString(), tables } satisfies StoredTables),
    );
  } catch {
    /* storage full or blocked: the app still works online */
  }
}

export function loadTables(): StoredTables | null {
  try {
    const raw = localStorage.getItem(LEAGUE_TABLES_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredTables;
    return Array.isArray(parsed?.tables) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * When the server could not be asked: the stored tables, marked offline only when the device is
 * offline or the request never reached the server (a network failure, not an HTTP answer). A
 * server error with tables stored shows them as 'could not be fetched', not as 'offline'.
 */
export function storedFallback(error: unknown, online: boolean, stored: StoredTables | null) {
  if (!stored) return null;
  const reachedServer = error instanceof ApiError;
  return {
    tables: stored.tables,
    offline: !online || !reachedServer,
    stale: true as const,
    savedAt: stored.savedAt,
  };
}
