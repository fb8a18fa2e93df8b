import { type Column, columnOfLabel } from './dbu-columns';
import {
  DbuParseError,
  LEAGUE_HINT,
  MAX_NAME,
  MAX_ROWS,
  NAMES_MISSING_MESSAGE,
  TEXT_NOT_A_TABLE_MESSAGE,
  formLetters,
  type StandingRow,
  type Standings,
} from './dbu-standing';
import { clean, toInt } from './dbu-html';
import { splitLineRemark, splitTextRemark } from './dbu-remark';

/**
 * The standings as plain text: what the clipboard holds when an admin selects the table on
 * dbu.dk and copies it (cells separated by tabs, rows by newlines, and a newline wherever a
 * cell holds a block element, so one row can span several lines), or rows typed as
 * 'position name numbers' separated by spaces. With a header (Hold K V U T Score P, the full
 * table's V U T Score twice, +/-, Form) the columns are read by name; without one the common
 * DBU layouts are tried and the one that reads most rows wins.
 */
type ValueColumn = Exclude<Column, 'position' | 'team'>;
type Kind = 'int' | 'score' | 'form';
const KIND: Record<ValueColumn, Kind> = {
  played: 'int',
  wins: 'int',
  draws: 'int',
  losses: 'int',
  goalDiff: 'int',
  points: 'int',
  score: 'score',
  form: 'form',
};

/** Layouts dbu.dk prints, for text without a header (most specific first). */
const LAYOUTS: ValueColumn[][] = [
  ['played', 'wins', 'draws', 'losses', 'score', 'goalDiff', 'points'],
  ['played', 'wins', 'draws', 'losses', 'score', 'points'],
  ['played', 'wins', 'draws', 'losses', 'points'],
  ['played', 'points'],
];

const POSITION = /^(\d{1,2})\.?$/;
const SCORE = /^(\d{1,4})\s*[-\u2013\u2014:]\s*(\d{1,4})$/;
const FORM = /^[VUT](?:\s?[VUT]){0,9}$/i;
/** Extra cells a row may carry beyond its values before it is given up (long names split in words). */
const MAX_NAME_CELLS = 8;

interface Line {
  cells: string[];
  /** DBU's '!' on this line and what follows it (see dbu-remark.ts); null without one. */
  remark: string | null;
}

/**
 * Cells of one line: tab-separated, or space-separated with '21 - 12' kept together. The remark
 * ('!' and any explanation after it) is split off first, so its numbers are never read as values.
 */
function lineOf(line: string): Line {
  if (line.includes('\t')) {
    const { cells, remark } = splitTextRemark(line.split('\t').map(clean));
    return { cells: cells.filter((c) => c !== ''), remark };
  }
  const { line: values, remark } = splitLineRemark(clean(line));
  return { cells: spacedCells(values), remark };
}

function spacedCells(line: string): string[] {
  return (
    line
      // '21 - 12' or '21-12' is one score; '22 -16' is a score's end and a goal difference.
      .replace(
        /(^|\s)(\d{1,4})(?: ([-\u2013\u2014:]) |([-\u2013\u2014:]))(\d{1,4})(?=\s|$)/g,
        (_m, pre: string, a: string, s1?: string, s2?: string, b?: string) =>
          `${pre}${a}\u0000${s1 ?? s2}\u0000${b}`,
      )
      .split(' ')
      .map((c) => c.replace(/\u0000/g, ' '))
      .filter((c) => c !== '')
  );
}

function valueOf(cell: string, kind: Kind): number | [number, number] | Array<'W' | 'D' | 'L'> | null {
  if (kind === 'int') return toInt(cell);
  if (kind === 'score') {
    const m = SCORE.exec(cell);
    return m ? [Number(m[1]), Number(m[2])] : null;
  }
  return FORM.test(cell) ? formLetters(cell.replace(/\s/g, '')) : null;
}

/** Header labels of a line, or null when the line is not a standings header. */
function headerOf(cells: string[]): ValueColumn[] | null {
  if (cells.length < 2) return null;
  const mapped = cells.map(columnOfLabel);
  const known = mapped.filter((c) => c !== undefined);
  if (!known.includes('points') || !(known.includes('played') || known.includes('wins'))) return null;
  // A row has numbers and a name; a header is (almost) only labels.
  if (known.length < cells.length - 2 || cells.some((c) => toInt(c) !== null)) return null;
  return known.filter((c): c is ValueColumn => c !== 'position' && c !== 'team');
}

type RowResult =
  { kind: 'row'; row: StandingRow } | { kind: 'nameless' } | { kind: 'incomplete' } | { kind: 'invalid' };

/** One row from its cells: position, then the name, then exactly one cell per value column. */
function readRow(cells: string[], columns: ValueColumn[], checkTotals: boolean): RowResult {
  const pos = POSITION.exec(cells[0] ?? '');
  if (!pos) return { kind: 'invalid' };
  const rest = cells.slice(1);
  if (rest.length < columns.length) return { kind: 'incomplete' };
  const valueCells = rest.slice(rest.length - columns.length);
  const values = valueCells.map((cell, i) => valueOf(cell, KIND[columns[i]!]));
  if (values.some((v) => v === null)) {
    return rest.length > columns.length + MAX_NAME_CELLS ? { kind: 'invalid' } : { kind: 'incomplete' };
  }
  const ints = (c: ValueColumn) =>
    columns.flatMap((col, i) => (col === c && typeof values[i] === 'number' ? [values[i]] : []));
  const sum = (c: ValueColumn) => ints(c).reduce((a, b) => a + b, 0);
  const scores = columns.flatMap((col, i) => (col === 'score' ? [values[i] as [number, number]] : []));
  const forms = columns.flatMap((col, i) => (col === 'form' ? [values[i] as Array<'W' | 'D' | 'L'>] : []));
  const wins = sum('wins');
  const draws = sum('draws');
  const losses = sum('losses');
  const played = ints('played').at(-1) ?? wins + draws + losses;
  if (checkTotals && columns.includes('wins') && played !== wins + draws + losses) return { kind: 'invalid' };
  const name = rest
    .slice(0, rest.length - columns.length)
    .join(' ')
    .trim();
  if (!/\p{L}/u.test(name)) return { kind: 'nameless' };
  const [goalsFor, goalsAgainst] = scores.at(-1) ?? [0, 0];
  return {
    kind: 'row',
    row: {
      position: Number(pos[1]),
      team: name.slice(0, MAX_NAME),
      played,
      wins,
      draws,
      losses,
      goalsFor,
      goalsAgainst,
      goalDiff: ints('goalDiff').at(-1) ?? goalsFor - goalsAgainst,
      points: ints('points').at(-1)!,
      form: (forms.at(-1) ?? []).slice(-10),
      remark: null,
    },
  };
}

interface Reading {
  rows: StandingRow[];
  nameless: number;
  /** Index of the line where the table starts (the header, or the first row). */
  start: number;
}

/**
 * With a header: rows may span lines; a row ends once its last cells are one value per column.
 * The remark cell may come on a line of its own after the values: it belongs to the row just read.
 */
function readWithHeader(lines: Line[], headerAt: number, columns: ValueColumn[]): Reading {
  const reading: Reading = { rows: [], nameless: 0, start: headerAt };
  let pending: { cells: string[]; remark: string | null } | null = null;
  let last: StandingRow | null = null;
  for (const { cells, remark } of lines.slice(headerAt + 1)) {
    if (cells.length === 0) {
      if (remark !== null) {
        if (pending) pending.remark = remark;
        else if (last) last.remark = remark;
      }
      continue;
    }
    if (!pending) {
      last = null;
      if (!POSITION.test(cells[0]!)) continue;
      pending = { cells: [], remark: null };
    }
    pending.cells.push(...cells);
    if (remark !== null) pending.remark = remark;
    const result = readRow(pending.cells, columns, false);
    if (result.kind === 'incomplete') continue;
    if (result.kind === 'row') {
      last = { ...result.row, remark: pending.remark };
      reading.rows.push(last);
    }
    if (result.kind === 'nameless') reading.nameless++;
    pending = null;
  }
  return reading;
}

/** Without a header: one row per line, in the layout that reads most lines (K = V + U + T checked). */
function readWithoutHeader(lines: Line[]): Reading {
  let best: Reading = { rows: [], nameless: 0, start: -1 };
  for (const columns of LAYOUTS) {
    const reading: Reading = { rows: [], nameless: 0, start: -1 };
    lines.forEach(({ cells, remark }, i) => {
      const result = readRow(cells, columns, true);
      if (result.kind === 'row') reading.rows.push({ ...result.row, remark });
      else if (result.kind === 'nameless') reading.nameless++;
      else return;
      if (reading.start < 0) reading.start = i;
    });
    if (reading.rows.length + reading.nameless > best.rows.length + best.nameless) best = reading;
  }
  return best;
}

/** The nearest line above the table that names a pool ('Serie 3, pulje 5'). */
function leagueAbove(rawLines: string[], start: number): string | null {
  for (let i = start - 1; i >= 0; i--) {
    const text = clean(rawLines[i]!.replace(/\t/g, ' '));
    if (text && text.length <= 200 && LEAGUE_HINT.test(text) && !/\d+\s*-\s*\d+/.test(text)) return text;
  }
  return null;
}

export function parseDbuText(text: string): Standings {
  const rawLines = text.split(/\r\n|\r|\n/);
  const lines = rawLines.map(lineOf);
  const headerAt = lines.findIndex(({ cells }) => headerOf(cells) !== null);
  const reading =
    headerAt >= 0 ? readWithHeader(lines, headerAt, headerOf(lines[headerAt]!.cells)!) : readWithoutHeader(lines);
  if (reading.rows.length < 2 || reading.rows.length > MAX_ROWS) {
    throw new DbuParseError(
      reading.nameless > 0 && reading.rows.length < 2 ? NAMES_MISSING_MESSAGE : TEXT_NOT_A_TABLE_MESSAGE,
    );
  }
  return { league: leagueAbove(rawLines, reading.start), rows: reading.rows };
}
