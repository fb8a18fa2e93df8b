import type { HTMLElement } from 'node-html-parser';
import { clean, flatText, parseHtml } from './dbu-html';
import { MAX_REMARK } from './dbu-standing';

/**
 * DBU's remark on a team ('!'): dbu.dk prints a '!' in the last cell of the team's row (now and
 * then right after the name) and keeps the explanation in a tooltip attribute of that cell, e.g.
 * data-tippy-content="Fratrukket 3 point jf. turneringsreglementets § 9 (udeblivelse)". A point
 * deduction is the usual one. The explanation has numbers in it, so it must never reach the
 * readers of values. '' is a remark without an explanation; null is no remark.
 */

/** Tooltip attributes in the order they are trusted: tippy.js (dbu.dk), Bootstrap, plain. */
const TOOLTIP_ATTRIBUTES = [
  'data-tippy-content',
  'data-bs-original-title',
  'data-original-title',
  'data-bs-content',
  'data-content',
  'data-tooltip',
  'title',
  'aria-label',
];
/** Labels that say there is a remark without saying what it is. */
const GENERIC_LABEL = /^(se\s+)?(bem(æ|ae)rkning(er)?|note|info|!)$/i;
/** The mark, alone in a cell or element, or starting the remark cell's text. */
const MARK = '!';

/** Text of a tooltip value, which tippy.js allows to be HTML ('<p>Fratrukket …</p>'). */
function tooltipText(value: string): string {
  return clean(/[<&]/.test(value) ? parseHtml(value).text : value);
}

const limited = (text: string) => clean(text).slice(0, MAX_REMARK);

/** The explanation in the tooltip attributes of the mark, its ancestors up to the cell, or anything in the cell. */
function fromAttributes(cell: HTMLElement, mark: HTMLElement): string {
  const around: HTMLElement[] = [];
  for (let el: HTMLElement | null = mark; el; el = el === cell ? null : el.parentNode) around.push(el);
  const inCell = [cell, ...cell.querySelectorAll('*')];
  for (const attribute of TOOLTIP_ATTRIBUTES) {
    for (const el of [...around, ...inCell]) {
      const text = tooltipText(el.getAttribute(attribute) ?? '');
      if (text && !GENERIC_LABEL.test(text)) return text;
    }
  }
  return '';
}

/** The remark of a table row read as HTML, or null when the row has no '!'. */
export function rowRemark(cells: HTMLElement[]): string | null {
  for (const cell of cells) {
    const text = flatText(cell);
    if (text.startsWith(MARK)) {
      // The remark cell: its tooltip, else what follows the '!' (an open tooltip, screen-reader text).
      const mark = [cell, ...cell.querySelectorAll('*')].reverse().find((el) => flatText(el) === MARK) ?? cell;
      return limited(fromAttributes(cell, mark) || text.slice(MARK.length));
    }
    // A '!' element beside the team's name.
    const mark = cell.querySelectorAll('*').find((el) => flatText(el) === MARK);
    if (mark && text.endsWith(MARK)) return limited(fromAttributes(mark, mark));
  }
  return null;
}

/** Whether a cell is the remark cell (its text starts with '!'), which never holds a name or a value. */
export function isRemarkCell(cell: HTMLElement): boolean {
  return flatText(cell).startsWith(MARK);
}

/**
 * A line of pasted text split at its remark: the cells before the '!' and the remark after it
 * (the explanation when the cell held its text, else ''). A name ending in ' !' is a remark too.
 * Without a '!' the remark is null.
 */
export function splitTextRemark(cells: string[]): { cells: string[]; remark: string | null } {
  const at = cells.findIndex((c) => c === MARK || c.startsWith(`${MARK} `));
  if (at >= 0) {
    return { cells: cells.slice(0, at), remark: limited([cells[at]!.slice(MARK.length), ...cells.slice(at + 1)].join(' ')) };
  }
  const beside = cells.findIndex((c) => c.endsWith(` ${MARK}`));
  if (beside >= 0) {
    const kept = [...cells];
    kept[beside] = kept[beside]!.slice(0, -MARK.length).trim();
    return { cells: kept, remark: '' };
  }
  return { cells, remark: null };
}

/** A space-separated line split at its standalone '!': the values before it, the remark after it. */
export function splitLineRemark(line: string): { line: string; remark: string | null } {
  const m = /(^|\s)!(\s|$)/.exec(line);
  if (!m) return { line, remark: null };
  return { line: line.slice(0, m.index), remark: limited(line.slice(m.index + m[0].length)) };
}
