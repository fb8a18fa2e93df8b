import Papa from 'papaparse';

/**
 * The one CSV writer (decision 093; the format is decision 072's). Every CSV the app writes goes
 * through `toCsv`; nothing else calls papaparse's `unparse` (lint: eslint/csv-writer.js).
 */

/**
 * A cell a spreadsheet would run as a formula or a command (CSV injection): one that starts with
 * =, +, -, @, a tab, a carriage return or a line feed. Papaparse's own `escapeFormulae: true`
 * misses such a cell when it spans lines ('=1+1\nx': its pattern wants the whole cell on one line).
 */
export const FORMULA_START = /^[=+\-@\t\r\n]/;

/** What a CSV answer is sent as. */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

export type CsvCell = string | number | null;

/**
 * A CSV Danish Excel opens as it is — semicolons, CRLF, UTF-8 with a BOM — in which no cell is
 * read as a formula: such a text cell gets a leading apostrophe and quotes, as OWASP advises.
 * Numbers stay numbers (a negative count is not a formula).
 */
export function toCsv(fields: readonly string[], rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  const body = Papa.unparse(
    { fields: [...fields], data: rows.map((row) => [...row]) },
    { delimiter: ';', newline: '\r\n', escapeFormulae: FORMULA_START },
  );
  return `\uFEFF${body}\r\n`;
}
