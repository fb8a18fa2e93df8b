import {
  COLUMN_FIELD_LABELS,
  MEMBER_IMPORT_MAX_ROWS,
  type ColumnField,
  type ColumnMapping,
  type MemberImportColumn,
  type MemberImportRow,
  type MemberRowValues,
} from '@common/contracts/member-import';
import { decodeSpreadsheetText } from '../../lib/spreadsheet/decode-text';
import { readCsvRows } from '../../lib/spreadsheet/read-csv-rows';
import { readXlsxRows } from '../../lib/spreadsheet/read-xlsx-rows';
import { sniffSpreadsheet, SpreadsheetFileError, type SheetRow } from '../../lib/spreadsheet/sheet-rows';
import { readHeaderRow } from './member-columns';
import { splitFullName } from './member-cells';

const HEADER_SEARCH_ROWS = 5;
const MAX_COLUMNS = 100;
const EXAMPLES = 3;
/** Longer text is cut here; the row's check says what each field allows. */
const MAX_CELL = 500;

export interface MemberFile {
  columns: MemberImportColumn[];
  rows: MemberImportRow[];
  notices: string[];
}

/**
 * Reads a member list (.csv in any of the encodings and separators clubs save, or .xlsx) into
 * rows of text by field. A title line or two may stand above the header row. `mapping` is the
 * columns as the person mapped them by hand (a field, or 'ignore'), index by index; without it
 * the headers decide. Refuses the whole file (SpreadsheetFileError) when it has nothing to import.
 */
export async function readMemberFile(bytes: Uint8Array, mapping?: ColumnMapping): Promise<MemberFile> {
  const rows = await readSheetRows(bytes);
  if (rows.length === 0) throw new SpreadsheetFileError('Filen er tom');
  const headerIndex = rows.slice(0, HEADER_SEARCH_ROWS).findIndex((row) => readHeaderRow(row.cells) !== null);
  if (headerIndex < 0) {
    throw new SpreadsheetFileError('Filen har ingen overskrifter, som kan genkendes (fx Fornavn, Efternavn, E-mail, Mobil, Hold)');
  }
  const header = rows[headerIndex]!;
  const dataRows = rows.slice(headerIndex + 1);
  if (dataRows.length === 0) throw new SpreadsheetFileError('Filen har kun overskrifter og ingen medlemmer');
  if (dataRows.length > MEMBER_IMPORT_MAX_ROWS) {
    throw new SpreadsheetFileError(
      `Filen har ${dataRows.length.toLocaleString('da-DK')} rækker; højst ${MEMBER_IMPORT_MAX_ROWS.toLocaleString('da-DK')} kan importeres ad gangen. Del listen i flere filer.`,
    );
  }

  const width = Math.max(header.cells.length, ...dataRows.map((r) => r.cells.length));
  const detected = readHeaderRow(header.cells) ?? [];
  const fields: Array<ColumnField | null> = Array.from({ length: width }, (_, i) => {
    const chosen = mapping?.[i];
    if (chosen === 'ignore') return null;
    return chosen ?? detected[i] ?? null;
  });
  const columns = fields.map((field, index) => ({
    index,
    header: header.cells[index] ?? '',
    field,
    examples: dataRows
      .map((r) => r.cells[index] ?? '')
      .filter(Boolean)
      .slice(0, EXAMPLES)
      .map((cell) => (cell.length > 40 ? `${cell.slice(0, 40)}…` : cell)),
  }));
  return {
    columns,
    rows: dataRows.map((row) => ({ line: row.line, values: rowValues(row.cells, fields) })),
    notices: fileNotices(fields),
  };
}

async function readSheetRows(bytes: Uint8Array): Promise<SheetRow[]> {
  const kind = sniffSpreadsheet(bytes);
  if (kind === 'xls') throw new SpreadsheetFileError('Filen er i det gamle Excel-format (.xls). Gem den som .xlsx eller CSV, og prøv igen.');
  if (kind === 'binary') throw new SpreadsheetFileError('Filen er hverken en CSV-fil eller et Excel-regneark (.xlsx)');
  if (kind === 'xlsx') return readXlsxRows(bytes, { maxRows: MEMBER_IMPORT_MAX_ROWS + HEADER_SEARCH_ROWS + 1, maxColumns: MAX_COLUMNS });
  const text = decodeSpreadsheetText(bytes);
  if (text.includes('\u0000')) throw new SpreadsheetFileError('Filen er hverken en CSV-fil eller et Excel-regneark (.xlsx)');
  const { rows } = readCsvRows(text);
  if (rows.some((row) => row.cells.length > MAX_COLUMNS)) {
    throw new SpreadsheetFileError(`Filen har for mange kolonner (højst ${MAX_COLUMNS})`);
  }
  return rows;
}

/** The row's text by field: two-field columns split, the town dropped, a field named twice joined. */
function rowValues(cells: readonly string[], fields: ReadonlyArray<ColumnField | null>): MemberRowValues {
  const values: Record<string, string> = {};
  const put = (field: keyof MemberRowValues, value: string) => {
    if (!value) return;
    values[field] = (values[field] ? `${values[field]} ${value}` : value).slice(0, MAX_CELL);
  };
  let city = '';
  fields.forEach((field, index) => {
    const cell = (cells[index] ?? '').trim();
    if (!field || !cell) return;
    if (field === 'fullName') {
      const { firstName, lastName } = splitFullName(cell);
      put('firstName', firstName);
      put('lastName', lastName);
    } else if (field === 'city') {
      city = city ? `${city} ${cell}` : cell;
    } else {
      put(field === 'postalCodeAndCity' ? 'postalCode' : field, cell);
    }
  });
  // The app keeps 'Postnummer og by' in one field, as the sign-up form asks for it.
  if (city) put('postalCode', city);
  return values;
}

function fileNotices(fields: ReadonlyArray<ColumnField | null>): string[] {
  const has = (field: ColumnField) => fields.includes(field);
  const notices: string[] = [];
  if (!has('fullName') && !(has('firstName') && has('lastName'))) {
    notices.push(
      `Ingen kolonne med navne: vælg, hvilken kolonne der er ${COLUMN_FIELD_LABELS.fullName.toLowerCase()}, eller ${COLUMN_FIELD_LABELS.firstName} og ${COLUMN_FIELD_LABELS.lastName}.`,
    );
  }
  if (!has('email')) notices.push('Ingen kolonne med e-mail: personerne oprettes uden e-mail og kan ikke inviteres, før en adresse er tilføjet.');
  return notices;
}
