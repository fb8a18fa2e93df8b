import { describe, expect, it } from 'vitest';
import { instantToCopenhagen } from '@common/domain/time';
import { decodeScheduleBytes } from './decode-bytes';
import { parseSchedule, ScheduleFileError } from './parse-schedule';
import { parseClockTime, parseDanishDate } from './cells';
import { readCsvRows } from './read-rows';

const utf8 = (text: string) => new TextEncoder().encode(text);
const utf8Bom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]);
/** Windows-1252 as Excel writes it; æøåÆØÅé are the same bytes as Latin-1. */
const cp1252 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const utf16le = (text: string) => new Uint8Array([0xff, 0xfe, ...Buffer.from(text, 'utf16le')]);

const wall = (d: Date) => {
  const { date, time } = instantToCopenhagen(d);
  return `${date} ${time}`;
};

describe('decodeScheduleBytes', () => {
  it('reads UTF-8 with and without BOM, Windows-1252 and UTF-16 without mangling æøå', () => {
    const text = 'Brønshøj;Ærø;Åbyhøj;Tårnby';
    expect(decodeScheduleBytes(utf8(text))).toBe(text);
    expect(decodeScheduleBytes(utf8Bom(text))).toBe(text);
    expect(decodeScheduleBytes(cp1252(text))).toBe(text);
    expect(decodeScheduleBytes(utf16le(text))).toBe(text);
  });

  it('maps the Windows-1252 bytes 0x80–0x9F (– € ’ “ ” …) that Latin-1 would turn into control characters', () => {
    // "Pokal – “RU” mod Ærø’s 2. hold … 50 € æøå" as Excel saves it in Windows-1252
    const bytes = new Uint8Array([
      ...Buffer.from('Pokal ', 'latin1'), 0x96, 0x20, 0x93, 0x52, 0x55, 0x94,
      ...Buffer.from(' mod Ærø', 'latin1'), 0x92, ...Buffer.from('s 2. hold ', 'latin1'), 0x85,
      ...Buffer.from(' 50 ', 'latin1'), 0x80, ...Buffer.from(' æøå ', 'latin1'), 0x97, 0x99, 0x9c, 0x8a,
    ]);
    const text = decodeScheduleBytes(bytes);
    expect(text).toBe('Pokal – “RU” mod Ærø’s 2. hold … 50 € æøå —™œŠ');
    expect(text).not.toMatch(/[\u0080-\u009f]/);
  });
});

describe('readCsvRows', () => {
  it('detects ; , and tab, keeps quoted delimiters and skips blank and delimiter-only rows with line numbers', () => {
    const semi = readCsvRows('a;b;c\r\n\r\n;;\r\n"x;1";"y, 2";z\r\n');
    expect(semi.delimiter).toBe(';');
    expect(semi.rows).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 4, cells: ['x;1', 'y, 2', 'z'] },
    ]);
    expect(readCsvRows('a,b,c\n"1,5",2,3\n').rows[1]!.cells).toEqual(['1,5', '2', '3']);
    expect(readCsvRows('a\tb\tc\n1\t2\t3\n').delimiter).toBe('\t');
  });

  it('counts lines correctly after a quoted field with a line break', () => {
    const { rows } = readCsvRows('a;"b\nc";d\ne;f;g\n');
    expect(rows.map((r) => r.line)).toEqual([1, 3]);
  });

  it('prefers ; when unquoted text holds commas (a semicolon file from Danish Excel)', () => {
    const { delimiter, rows } = readCsvRows('Dato;Tid;Hjemme;Ude;Bane\n1/5/2026;10:00;RU;B.93, 2. hold;Valby, bane 3\n');
    expect(delimiter).toBe(';');
    expect(rows[1]!.cells).toHaveLength(5);
  });
});

describe('cells', () => {
  it('reads DD/MM/YYYY, DD-MM-YYYY, DD.MM.YYYY with one-digit parts and a weekday in front', () => {
    expect(parseDanishDate('12/04/2026')).toEqual({ date: '2026-04-12' });
    expect(parseDanishDate('1-4-2026')).toEqual({ date: '2026-04-01' });
    expect(parseDanishDate('3.9.2026')).toEqual({ date: '2026-09-03' });
    expect(parseDanishDate('lør. 12.04.2026')).toEqual({ date: '2026-04-12' });
    expect(parseDanishDate('12.04.2026 14:30')).toEqual({ date: '2026-04-12', time: '14:30' });
  });

  it('refuses impossible or other dates', () => {
    for (const bad of ['31/02/2026', '12/13/2026', '2026-04-12', '12/04/26', '12/04-2026', 'i morgen', '']) {
      expect(parseDanishDate(bad), bad).toBeNull();
    }
  });

  it('reads HH:MM and H.MM', () => {
    expect(parseClockTime('14:00')).toBe('14:00');
    expect(parseClockTime('9.30')).toBe('09:30');
    expect(parseClockTime('kl. 18.45')).toBe('18:45');
    for (const bad of ['24:00', '12:60', '1400', '12', 'ca. 14']) expect(parseClockTime(bad), bad).toBeNull();
  });
});

describe('parseSchedule', () => {
  it('imports a Danish header file saved by Excel in Windows-1252 with ; and CRLF', () => {
    const file = cp1252(
      'Kampnr;Dato;Kl.;Hjemmehold;Udehold;Spillested;Række\r\n' +
        '4711;12.04.2026;14:00;RU;Brønshøj BK;Valby Idrætspark, bane 3;Serie 3\r\n' +
        '4712;19.04.2026;10.30;Østerbro IF;RU;Fælledparken;Serie 3\r\n',
    );
    const { matches, errors } = parseSchedule(file, 'RU');
    expect(errors).toEqual([]);
    expect(matches).toHaveLength(2);
    expect(matches[0]).toMatchObject({ line: 2, opponent: 'Brønshøj BK', venue: 'home', location: 'Valby Idrætspark, bane 3', matchNumber: '4711' });
    expect(wall(matches[0]!.date)).toBe('2026-04-12 14:00');
    expect(matches[1]).toMatchObject({ opponent: 'Østerbro IF', venue: 'away', location: 'Fælledparken' });
    expect(wall(matches[1]!.date)).toBe('2026-04-19 10:30');
  });

  it('imports English headers in another order, comma-delimited with quotes, UTF-8 with BOM', () => {
    const file = utf8Bom('Venue,Away,Home,Time,Date\n"Valby, bane 1",RU 2,"Hvidovre IF, 2",18:30,3/10/2026\n');
    const { matches, errors } = parseSchedule(file, 'RU 2');
    expect(errors).toEqual([]);
    expect(matches[0]).toMatchObject({ opponent: 'Hvidovre IF, 2', venue: 'away', location: 'Valby, bane 1', matchNumber: null });
    expect(wall(matches[0]!.date)).toBe('2026-10-03 18:30');
  });

  it('takes a file without a header row in the spec order (date, time, home, away, venue), tab-delimited', () => {
    const { matches, errors } = parseSchedule(utf8('12-04-2026\t14:00\tRU\tB.93\tValby\n'), 'ru');
    expect(errors).toEqual([]);
    expect(matches[0]).toMatchObject({ opponent: 'B.93', venue: 'home', location: 'Valby' });
  });

  it('reads a DBU-style export with a weekday column (Dag) beside the date and a result column', () => {
    const file = cp1252('Kampnr;Dag;Dato;Tid;Hjemmehold;Udehold;Spillested;Resultat\r\n271834;Lør;12.04.2026;14:00;Brønshøj BK;RU;Brønshøj Idrætspark;-\r\n');
    const { matches, errors } = parseSchedule(file, 'RU');
    expect(errors).toEqual([]);
    expect(matches[0]).toMatchObject({ opponent: 'Brønshøj BK', venue: 'away', matchNumber: '271834', day: '2026-04-12' });
  });

  it('reads a file written from the club’s side: Modstander and H/U, no home-team column', () => {
    const file = utf8(
      'Dato;Kl.;Modstander;H/U;Bane\n' +
        '12/04/2026;14:00;Brønshøj BK;H;Valby Idrætspark\n' +
        '19/04/2026;10:30;Østerbro IF;Ude;Fælledparken\n' +
        '26/04/2026;14:00;B.93;?;Valby\n' +
        '03/05/2026;14:00;RU;H;Valby\n' +
        '10/05/2026;14:00;Fremad;;Valby\n',
    );
    const { matches, errors } = parseSchedule(file, 'RU');
    expect(matches.map((m) => [m.opponent, m.venue, m.location])).toEqual([
      ['Brønshøj BK', 'home', 'Valby Idrætspark'],
      ['Østerbro IF', 'away', 'Fælledparken'],
    ]);
    expect(errors).toEqual([
      'Linje 4: Ukendt H/U "?" (brug H for hjemme eller U for ude)',
      'Linje 5: Modstanderen "RU" er holdet selv',
      'Linje 6: H/U mangler (H for hjemme, U for ude)',
    ]);
    expect(parseSchedule(utf8('Date,Time,Opponent,Home/Away\n12/04/2026,14:00,B.93,Away\n'), 'RU').matches[0]).toMatchObject({ opponent: 'B.93', venue: 'away' });
  });

  it('says which column is missing when a club-side file has no H/U', () => {
    expect(() => parseSchedule(utf8('Dato;Tid;Modstander;Bane\n12/04/2026;14:00;B.93;Valby\n'), 'RU')).toThrow('Filen mangler kolonnen Hjemmehold eller H/U');
  });

  it('finds the header below a title line and takes "Modstander" as the away column', () => {
    const file = utf8('Kampprogram efterår 2026\n\nDato;Tid;Hjemme;Modstander\n12/04/2026;14:00;Fremad Valby;RU\n');
    const { matches, errors } = parseSchedule(file, 'RU');
    expect(errors).toEqual([]);
    expect(matches[0]).toMatchObject({ opponent: 'Fremad Valby', venue: 'away', line: 4 });
  });

  it('reports every bad row with its line number and a Danish reason, and keeps the good ones', () => {
    const file = utf8(
      [
        'Dato;Tid;Hjemme;Ude;Spillested',
        '31/02/2026;14:00;RU;B.93;Valby',
        '12/04/2026;25:00;RU;B.93;Valby',
        '12/04/2026;14:00;Fremad;B.93;Valby',
        '13/04/2026;14:00;RU;RU;Valby',
        '14/04/2026;14:00;RU;;Valby',
        ';;;;',
        '15/04/2026;14:00;RU;Husum BK;Valby',
        '15/04/2026;16:00;RU;husum bk;Valby',
        '16/04/2026;;RU;Husum BK;Valby',
      ].join('\n'),
    );
    const { matches, errors } = parseSchedule(file, 'RU');
    expect(matches.map((m) => m.line)).toEqual([8]);
    expect(errors).toEqual([
      'Linje 2: Ugyldig dato "31/02/2026" (brug DD/MM/ÅÅÅÅ)',
      'Linje 3: Ugyldigt tidspunkt "25:00" (brug TT:MM)',
      'Linje 4: Hverken "Fremad" eller "B.93" er holdets DBU-navn "RU"',
      'Linje 5: Begge hold hedder "RU"',
      'Linje 6: Udehold mangler',
      'Linje 9: Samme kamp som linje 8',
      'Linje 10: Tidspunkt mangler',
    ]);
  });

  it('uses the match number to tell matches apart when there is one', () => {
    const file = utf8('Kampnr;Dato;Tid;Hjemme;Ude\n1;12/04/2026;10:00;RU;B.93\n2;12/04/2026;14:00;RU;B.93\n2;13/04/2026;14:00;RU;B.93\n');
    const { matches, errors } = parseSchedule(file, 'RU');
    expect(matches.map((m) => m.matchNumber)).toEqual(['1', '2']);
    expect(errors).toEqual(['Linje 4: Samme kamp som linje 3']);
  });

  it('refuses files that hold nothing usable', () => {
    expect(() => parseSchedule(utf8(''), 'RU')).toThrow(ScheduleFileError);
    expect(() => parseSchedule(utf8('\n;;;\n\n'), 'RU')).toThrow('Filen indeholder ingen kampe');
    expect(() => parseSchedule(utf8('Dato;Tid;Hjemme;Ude\n'), 'RU')).toThrow('Filen indeholder ingen kampe');
    expect(() => parseSchedule(utf8('Dato;Tid;Spillested\n12/04/2026;14:00;Valby\n'), 'RU')).toThrow('Filen mangler kolonnen Hjemmehold, Udehold');
  });

  it('reads a 5,000-row programme', () => {
    const lines = ['Kampnr;Dato;Tid;Hjemme;Ude;Spillested'];
    for (let i = 0; i < 5000; i++) {
      const day = (i % 28) + 1;
      const month = (Math.floor(i / 28) % 12) + 1;
      lines.push(`${i};${day}/${month}/${2026 + Math.floor(i / 336)};14:00;${i % 2 ? 'RU' : 'Modstander ' + i};${i % 2 ? 'Modstander ' + i : 'RU'};Bane ${i}`);
    }
    const { matches, errors } = parseSchedule(utf8(lines.join('\r\n')), 'RU');
    expect(errors).toEqual([]);
    expect(matches).toHaveLength(5000);
  });
});
