/** One row of a spreadsheet, as text, whichever format it came in. */
export interface SheetRow {
  /** The row's number in the file (1-based): the CSV line it starts on, or the sheet's row. */
  line: number;
  cells: string[];
}

/** The file cannot be read at all; the message says why, in Danish. Nothing is imported. */
export class SpreadsheetFileError extends Error {}

/** What a file is, by its first bytes rather than its name. */
export function sniffSpreadsheet(bytes: Uint8Array): 'xlsx' | 'xls' | 'text' | 'binary' {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'xlsx';
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) return 'xls';
  // UTF-16 text (Excel's "Unicode text") has NULs by design; its BOM says so.
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return 'text';
  // Text has no NUL and hardly any other control character; a program, an image or a PDF has many.
  const sample = bytes.subarray(0, 64 * 1024);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return 'binary';
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control++;
  }
  return control > sample.length / 100 ? 'binary' : 'text';
}
