import { readSheet } from 'read-excel-file/universal';
import { SpreadsheetFileError, type SheetRow } from './sheet-rows';
import { unpackZip, ZipArchiveError } from './zip-archive';

export interface XlsxLimits {
  /** Sheet rows (header and title rows included). */
  maxRows: number;
  maxColumns: number;
}

const ZIP_LIMITS = { maxEntries: 500, maxTotalBytes: 50 * 1024 * 1024, maxRatio: 200 };
const NOT_XLSX = 'Filen er hverken en CSV-fil eller et Excel-regneark (.xlsx)';
const TOO_LARGE_UNPACKED = 'Regnearket fylder over 50 MB udpakket og kan ikke læses. Gem det som CSV, eller fjern det, der ikke er medlemmer.';

/**
 * The first sheet of an .xlsx as rows of text, read with read-excel-file (a maintained reader:
 * shared strings, date styles, the 1904 epoch). Before it reads anything, the archive is
 * unpacked with hard limits (zip-archive.ts) and the sheet's size is read from its cell
 * references, so a zip bomb or a cell at XFD1048576 is refused instead of filling memory.
 * A formula cell gives its stored value; one saved without a value (Excel always stores it,
 * some generators do not) reads as its formula, '=A2&" "&B2', which the importer refuses as a
 * value, where the reader would have read it as empty.
 */
export async function readXlsxRows(bytes: Uint8Array, limits: XlsxLimits): Promise<SheetRow[]> {
  let files: Map<string, Buffer>;
  try {
    files = unpackZip(bytes, ZIP_LIMITS);
  } catch (error) {
    if (error instanceof ZipArchiveError && error.reason === 'too-large') throw new SpreadsheetFileError(TOO_LARGE_UNPACKED);
    throw new SpreadsheetFileError(NOT_XLSX);
  }
  const sheetPath = firstSheetPath(files);
  const sheet = sheetPath ? files.get(sheetPath) : undefined;
  if (!sheet) throw new SpreadsheetFileError(NOT_XLSX);
  const xml = sheet.toString('utf8');
  const extent = sheetExtent(xml);
  if (extent.rows > limits.maxRows) {
    throw new SpreadsheetFileError(`Regnearket har for mange rækker (højst ${limits.maxRows.toLocaleString('da-DK')})`);
  }
  if (extent.columns > limits.maxColumns) {
    throw new SpreadsheetFileError(`Regnearket har for mange kolonner (højst ${limits.maxColumns})`);
  }

  let data: unknown[][];
  try {
    const copy = new Uint8Array(bytes);
    data = (await readSheet(copy.buffer)) as unknown[][];
  } catch {
    throw new SpreadsheetFileError(NOT_XLSX);
  }
  const missing = formulasWithoutValue(xml);
  const rows: SheetRow[] = [];
  const last = Math.max(data.length, ...missing.keys());
  for (let line = 1; line <= last; line++) {
    const text = (data[line - 1] ?? []).map(cellText);
    for (const [column, formula] of missing.get(line) ?? []) {
      while (text.length <= column) text.push('');
      text[column] = `=${formula}`;
    }
    if (text.every((cell) => cell === '')) continue;
    rows.push({ line, cells: text });
  }
  return rows;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  // A date cell: the calendar day Excel shows (the reader gives midnight UTC of it).
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nej';
  return String(value).replace(/\u00a0/g, ' ').trim();
}

/** The workbook's first sheet's part, as workbook.xml and its relationships name it. */
function firstSheetPath(files: Map<string, Buffer>): string | undefined {
  const workbook = files.get('xl/workbook.xml')?.toString('utf8');
  const rels = files.get('xl/_rels/workbook.xml.rels')?.toString('utf8');
  if (!workbook) return undefined;
  const id = /<(?:\w+:)?sheet\b[^>]*?\br:id="([^"]+)"/.exec(workbook)?.[1];
  const target = id && rels ? new RegExp(`<Relationship\\b[^>]*?\\bId="${id.replace(/[^\w-]/g, '')}"[^>]*?\\bTarget="([^"]+)"`).exec(rels)?.[1]
    ?? new RegExp(`<Relationship\\b[^>]*?\\bTarget="([^"]+)"[^>]*?\\bId="${id.replace(/[^\w-]/g, '')}"`).exec(rels)?.[1] : undefined;
  if (!target) return files.has('xl/worksheets/sheet1.xml') ? 'xl/worksheets/sheet1.xml' : undefined;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

const columnNumber = (letters: string) => [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);

/** The last row and column the sheet's cells name (rows without a number count one each). */
function sheetExtent(xml: string): { rows: number; columns: number } {
  let rows = 0;
  let columns = 0;
  let counted = 0;
  for (const match of xml.matchAll(/<(?:\w+:)?row\b([^>]*)>/g)) {
    counted++;
    const r = /\br="(\d+)"/.exec(match[1]!)?.[1];
    rows = Math.max(rows, r ? Number(r) : counted, counted);
  }
  for (const match of xml.matchAll(/<(?:\w+:)?c\b[^>]*?\br="([A-Z]{1,4})\d+"/g)) {
    columns = Math.max(columns, columnNumber(match[1]!));
  }
  for (const match of xml.matchAll(/<(?:\w+:)?dimension\b[^>]*?\bref="[A-Z]+\d+:([A-Z]{1,4})(\d+)"/g)) {
    columns = Math.max(columns, columnNumber(match[1]!));
    rows = Math.max(rows, Number(match[2]));
  }
  return { rows, columns };
}

const unescapeXml = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/** Per sheet row, the formula of each cell (by 0-based column) saved without a value. */
function formulasWithoutValue(xml: string): Map<number, Map<number, string>> {
  const found = new Map<number, Map<number, string>>();
  for (const match of xml.matchAll(/<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g)) {
    const inner = match[2];
    if (!inner || !/<(?:\w+:)?f[\s>/]/.test(inner) || /<(?:\w+:)?v[\s>/]/.test(inner)) continue;
    const ref = /\br="([A-Z]{1,4})(\d+)"/.exec(match[1]!);
    if (!ref) continue;
    const row = Number(ref[2]);
    const cells = found.get(row) ?? new Map<number, string>();
    const formula = /<(?:\w+:)?f\b[^>]*>([\s\S]*?)<\/(?:\w+:)?f>/.exec(inner)?.[1] ?? '';
    cells.set(columnNumber(ref[1]!) - 1, unescapeXml(formula).slice(0, 200));
    found.set(row, cells);
  }
  return found;
}
