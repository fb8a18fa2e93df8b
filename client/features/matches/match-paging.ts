import type { Match } from '@common/contracts/matches';
import { PAST_PAGE_SIZE, UPCOMING_PAGE_SIZE } from '@common/contracts/plain-values';
import type { MatchCursor } from './matches-api';

const time = (m: Match) => new Date(m.date).getTime();
const cursorOf = (m: Match | undefined): MatchCursor | undefined => (m ? { date: m.date, id: m.id } : undefined);

/**
 * Kampe's paging over GET /api/matches. The first answer (ordered by date, then id) holds at
 * most a page of played matches and a page of coming ones; older and later pages are keyset
 * pages from the first and the last match loaded.
 */
export function matchPaging(loaded: readonly Match[], now: Date) {
  const pastCount = loaded.filter((m) => time(m) < now.getTime()).length;
  return {
    /** The oldest played match loaded: older pages start before it. */
    oldest: pastCount > 0 ? cursorOf(loaded[0]) : undefined,
    /** The last match loaded: later pages start after it. */
    latest: cursorOf(loaded[loaded.length - 1]),
    /** A full page of played matches: there may be older ones. */
    mayHaveOlder: pastCount >= PAST_PAGE_SIZE,
    /** A full page of coming matches (everything after the at most one page of played ones): there may be later ones. */
    mayHaveLater: loaded.length - Math.min(pastCount, PAST_PAGE_SIZE) >= UPCOMING_PAGE_SIZE,
  };
}

/** The first answer with the older and later pages around it, each match once, by date then id. */
export function mergeMatchPages(older: readonly Match[][], loaded: readonly Match[], later: readonly Match[][]): Match[] {
  const byId = new Map<number, Match>();
  for (const m of [...older.flat(), ...loaded, ...later.flat()]) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => time(a) - time(b) || a.id - b.id);
}
