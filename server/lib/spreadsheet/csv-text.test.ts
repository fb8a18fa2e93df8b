import { describe, expect, it } from 'vitest';
import { decodeSpreadsheetText } from './decode-text';
import { readCsvRows } from './read-csv-rows';

const utf8 = (text: string) => new TextEncoder().encode(text);
const utf8Bom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]);
/** Windows-1252 as Excel writes it; æøåÆØÅé are the same bytes as Latin-1. */
const cp1252 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const utf16le = (text: string) => new Uint8Array([0xff, 0xfe, ...Buffer.from(text, 'utf16le')]);

describe('decodeSpreadsheetText', () => {
  it('reads UTF-8 with and without BOM, Windows-1252 and UTF-16 without mangling æøå', () => {
    const text = 'Brønshøj;Ærø;Åbyhøj;Tårnby';
    expect(decodeSpreadsheetText(utf8(text))).toBe(text);
    expect(decodeSpreadsheetText(utf8Bom(text))).toBe(text);
    expect(decodeSpreadsheetText(cp1252(text))).toBe(text);
    expect(decodeSpreadsheetText(utf16le(text))).toBe(text);
  });

  it('maps the Windows-1252 bytes 0x80–0x9F (– € ’ “ ” …) that Latin-1 would turn into control characters', () => {
    // "Pokal – “RU” mod Ærø’s 2. hold … 50 € æøå" as Excel saves it in Windows-1252
    const bytes = new Uint8Array([
      ...Buffer.from('Pokal ', 'latin1'), 0x96, 0x20, 0x93, 0x52, 0x55, 0x94,
      ...Buffer.from(' mod Ærø', 'latin1'), 0x92, ...Buffer.from('s 2. hold ', 'latin1'), 0x85,
      ...Buffer.from(' 50 ', 'latin1'), 0x80, ...Buffer.from(' æøå ', 'latin1'), 0x97, 0x99, 0x9c, 0x8a,
    ]);
    const text = decodeSpreadsheetText(bytes);
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
