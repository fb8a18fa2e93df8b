import { HTMLElement } from 'node-html-parser';
import { type Column, headerColumns, splitRows } from './dbu-columns';
import { cellsOf, clean, flatText, parseHtml, spacedText, toInt } from './dbu-html';
import { isRemarkCell, rowRemark } from './dbu-remark';
import {
  DbuParseError,
  LEAGUE_HINT,
  MAX_NAME,
  MAX_ROWS,
  NOT_A_TABLE_MESSAGE,
  formLetters,
  type StandingRow,
  type Standings,
} from './dbu-standing';
import { parseDbuText } from './parse-dbu-text';

export { DbuParseError, NOT_A_TABLE_MESSAGE, type StandingRow, type Standings } from './dbu-standing';

const FORM_WORDS: Array<[RegExp, 'W' | 'D' | 'L']> = [
  [/vundet|sejr/i, 'W'],
  [/uafgjort/i, 'D'],
  [/tabt|nederlag/i, 'L'],
];
/** Mobile duplicates of a team name ('Nørrebro U. 2' beside 'Nørrebro United 2'). */
const MOBILE_ONLY = /(^|\s)(show-on-mobile|visible-xs|mobile-only|d-md-none|short-name|sr-only)(\s|$)/;

/**
 * Reads the standings table an admin copied from dbu.dk: one row per team, the name beside a
 * logo, columns K V U T Score P, a trailing remark cell that may hold '!', sometimes Hjemme/Ude
 * groups, a form column, or a goal difference column. Points are taken as printed (DBU deducts).
 */
export function parseDbuStandings(input: string): Standings {
  // The clipboard's plain text (tab-separated cells) when the browser gave no HTML.
  if (!/<\s*(table|tr)\b/i.test(input) && !/<[a-z!][^>]*>/i.test(input)) return parseDbuText(input);
  const root = parseHtml(input);
  let best: { table: HTMLElement; rows: StandingRow[] } | undefined;
  for (const table of root.querySelectorAll('table')) {
    const rows = readTable(table) ?? readAsText(table);
    if (rows && (!best || rows.length > best.rows.length)) best = { table, rows };
  }
  if (!best || best.rows.length < 2) throw new DbuParseError(NOT_A_TABLE_MESSAGE);
  return { league: findLeague(root, best.table), rows: best.rows };
}

/**
 * A table without a usable header (only some rows were selected and copied): its rows as
 * tab-separated text, read like pasted text. Logo-only names come from the logo's alt or title;
 * a remark becomes a last cell '! <explanation>' (its tooltip is not text), which the text reader splits off.
 */
function readAsText(table: HTMLElement): StandingRow[] | undefined {
  const text = table
    .querySelectorAll('tr')
    .filter((tr) => tr.closest('table') === table)
    .map((tr) => {
      const cells = cellsOf(tr);
      const remark = rowRemark(cells);
      const values = cells
        .filter((cell) => !isRemarkCell(cell))
        .map((cell) => (flatText(cell) || logoName(cell)).replace(/\s*!$/, ''));
      return [...values, ...(remark === null ? [] : [`! ${remark}`.trim()])].join('\t');
    })
    .join('\n');
  try {
    return parseDbuText(text).rows;
  } catch {
    return undefined;
  }
}

function readTable(table: HTMLElement): StandingRow[] | undefined {
  const { header, body } = splitRows(table);
  const columns = headerColumns(header);
  if (!columns.includes('points') || !(columns.includes('played') || columns.includes('wins')))
    return undefined;
  // Rows wider than the header (no header cell over the position or the logo) are tried both
  // left- and right-aligned; the reading that yields more team rows wins.
  const widest = Math.max(0, ...body.map((tr) => cellsOf(tr).length));
  let best: StandingRow[] = [];
  for (const shift of new Set([0, Math.max(0, widest - columns.length)])) {
    const rows: StandingRow[] = [];
    for (const tr of body) {
      const cells = cellsOf(tr);
      const row = readRow(cells, columns, cells.length - columns.length >= shift ? shift : 0);
      if (row) rows.push(row);
    }
    if (rows.length > best.length) best = rows;
  }
  return best.length > MAX_ROWS ? undefined : best;
}

function indexes(columns: Array<Column | undefined>, name: Column): number[] {
  return columns.flatMap((c, i) => (c === name ? [i] : []));
}

function readRow(
  cells: HTMLElement[],
  columns: Array<Column | undefined>,
  shift: number,
): StandingRow | undefined {
  if (cells.length < 3) return undefined;
  const at = (i: number) => cells[i + shift];
  const num = (name: Column, pick: 'sum' | 'last' = 'last') => {
    const values = indexes(columns, name).map((i) => (at(i) ? toInt(flatText(at(i)!)) : null));
    if (values.length === 0 || values.some((v) => v === null)) return values.length === 0 ? undefined : null;
    return pick === 'sum' ? (values as number[]).reduce((a, b) => a + b, 0) : (values.at(-1) as number);
  };

  const points = num('points');
  if (points === null || points === undefined) return undefined;
  const teamCell = findTeamCell(cells, columns, shift);
  const team = teamCell ? teamName(teamCell) : '';
  if (!team) return undefined;
  const position = findPosition(cells, columns, shift);
  if (position === null) return undefined;

  const wins = num('wins', 'sum') ?? 0;
  const draws = num('draws', 'sum') ?? 0;
  const losses = num('losses', 'sum') ?? 0;
  const played = num('played') ?? wins + draws + losses;
  const scoreIdx = indexes(columns, 'score').at(-1);
  const score = scoreIdx !== undefined && at(scoreIdx) ? readScore(at(scoreIdx)!) : null;
  const goalsFor = score?.[0] ?? 0;
  const goalsAgainst = score?.[1] ?? 0;
  const printedDiff = num('goalDiff');
  const formIdx = indexes(columns, 'form')[0];
  const form = formIdx !== undefined && at(formIdx) ? readForm(at(formIdx)!) : [];
  return {
    position,
    team,
    played,
    wins,
    draws,
    losses,
    goalsFor,
    goalsAgainst,
    goalDiff: typeof printedDiff === 'number' ? printedDiff : goalsFor - goalsAgainst,
    points,
    form,
    remark: rowRemark(cells),
  };
}

function findPosition(
  cells: HTMLElement[],
  columns: Array<Column | undefined>,
  shift: number,
): number | null {
  const i = columns.indexOf('position');
  const text = i >= 0 ? cells[i + shift] : cells[0];
  const value = text ? toInt(flatText(text).replace(/\.$/, '')) : null;
  return value !== null && value > 0 && value <= 99 ? value : null;
}

/**
 * The 'Hold' column, or else the first cell after the position that no header names as a value
 * and that holds a name (text or a logo's alt). Any name counts, not only one with letters in a
 * row: Danish clubs are called B.93, K.B., B 1913 or B93, so a row whose first cell is a
 * position is a team whatever its name.
 */
function findTeamCell(
  cells: HTMLElement[],
  columns: Array<Column | undefined>,
  shift: number,
): HTMLElement | undefined {
  const i = columns.indexOf('team');
  const named = (cell: HTMLElement | undefined) => Boolean(cell && (flatText(cell) || logoName(cell)));
  if (i >= 0 && named(cells[i + shift])) return cells[i + shift];
  const p = columns.indexOf('position');
  const positionAt = p >= 0 ? p + shift : 0;
  return cells.find((cell, idx) => {
    const c = columns[idx - shift];
    if (idx <= positionAt || (c !== undefined && c !== 'team') || isRemarkCell(cell)) return false;
    const text = flatText(cell);
    return text ? /[\p{L}\p{N}]/u.test(text) && toInt(text) === null : /\p{L}/u.test(logoName(cell));
  });
}

function teamName(cell: HTMLElement): string {
  const copy = cell.clone() as HTMLElement;
  for (const el of copy.querySelectorAll('*'))
    if (MOBILE_ONLY.test(el.getAttribute('class') ?? '')) el.remove();
  const name = flatText(copy) || flatText(cell) || logoName(cell);
  return name.replace(/\s*!$/, '').slice(0, MAX_NAME);
}

/** A club logo's alt or title ('HB', 'Logo for HB', 'HB logo') when the cell has no text. */
function logoName(cell: HTMLElement): string {
  for (const el of cell.querySelectorAll('img, a[title], [role="img"]')) {
    const label = clean(
      el.getAttribute('alt') || el.getAttribute('title') || el.getAttribute('aria-label') || '',
    )
      .replace(/^(klub)?logo(\s+(for|af|til))?\s*[:-]?\s*/i, '')
      .replace(/\s*[-:]?\s*(klub)?logo$/i, '')
      .trim();
    if (/\p{L}/u.test(label)) return label;
  }
  return '';
}

/** '21 - 12', '21-12', '21:12' or separate home/away elements ('<b>21</b><b>12</b>'). */
function readScore(cell: HTMLElement): [number, number] | null {
  const m = /(\d{1,4})\s*[-\u2013\u2014:]?\s*(\d{1,4})/.exec(spacedText(cell));
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/** Danish V/U/T letters ('V U T' or one word 'VUT'), or icons with titles such as 'Vundet', as W/D/L. */
function readForm(cell: HTMLElement): Array<'W' | 'D' | 'L'> {
  const letters = formLetters(spacedText(cell));
  if (letters.length > 0) return letters.slice(-10);
  const titled = cell.querySelectorAll('[title], img[alt]').flatMap((el) => {
    const label = el.getAttribute('title') ?? el.getAttribute('alt') ?? '';
    const hit = FORM_WORDS.find(([re]) => re.test(label));
    return hit ? [hit[1]] : [];
  });
  return titled.slice(-10);
}

/** The element dbu.dk prints the pool's name in: its text is the league, whatever words it uses. */
const POOL_NAME_CLASS = /(^|\s)(sr-pool-name|sr-pool__name|pool-name|pulje-?navn)(\s|$)/i;
/** Other labels that may hold the pool's name; their text must read like one. */
const POOL_CLASS = /pool|pulje|standings__title|tournament|turnering|league/i;

/**
 * The pool name: the table's caption; else the pool-name element (sr-pool-name) nearest before
 * the table, whatever its words; else the nearest element labelled as a pool or heading before
 * the table that reads like one ('Serie 3, pulje 5'); else the page title. With several pools on
 * a page, the one printed above the table wins.
 */
function findLeague(root: HTMLElement, table: HTMLElement): string | null {
  const caption = table.querySelector('caption');
  const captionText = caption ? flatText(caption) : '';
  if (captionText && captionText.length <= 200) return captionText;

  const order = new Map<HTMLElement, number>();
  const walk = (el: HTMLElement) => {
    order.set(el, order.size);
    for (const child of el.childNodes) if (child instanceof HTMLElement) walk(child);
  };
  walk(root);
  const tableAt = order.get(table) ?? Number.MAX_SAFE_INTEGER;
  const usable = (el: HTMLElement) => {
    if (el.querySelector('table') || el.closest('table')) return '';
    const text = flatText(el);
    return text && text.length <= 200 && /\p{L}/u.test(text) ? text : '';
  };
  /** The candidate nearest before the table (else the first after it) whose text passes. */
  const nearest = (elements: HTMLElement[], accept: (text: string) => boolean) => {
    const scored = elements
      .map((el) => ({ at: order.get(el) ?? -1, text: usable(el) }))
      .filter((c) => c.text && accept(c.text));
    const before = scored.filter((c) => c.at < tableAt).sort((a, b) => b.at - a.at);
    const after = scored.filter((c) => c.at > tableAt).sort((a, b) => a.at - b.at);
    return (before[0] ?? after[0])?.text ?? null;
  };
  const classed = (re: RegExp) =>
    root.querySelectorAll('[class]').filter((el) => re.test(el.getAttribute('class') ?? ''));
  const hinted = (text: string) => LEAGUE_HINT.test(text);
  return (
    nearest(classed(POOL_NAME_CLASS), () => true) ??
    nearest([...classed(POOL_CLASS), ...root.querySelectorAll('h1, h2, h3, h4, h5')], hinted) ??
    nearest(root.querySelectorAll('title'), hinted)
  );
}
