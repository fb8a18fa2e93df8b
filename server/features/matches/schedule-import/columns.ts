export type ScheduleColumn = 'date' | 'time' | 'home' | 'away' | 'location' | 'matchNumber';

/** Header names clubs and DBU use, Danish and English; anything else (Række, Pulje …) is ignored. */
const ALIASES: Record<ScheduleColumn, readonly string[]> = {
  date: ['dato', 'date', 'kampdato'],
  time: ['tid', 'kl', 'klokken', 'time', 'tidspunkt', 'kick-off', 'kickoff', 'starttid'],
  home: ['hjemme', 'hjemmehold', 'home', 'home team', 'hjemmebane'],
  away: ['ude', 'udehold', 'away', 'away team', 'modstander', 'opponent', 'udebane', 'gæster', 'gæstehold'],
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
  location: 'Spillested',
  matchNumber: 'Kampnr',
};

/** The required columns a header row lacks, by their Danish names (the time may sit in the date cell). */
export function missingColumns(map: ColumnMap): string[] {
  return (['date', 'home', 'away'] as const).filter((c) => map[c] === undefined).map((c) => DANISH_NAMES[c]);
}
