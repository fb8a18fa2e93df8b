import Papa from 'papaparse';

/** A cell of nothing but spacing and delimiters (a ';;;' row read with another delimiter). */
const BLANK = /^[\s;,\t]*$/;

export interface CsvRow {
  /** The file's line number where the row starts (1-based), for error messages. */
  line: number;
  cells: string[];
}

/**
 * Splits the text into rows: delimiter `;`, `,` or tab detected, quoted fields with delimiters
 * or line breaks inside, CRLF or LF. Blank rows and rows of only delimiters are skipped; the
 * remaining rows keep the line number they start on.
 */
export function readCsvRows(text: string): { rows: CsvRow[]; delimiter: string } {
  const normalised = text.replace(/\r\n?/g, '\n');
  const rows: CsvRow[] = [];
  let line = 1;
  let previousCursor = 0;
  let delimiter = ';';
  Papa.parse<string[]>(normalised, {
    delimitersToGuess: [';', ',', '\t'],
    step: (result) => {
      const cells = result.data.map((cell) => cell.replace(/\u00a0/g, ' ').trim());
      delimiter = result.meta.delimiter;
      if (cells.some((cell) => !BLANK.test(cell))) rows.push({ line, cells });
      const cursor = result.meta.cursor;
      for (let i = previousCursor; i < cursor; i++) if (normalised.charCodeAt(i) === 10) line++;
      previousCursor = cursor;
    },
  });
  return { rows, delimiter };
}
