import type { LeagueTable } from '@common/contracts/statistics';

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
