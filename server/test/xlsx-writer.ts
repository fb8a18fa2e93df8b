import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A small .xlsx writer for tests and fixtures: a real Office Open XML workbook (shared strings,
 * a date style, formula cells with or without their stored value) built by hand, so a test can
 * also build what Excel never writes (a zip bomb, a formula without its value, a cell far away).
 */
export type XlsxCell =
  | string
  | number
  | null
  | { date: string }
  | { formula: string; value?: string | number };

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Stored (0) instead of deflated (8). */
  stored?: boolean;
  /** Write this as the uncompressed size instead of the real one (a lying archive). */
  declaredSize?: number;
}

/** A zip archive of the entries, deflated, with a central directory. */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const body = entry.stored ? entry.data : deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(entry.stored ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, body);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(entry.stored ? 0 : 8, 10);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(body.length, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Column letters of a 0-based index: 0 → A, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Days since Excel's 1900 epoch (with its leap-day bug) of a 'YYYY-MM-DD' date. */
function excelSerial(date: string): number {
  return Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000 + 25_569;
}

/** The parts of a one-sheet workbook whose rows are `rows` (row 1 first). */
export function xlsxParts(rows: XlsxCell[][], options: { sheetName?: string } = {}): ZipEntry[] {
  const strings: string[] = [];
  const index = new Map<string, number>();
  const shared = (text: string) => {
    let i = index.get(text);
    if (i === undefined) {
      i = strings.length;
      strings.push(text);
      index.set(text, i);
    }
    return i;
  };
  const sheetRows = rows.map((row, r) => {
    const cells = row.map((cell, c) => {
      const ref = `${columnName(c)}${r + 1}`;
      if (cell === null || cell === '') return '';
      if (typeof cell === 'string') return `<c r="${ref}" t="s"><v>${shared(cell)}</v></c>`;
      if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
      if ('date' in cell) return `<c r="${ref}" s="1"><v>${excelSerial(cell.date)}</v></c>`;
      const f = `<f>${escapeXml(cell.formula)}</f>`;
      if (cell.value === undefined) return `<c r="${ref}">${f}</c>`;
      if (typeof cell.value === 'number') return `<c r="${ref}">${f}<v>${cell.value}</v></c>`;
      return `<c r="${ref}" t="str">${f}<v>${escapeXml(cell.value)}</v></c>`;
    });
    return `<row r="${r + 1}">${cells.join('')}</row>`;
  });
  const xml = (body: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`, 'utf8');
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return [
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
          '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
          '</Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          `<Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        `<workbook xmlns="${main}" xmlns:r="${rel}"><sheets>` +
          `<sheet name="${escapeXml(options.sheetName ?? 'Medlemmer')}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          `<Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/>` +
          `<Relationship Id="rId2" Type="${rel}/styles" Target="styles.xml"/>` +
          `<Relationship Id="rId3" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/>` +
          '</Relationships>',
      ),
    },
    {
      name: 'xl/styles.xml',
      data: xml(
        `<styleSheet xmlns="${main}"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd-mm-yyyy"/></numFmts>` +
          '<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>' +
          '<fills count="1"><fill><patternFill patternType="none"/></fill></fills>' +
          '<borders count="1"><border/></borders>' +
          '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
          '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
          '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
          '</styleSheet>',
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: xml(`<worksheet xmlns="${main}"><sheetData>${sheetRows.join('')}</sheetData></worksheet>`),
    },
    {
      name: 'xl/sharedStrings.xml',
      data: xml(
        `<sst xmlns="${main}" count="${strings.length}" uniqueCount="${strings.length}">` +
          strings.map((s) => `<si><t xml:space="preserve">${escapeXml(s)}</t></si>`).join('') +
          '</sst>',
      ),
    },
  ];
}

/** A one-sheet .xlsx of these rows. */
export function xlsxFile(rows: XlsxCell[][], options: { sheetName?: string } = {}): Buffer {
  return zip(xlsxParts(rows, options));
}
