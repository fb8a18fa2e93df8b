export type ScheduleColumn = 'date' | 'time' | 'home' | 'away' | 'opponent' | 'venue' | 'location' | 'matchNumber';

/** Header names clubs and DBU use, Danish and English; anything else (Række, Pulje …) is ignored. */
const ALIASES: Record<ScheduleColumn, readonly string[]> = {
  date: ['dato', 'date', 'kampdato'],
  time: ['tid', 'kl', 'klokken', 'time', 'tidspunkt', 'kick-off', 'kickoff', 'starttid'],
  home: ['hjemme', 'hjemmehold', 'home', 'home team', 'hjemmebane'],
  away: ['ude', 'udehold', 'away', 'away team', 'udebane', 'gæster', 'gæstehold'],
  /** The other side when the file is written from the club's point of view (with H/U), else the away team. */
  opponent: ['modstander', 'opponent', 'mod'],
  /** Home or away from the club's side: H / U, Hjemme / Ude, Home / Away. */
  venue: ['h/u', 'h / u', 'hu', 'hjemme/ude', 'hjemme / ude', 'h/ude', 'home/away', 'home / away', 'h/a'],
  location: ['spillested', 'bane', 'venue', 'stadion', 'sted', 'location', 'anlæg'],
  matchNumber: ['kampnr', 'kamp nr', 'kampnummer', 'match no', 'match number', 'match id', 'kamp-id', 'kampid'],
};

export type ColumnMap = Partial<Record<ScheduleColumn, number>>;

/** Without a header row the spec's order: date, time, home team, away team/opponent, venue. */
export const DEFAULT_COLUMNS: ColumnMap = { date: 0, time: 1, home: 2, away: 3, location: 4 };

function normaliseHeader(cell: string): string {
  return cell
    .toLocaleLowerCase('da-DK')
    .replace(/[.:#]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The column map of a header row, or null when the row is not a header (it names fewer than two known columns). */
export function readHeader(cells: readonly string[]): ColumnMap | null {
  const map: ColumnMap = {};
  let known = 0;
  cells.forEach((cell, index) => {
    const name = normaliseHeader(cell);
    for (const [column, aliases] of Object.entries(ALIASES) as Array<[ScheduleColumn, readonly string[]]>) {
      if (map[column] === undefined && aliases.includes(name)) {
        map[column] = index;
        known++;
        break;
      }
    }
  });
  return known >= 2 ? map : null;
}

const DANISH_NAMES: Record<ScheduleColumn, string> = {
  date: 'Dato',
  time: 'Tid',
  home: 'Hjemmehold',
  away: 'Udehold',
  opponent: 'Modstander',
  venue: 'H/U',
  location: 'Spillested',
  matchNumber: 'Kampnr',
};

/**
 * The required columns a header row lacks, by their Danish names (the time may sit in the date
 * cell). The teams come either as home and away team (Hjemmehold, Udehold/Modstander) or, in a
 * file written from the club's side, as Modstander with H/U.
 */
export function missingColumns(map: ColumnMap): string[] {
  const missing: string[] = [];
  if (map.date === undefined) missing.push(DANISH_NAMES.date);
  const other = map.away ?? map.opponent;
  if (map.home === undefined && map.venue !== undefined && other !== undefined) return missing;
  if (map.home === undefined && map.opponent !== undefined && map.away === undefined) {
    missing.push(`${DANISH_NAMES.home} eller ${DANISH_NAMES.venue}`);
    return missing;
  }
  if (map.home === undefined) missing.push(DANISH_NAMES.home);
  if (other === undefined) missing.push(DANISH_NAMES.away);
  return missing;
}

/** H / U from the club's side, or null when the cell says neither. */
export function readVenue(cell: string): 'home' | 'away' | null {
  const value = cell.toLocaleLowerCase('da-DK').replace(/\s+/g, ' ').trim();
  if (['h', 'hjemme', 'hjemmebane', 'hjem', 'home', 'home game'].includes(value)) return 'home';
  if (['u', 'ude', 'udebane', 'away', 'away game'].includes(value)) return 'away';
  return null;
}
