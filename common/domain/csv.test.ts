import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('the one CSV writer (decision 093)', () => {
  it('writes what Danish Excel opens: a BOM, semicolons, CRLF, quotes only where needed', () => {
    expect(toCsv(['Fornavn', 'Antal'], [['Åse', 3], ['Bo; Ib', 0], ['Sagde "hej"', null]])).toBe(
      '\uFEFFFornavn;Antal\r\nÅse;3\r\n"Bo; Ib";0\r\n"Sagde ""hej""";\r\n',
    );
  });

  it.each([
    ['=HYPERLINK("https://evil.example","Klik")', `"'=HYPERLINK(""https://evil.example"",""Klik"")"`],
    ['+45 1234', `"'+45 1234"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A9)', `"'@SUM(A1:A9)"`],
    ['\tTab', `"'\tTab"`],
    ['\r=1+1', `"'\r=1+1"`],
    ['=1+1\nnæste linje', `"'=1+1\nnæste linje"`],
  ])('never lets a cell start a formula: %j', (cell, written) => {
    expect(toCsv(['Navn'], [[cell]])).toBe(`\uFEFFNavn\r\n${written}\r\n`);
  });

  it('keeps numbers numbers, a negative one too, and escapes a header as well', () => {
    expect(toCsv(['=Navn', 'Tal'], [['x', -3]])).toBe(`\uFEFF"'=Navn";Tal\r\nx;-3\r\n`);
  });
});
