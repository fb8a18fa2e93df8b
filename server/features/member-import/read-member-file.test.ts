import { describe, expect, it } from 'vitest';
import { SpreadsheetFileError } from '../../lib/spreadsheet/sheet-rows';
import { xlsxFile, xlsxParts, zip } from '../../test/xlsx-writer';
import { parseMemberDate, parseMemberNumber, parseRole, splitFullName } from './member-cells';
import { recogniseHeader } from './member-columns';
import { readMemberFile } from './read-member-file';

const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
const utf8Bom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]);
const cp1252 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

async function refusal(bytes: Uint8Array): Promise<string> {
  try {
    await readMemberFile(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(SpreadsheetFileError);
    return (error as Error).message;
  }
  throw new Error('the file was read');
}

describe('readMemberFile', () => {
  const expected = { firstName: 'Søren', lastName: 'Ærøskøbing', email: 'soren@example.dk', phone: '12 34 56 78', postalCode: '2100 København Ø' };

  it('reads the same list in UTF-8, UTF-8 with BOM and Windows-1252, separated by ; , or tab', async () => {
    for (const sep of [';', ',', '\t']) {
      const text = ['Fornavn', 'Efternavn', 'E-mail', 'Mobil', 'Postnr. og by'].join(sep) + '\r\n' +
        ['Søren', 'Ærøskøbing', 'soren@example.dk', '12 34 56 78', '2100 København Ø'].join(sep) + '\r\n';
      for (const bytes of [utf8(text), utf8Bom(text), cp1252(text)]) {
        const file = await readMemberFile(bytes);
        expect(file.rows).toEqual([{ line: 2, values: expected }]);
      }
    }
  });

  it('reads an .xlsx: shared strings, a date cell, a number cell and a formula cell by its stored value', async () => {
    const bytes = xlsxFile([
      ['Navn', 'E-mail', 'Telefon', 'Fødselsdato', 'Trøjenummer'],
      [{ formula: 'A3&" "&"Hansen"', value: 'Åse Hansen' }, 'aase@example.dk', 22334455, { date: '1990-05-03' }, 7],
      ['Hansen, Bjørn', 'bjorn@example.dk', '+45 55 66 77 88', '03.05.1991', null],
    ]);
    const file = await readMemberFile(bytes);
    expect(file.rows).toEqual([
      { line: 2, values: { firstName: 'Åse', lastName: 'Hansen', email: 'aase@example.dk', phone: '22334455', birthDate: '1990-05-03', jerseyNumber: '7' } },
      { line: 3, values: { firstName: 'Bjørn', lastName: 'Hansen', email: 'bjorn@example.dk', phone: '+45 55 66 77 88', birthDate: '03.05.1991' } },
    ]);
    expect(file.columns.map((c) => c.field)).toEqual(['fullName', 'email', 'phone', 'birthDate', 'jerseyNumber']);
  });

  it('reads a formula saved without its value as the formula, for the row check to refuse', async () => {
    const file = await readMemberFile(xlsxFile([['Fornavn', 'Efternavn'], [{ formula: 'UPPER(Z9)' }, 'Hansen']]));
    expect(file.rows[0]!.values).toEqual({ firstName: '=UPPER(Z9)', lastName: 'Hansen' });
  });

  it('finds the header under a title line, keeps unknown columns for mapping by hand, and maps them when told', async () => {
    const text = 'Medlemsliste RU 2026\nFornavn;Efternavn;Kælenavn;Gade\nMette;Ørsted;Mus;Vænget 3\n';
    const file = await readMemberFile(utf8(text));
    expect(file.columns.map((c) => [c.header, c.field, c.examples])).toEqual([
      ['Fornavn', 'firstName', ['Mette']],
      ['Efternavn', 'lastName', ['Ørsted']],
      ['Kælenavn', null, ['Mus']],
      ['Gade', 'address', ['Vænget 3']],
    ]);
    expect(file.rows).toEqual([{ line: 3, values: { firstName: 'Mette', lastName: 'Ørsted', address: 'Vænget 3' } }]);
    const mapped = await readMemberFile(utf8(text), ['firstName', 'lastName', 'role', 'ignore']);
    expect(mapped.rows[0]!.values).toEqual({ firstName: 'Mette', lastName: 'Ørsted', role: 'Mus' });
    expect(file.notices).toEqual([expect.stringContaining('Ingen kolonne med e-mail')]);
  });

  it('joins a postcode and a town from two columns, as the app keeps them', async () => {
    const file = await readMemberFile(utf8('Fornavn;Efternavn;By;Postnr\nA;B;Valby;2500\n'));
    expect(file.rows[0]!.values.postalCode).toBe('2500 Valby');
  });

  it('refuses a file with nothing to import, or that is no spreadsheet, as a whole', async () => {
    expect(await refusal(utf8(''))).toBe('Filen er tom');
    expect(await refusal(utf8('\r\n;;;\r\n'))).toBe('Filen er tom');
    expect(await refusal(utf8('Fornavn;Efternavn;E-mail\r\n'))).toBe('Filen har kun overskrifter og ingen medlemmer');
    expect(await refusal(utf8('a;b;c\n1;2;3\n'))).toMatch(/ingen overskrifter/);
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, ...Buffer.from('This program cannot be run in DOS mode')]);
    expect(await refusal(exe)).toBe('Filen er hverken en CSV-fil eller et Excel-regneark (.xlsx)');
    expect(await refusal(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toMatch(/gamle Excel-format/);
    expect(await refusal(zip([{ name: 'word/document.xml', data: Buffer.from('<w/>') }]))).toBe('Filen er hverken en CSV-fil eller et Excel-regneark (.xlsx)');
    expect(await refusal(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBe('Filen er hverken en CSV-fil eller et Excel-regneark (.xlsx)');
  });

  it('refuses a zip bomb before inflating it, whether it declares its size or lies about it', async () => {
    const huge = Buffer.alloc(60 * 1024 * 1024, 0x20);
    const declared = zip(xlsxParts([['Fornavn', 'Efternavn']]).map((p) => (p.name === 'xl/worksheets/sheet1.xml' ? { ...p, data: huge } : p)));
    expect(declared.length).toBeLessThan(200 * 1024);
    expect(await refusal(declared)).toMatch(/over 50 MB udpakket/);
    const lying = zip(
      xlsxParts([['Fornavn', 'Efternavn']]).map((p) => (p.name === 'xl/worksheets/sheet1.xml' ? { ...p, data: Buffer.alloc(20 * 1024 * 1024, 0x20), declaredSize: 1000 } : p)),
    );
    expect(await refusal(lying)).toMatch(/over 50 MB udpakket/);
  });

  it('refuses a sheet that names a cell far beyond a member list, and more rows than one import takes', async () => {
    const far = xlsxParts([['Fornavn', 'Efternavn'], ['A', 'B']]).map((p) =>
      p.name === 'xl/worksheets/sheet1.xml'
        ? { ...p, data: Buffer.from(p.data.toString().replace('</sheetData>', '<row r="1048576"><c r="XFD1048576"><v>1</v></c></row></sheetData>')) }
        : p,
    );
    expect(await refusal(zip(far))).toMatch(/for mange rækker/);
    const many = 'Fornavn;Efternavn\n' + 'A;B\n'.repeat(5001);
    expect(await refusal(utf8(many))).toBe('Filen har 5.001 rækker; højst 5.000 kan importeres ad gangen. Del listen i flere filer.');
  });
});

describe('member cells', () => {
  it('recognises headers in Danish and English whatever the case, accents or punctuation', () => {
    const cases: Array<[string, string]> = [
      ['FORNAVN', 'firstName'], ['First name', 'firstName'], ['Efternavn', 'lastName'], ['E-mail', 'email'], ['Email', 'email'],
      ['e-mailadresse', 'email'], ['Mobil', 'phone'], ['Telefon', 'phone'], ['Tlf.', 'phone'], ['Hold', 'team'],
      ['Fødselsdato', 'birthDate'], ['Foedselsdato', 'birthDate'], ['Fodselsdato', 'birthDate'], ['Date of birth', 'birthDate'],
      ['Adresse', 'address'], ['Postnr.', 'postalCode'], ['By', 'city'], ['Postnr. og by', 'postalCodeAndCity'],
      ['Trøjenummer', 'jerseyNumber'], ['Medlemsnummer', 'memberNumber'], ['Medlemsnr.', 'memberNumber'], ['Rolle', 'role'],
      ['Medlemskab udløber', 'paidUntil'], ['Medlemskab udloeber', 'paidUntil'], ['Navn', 'fullName'],
    ];
    for (const [header, field] of cases) expect(recogniseHeader(header), header).toBe(field);
    expect(recogniseHeader('Kælenavn')).toBeNull();
  });

  it('reads the usual Danish dates and refuses what is no date', () => {
    for (const cell of ['03-05-1990', '3.5.1990', '03/05/1990', '1990-05-03', '3-5-1990']) expect(parseMemberDate(cell), cell).toBe('1990-05-03');
    for (const cell of ['31-02-1990', '1990', 'i går', '05/03/90']) expect(parseMemberDate(cell), cell).toBeNull();
  });

  it('splits a full name, reads roles and member numbers', () => {
    expect(splitFullName('Søren Kierkegaard  Hansen')).toEqual({ firstName: 'Søren Kierkegaard', lastName: 'Hansen' });
    expect(splitFullName('Hansen, Søren')).toEqual({ firstName: 'Søren', lastName: 'Hansen' });
    expect(['Spiller', 'player', 'Træner', 'Traener', 'Bestyrelse', 'RU Medlem', 'Medlem', 'Admin', ''].map((cell) => parseRole(cell, 'RU'))).toEqual([
      'player', 'player', 'coach', 'coach', 'board', 'member', 'member', 'admin', 'player',
    ]);
    expect(parseRole('Kok', 'RU')).toBeNull();
    expect(parseRole('VB-medlem', 'VB')).toBe('member');
    expect(parseMemberNumber('123', 'RU')).toEqual({ number: 'RU-0123', value: 123 });
    expect(parseMemberNumber('ru-0042', 'RU')).toEqual({ number: 'RU-0042', value: 42 });
    expect(parseMemberNumber('A-17', 'RU')).toEqual({ number: 'A-17', value: null });
    expect(parseMemberNumber('12 34; DROP', 'RU')).toBeNull();
  });
});
