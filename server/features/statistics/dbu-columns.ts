import type { HTMLElement } from 'node-html-parser';
import { cellsOf, clean, flatText, span, spacedText } from './dbu-html';

export type Column =
  'position' | 'team' | 'played' | 'wins' | 'draws' | 'losses' | 'score' | 'goalDiff' | 'points' | 'form';

/** Header labels as dbu.dk writes them (short on mobile, long on desktop, sometimes with a title). */
const ALIASES: Record<string, Column> = {
  '#': 'position',
  NR: 'position',
  PL: 'position',
  PLAC: 'position',
  PLACERING: 'position',
  POS: 'position',
  HOLD: 'team',
  KLUB: 'team',
  HOLDNAVN: 'team',
  K: 'played',
  KAMPE: 'played',
  KAMP: 'played',
  S: 'played',
  SPILLET: 'played',
  V: 'wins',
  VUNDNE: 'wins',
  VUNDET: 'wins',
  SEJRE: 'wins',
  U: 'draws',
  UAFGJORT: 'draws',
  UAFGJORTE: 'draws',
  T: 'losses',
  TABT: 'losses',
  TABTE: 'losses',
  NEDERLAG: 'losses',
  SCORE: 'score',
  MÅL: 'score',
  MAAL: 'score',
  MÅLSCORE: 'score',
  '+/-': 'goalDiff',
  MF: 'goalDiff',
  MÅLFORSKEL: 'goalDiff',
  DIFF: 'goalDiff',
  'MÅL+/-': 'goalDiff',
  P: 'points',
  POINT: 'points',
  POINTS: 'points',
  PT: 'points',
  PTS: 'points',
  FORM: 'form',
  SENESTE: 'form',
  'SENESTE 5': 'form',
  'SENESTE KAMPE': 'form',
};

/** A header label as written ('K', 'Kampe', 'P.', '+/-'), or undefined when it names no column. */
export function columnOfLabel(label: string): Column | undefined {
  const key = clean(label).toUpperCase().replace(/\.$/, '');
  return key ? ALIASES[key] : undefined;
}

export function columnOf(cell: HTMLElement): Column | undefined {
  const candidates = [flatText(cell), cell.getAttribute('title') ?? '', ...spacedText(cell).split(' ')];
  for (const abbr of cell.querySelectorAll('[title]')) candidates.push(abbr.getAttribute('title') ?? '');
  for (const raw of candidates) {
    const found = columnOfLabel(raw);
    if (found) return found;
  }
  return undefined;
}

/**
 * The meaning of every column, from the header rows with their rowspans and colspans laid out
 * as a grid; for each column the lowest header cell wins ('Hjemme' over 'V U T Score' gives V).
 * A column may repeat (home and away V U T): the caller sums or takes the last one.
 */
export function headerColumns(headerRows: HTMLElement[]): Array<Column | undefined> {
  const grid: Array<Array<HTMLElement | undefined>> = headerRows.map(() => []);
  headerRows.forEach((row, r) => {
    let col = 0;
    for (const cell of cellsOf(row)) {
      while (grid[r]![col]) col++;
      const cs = span(cell, 'colspan');
      const rs = span(cell, 'rowspan');
      for (let dr = 0; dr < rs && r + dr < grid.length; dr++) {
        for (let dc = 0; dc < cs; dc++) grid[r + dr]![col + dc] = cell;
      }
      col += cs;
    }
  });
  const width = Math.max(0, ...grid.map((g) => g.length));
  const columns: Array<Column | undefined> = [];
  for (let c = 0; c < width; c++) {
    let found: Column | undefined;
    for (let r = grid.length - 1; r >= 0 && !found; r--) {
      const cell = grid[r]![c];
      if (cell) found = columnOf(cell);
    }
    columns.push(found);
  }
  return columns;
}

/** Header rows: thead rows, or leading rows made of th cells. */
export function splitRows(table: HTMLElement): { header: HTMLElement[]; body: HTMLElement[] } {
  const rows = table.querySelectorAll('tr').filter((tr) => tr.closest('table') === table);
  const header: HTMLElement[] = [];
  const body: HTMLElement[] = [];
  for (const row of rows) {
    const inHead = row.closest('thead') !== null && row.closest('thead')!.closest('table') === table;
    const allTh = cellsOf(row).length > 0 && cellsOf(row).every((c) => c.tagName === 'TH');
    if (inHead || (allTh && body.length === 0)) header.push(row);
    else body.push(row);
  }
  return { header, body };
}
