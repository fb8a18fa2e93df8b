import { MAX_IMPORT_ROWS } from '@common/contracts/matches';
import { copenhagenToInstant, copenhagenWallClockProblem } from '@common/domain/time';
import { parseClockTime, parseDanishDate, normaliseTeamName } from '../../../lib/spreadsheet/cells';
import { DEFAULT_COLUMNS, missingColumns, readHeader, readVenue, type ColumnMap } from './columns';
import { decodeSpreadsheetText } from '../../../lib/spreadsheet/decode-text';
import { readCsvRows, type CsvRow } from '../../../lib/spreadsheet/read-csv-rows';

export interface ImportedMatch {
  line: number;
  date: Date;
  /** The Copenhagen wall-clock day, for recognising the same match again without a number. */
  day: string;
  opponent: string;
  venue: 'home' | 'away';
  location: string | null;
  matchNumber: string | null;
}

/** The whole file is unusable (no rows, no usable columns, too big): nothing is imported. */
export class ScheduleFileError extends Error {}

const MAX_ERRORS = 200;
const HEADER_SEARCH_ROWS = 5;

const quote = (cell: string) => `"${cell.length > 40 ? `${cell.slice(0, 40)}…` : cell}"`;

/**
 * Reads a schedule file for one team whose name DBU writes as `clubName`. Returns the valid
 * matches and one Danish message per rejected row ('Linje 7: …'); rows are never guessed.
 */
export function parseSchedule(bytes: Uint8Array, clubName: string): { matches: ImportedMatch[]; errors: string[] } {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    throw new ScheduleFileError('Filen er et Excel-regneark. Gem den som CSV og prøv igen.');
  }
  const text = decodeSpreadsheetText(bytes);
  if (text.includes('\u0000')) throw new ScheduleFileError('Filen er ikke en CSV-fil');
  const { rows } = readCsvRows(text);
  if (rows.length === 0) throw new ScheduleFileError('Filen indeholder ingen kampe');
  // A header row may follow a title line or two ('Kampprogram efterår 2026').
  const headerIndex = rows.slice(0, HEADER_SEARCH_ROWS).findIndex((row) => readHeader(row.cells) !== null);
  const header = headerIndex >= 0 ? readHeader(rows[headerIndex]!.cells) : null;
  const columns: ColumnMap = header ?? DEFAULT_COLUMNS;
  const dataRows = header ? rows.slice(headerIndex + 1) : rows;
  if (header) {
    const missing = missingColumns(header);
    if (missing.length) throw new ScheduleFileError(`Filen mangler kolonnen ${missing.join(', ')}`);
  }
  if (dataRows.length === 0) throw new ScheduleFileError('Filen indeholder ingen kampe');
  if (dataRows.length > MAX_IMPORT_ROWS) {
    throw new ScheduleFileError(`Filen har for mange rækker (højst ${MAX_IMPORT_ROWS.toLocaleString('da-DK')})`);
  }

  const club = normaliseTeamName(clubName);
  const matches: ImportedMatch[] = [];
  const errors: string[] = [];
  const seen = new Map<string, number>();
  let errorCount = 0;
  const reject = (row: CsvRow, reason: string) => {
    errorCount++;
    if (errors.length < MAX_ERRORS) errors.push(`Linje ${row.line}: ${reason}`);
  };

  for (const row of dataRows) {
    const result = readRow(row, columns, club, clubName);
    if (typeof result === 'string') {
      reject(row, result);
      continue;
    }
    const key = result.matchNumber ? `#${result.matchNumber}` : `${result.day}|${normaliseTeamName(result.opponent)}`;
    const first = seen.get(key);
    if (first !== undefined) {
      reject(row, `Samme kamp som linje ${first}`);
      continue;
    }
    seen.set(key, row.line);
    matches.push(result);
  }
  if (errorCount > errors.length) errors.push(`… og ${errorCount - errors.length} fejl mere`);
  return { matches, errors };
}

/** Time-zone conversion is the slow part of a row; a programme repeats its kick-off times. */
const instantCache = new Map<string, Date>();
function toInstant(date: string, time: string): Date {
  const key = `${date} ${time}`;
  let instant = instantCache.get(key);
  if (!instant) {
    if (instantCache.size > 50_000) instantCache.clear();
    instant = copenhagenToInstant(date, time);
    instantCache.set(key, instant);
  }
  return new Date(instant.getTime());
}

function readRow(row: CsvRow, columns: ColumnMap, club: string, clubName: string): ImportedMatch | string {
  const cell = (index: number | undefined) => (index === undefined ? '' : (row.cells[index] ?? ''));
  const dateCell = cell(columns.date);
  const timeCell = cell(columns.time);
  const home = cell(columns.home);
  const away = cell(columns.away ?? columns.opponent);
  const location = cell(columns.location);
  const matchNumber = cell(columns.matchNumber);

  if (!dateCell) return 'Dato mangler';
  const parsedDate = parseDanishDate(dateCell);
  if (!parsedDate) return `Ugyldig dato ${quote(dateCell)} (brug DD/MM/ÅÅÅÅ)`;
  const time = timeCell ? parseClockTime(timeCell) : (parsedDate.time ?? null);
  if (!time) return timeCell ? `Ugyldigt tidspunkt ${quote(timeCell)} (brug TT:MM)` : 'Tidspunkt mangler';
  const date = toInstant(parsedDate.date, time);
  if (Number.isNaN(date.getTime())) {
    return copenhagenWallClockProblem(parsedDate.date, time) === 'nonexistent-time'
      ? `Tidspunktet ${quote(timeCell || time)} den ${quote(dateCell)} findes ikke (sommertid)`
      : `Ugyldigt tidspunkt ${quote(timeCell)} (brug TT:MM)`;
  }
  if (columns.home === undefined && columns.venue !== undefined) {
    return readClubSideRow(row, cell(columns.venue), away, { date, day: parsedDate.date, location, matchNumber }, club);
  }
  if (!home) return 'Hjemmehold mangler';
  if (!away) return 'Udehold mangler';

  const homeIsClub = normaliseTeamName(home) === club;
  const awayIsClub = normaliseTeamName(away) === club;
  if (homeIsClub && awayIsClub) return `Begge hold hedder ${quote(clubName)}`;
  if (!homeIsClub && !awayIsClub) return `Hverken ${quote(home)} eller ${quote(away)} er holdets DBU-navn ${quote(clubName)}`;
  const opponent = homeIsClub ? away : home;
  return finishRow(row, opponent, homeIsClub ? 'home' : 'away', { date, day: parsedDate.date, location, matchNumber });
}

interface RowWhenAndWhere {
  date: Date;
  day: string;
  location: string;
  matchNumber: string;
}

/** A file written from the club's side: Modstander and H/U; the club is the other team. */
function readClubSideRow(row: CsvRow, venueCell: string, opponent: string, rest: RowWhenAndWhere, club: string): ImportedMatch | string {
  if (!opponent) return 'Modstander mangler';
  if (normaliseTeamName(opponent) === club) return `Modstanderen ${quote(opponent)} er holdet selv`;
  if (!venueCell) return 'H/U mangler (H for hjemme, U for ude)';
  const venue = readVenue(venueCell);
  if (!venue) return `Ukendt H/U ${quote(venueCell)} (brug H for hjemme eller U for ude)`;
  return finishRow(row, opponent, venue, rest);
}

function finishRow(row: CsvRow, opponent: string, venue: 'home' | 'away', rest: RowWhenAndWhere): ImportedMatch | string {
  if (opponent.length > 100) return 'Modstanderens navn er for langt (højst 100 tegn)';
  if (rest.location.length > 200) return 'Spillestedet er for langt (højst 200 tegn)';
  if (rest.matchNumber.length > 40) return 'Kampnummeret er for langt (højst 40 tegn)';
  return {
    line: row.line,
    date: rest.date,
    day: rest.day,
    opponent,
    venue,
    location: rest.location || null,
    matchNumber: rest.matchNumber || null,
  };
}
