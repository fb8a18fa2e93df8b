import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMES_MISSING_MESSAGE, TEXT_NOT_A_TABLE_MESSAGE } from './dbu-standing';
import { DEDUCTION_REMARK, DEDUCTION_ROWS, SERIE3_ROWS, dbuStandingsPage } from './dbu-fixtures.test-helpers';
import { DbuParseError, parseDbuStandings } from './parse-dbu-standings';

/** A stored dbu.dk rendering as the clipboard's text: cell borders become tabs, rows stay on their lines. */
function clipboardText(file: string) {
  return fs
    .readFileSync(path.join(import.meta.dirname, 'fixtures', file), 'utf8')
    .split('\n')
    .filter((line) => !/^\|(-{3}\|)+$/.test(line))
    .map((line) => line.replace(/ ?\| ?/g, '\t'))
    .join('\n');
}

const tsv = (lines: string[][]) => lines.map((l) => l.join('\t')).join('\n');
const HEADER = ['', 'Hold', 'K', 'V', 'U', 'T', 'Score', 'P', ''];
const rowsOf = (rows: typeof SERIE3_ROWS = SERIE3_ROWS) =>
  rows.map((r) => [
    String(r.pos),
    r.nameHtml
      .replace(/<[^>]+>/g, '')
      .replace('&#xF8;', 'ø')
      .replace('&nbsp;', '\u00a0'),
    String(r.k),
    String(r.v),
    String(r.u),
    String(r.t),
    `${r.score[0]} - ${r.score[1]}`,
    String(r.p),
    typeof r.remark === 'string' ? `! ${r.remark}` : r.remark ? '!' : '',
  ]);

describe('parseDbuStandings on pasted text (the clipboard without HTML)', () => {
  it('reads the team page standings copied from dbujylland.dk (K and P, rows spread over lines, "!" remarks)', () => {
    const { rows } = parseDbuStandings(clipboardText('stilling-text-dbujylland-621947_472339.txt'));
    expect(rows.map((r) => [r.position, r.team, r.played, r.points])).toEqual([
      [1, 'HB', 8, 22],
      [2, 'FC Culpa', 8, 15],
      [3, 'Sundby 3', 8, 14],
      [4, 'Heimdal 3', 9, 13],
      [5, 'Nørrebro United 2', 8, 12],
      [6, 'CIK', 8, 10],
      [7, 'FA 2000', 8, 10],
      [8, 'FC Nyhavn', 8, 7],
      [9, 'KFB', 8, 6],
      [10, 'Hellas', 9, 5],
    ]);
    expect(rows[0]).toMatchObject({ wins: 0, draws: 0, losses: 0, goalDiff: 0, form: [], remark: null });
    expect(rows[3]!.remark).toBe('');
    expect(rows[6]!.remark).toBe('');
  });

  it('keeps a team with a point deduction from a copy of that page, and reads the explanation after its "!"', () => {
    const { rows } = parseDbuStandings(clipboardText('stilling-text-dbujylland-621947_472339-fratrukket.txt'));
    expect(rows).toHaveLength(11);
    expect(rows[10]).toMatchObject({ position: 11, team: 'Fremad Valby', played: 9, points: 5, remark: DEDUCTION_REMARK });
    expect(rows[9]).toMatchObject({ team: 'Hellas', points: 5, remark: null });
  });

  it('reads a deduction in tab-separated rows with a header, the explanation’s numbers never taken as values', () => {
    const { rows } = parseDbuStandings(tsv([['Serie 3 Efterår, pulje 5'], HEADER, ...rowsOf(DEDUCTION_ROWS)]));
    expect(rows).toHaveLength(11);
    expect(rows[10]).toMatchObject({
      position: 11,
      team: 'Fremad Valby',
      played: 9,
      wins: 2,
      draws: 2,
      losses: 5,
      goalsFor: 9,
      goalsAgainst: 20,
      points: 5,
      remark: DEDUCTION_REMARK,
    });
    expect(rows[9]).toMatchObject({ team: 'Hellas', remark: null });
    // The same table as HTML reads the same.
    expect(parseDbuStandings(dbuStandingsPage('Serie 3 Efterår, pulje 5', DEDUCTION_ROWS)).rows).toEqual(rows);
  });

  it('reads a deduction in rows without a header, tab- or space-separated', () => {
    const rows = rowsOf(DEDUCTION_ROWS);
    const tabbed = parseDbuStandings(tsv(rows)).rows;
    expect(tabbed).toHaveLength(11);
    expect(tabbed[10]).toMatchObject({ team: 'Fremad Valby', points: 5, remark: DEDUCTION_REMARK });
    const spaced = parseDbuStandings(rows.map((cells) => cells.join(' ')).join('\n')).rows;
    expect(spaced).toHaveLength(11);
    expect(spaced[10]).toMatchObject({ team: 'Fremad Valby', played: 9, goalsFor: 9, points: 5, remark: DEDUCTION_REMARK });
    expect(spaced[3]).toMatchObject({ team: 'Heimdal 3', points: 13, remark: '' });
  });

  it('refuses the full table from dbukoebenhavn.dk when the names are only logos, with a clear message', () => {
    const text = clipboardText('stillingfuld-text-dbukoebenhavn-89443.txt');
    expect(() => parseDbuStandings(text)).toThrow(NAMES_MISSING_MESSAGE);
  });

  it('sums the Hjemme/Ude groups of the full table when the names are there', () => {
    const text = clipboardText('stillingfuld-text-dbukoebenhavn-89443.txt').replace(
      '\t1\t\n\t\n',
      '\t1\t\nB.93\t\n',
    );
    const { rows } = parseDbuStandings(text);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      position: 1,
      team: 'B.93',
      played: 26,
      wins: 18,
      draws: 5,
      losses: 3,
      goalsFor: 60,
      goalsAgainst: 30,
      goalDiff: 30,
      points: 59,
      form: [],
      remark: null,
    });
    expect(rows[1]).toMatchObject({ team: 'FA 2000', wins: 16, draws: 5, losses: 5, points: 53 });
  });

  it('reads a tab-separated table with a Hold/K/V/U/T/Score/P header like the HTML one', () => {
    const text = tsv([['Serie 3 Efterår, pulje 5'], HEADER, ...rowsOf()]);
    const fromText = parseDbuStandings(text);
    const fromHtml = parseDbuStandings(dbuStandingsPage('Serie 3 Efterår, pulje 5', SERIE3_ROWS));
    expect(fromText).toEqual(fromHtml);
    expect(fromText.rows[3]!.team).toBe('Heimdal 3');
    expect(fromText.rows[6]).toMatchObject({ team: 'FA 2000', points: 7, goalDiff: -7 });
  });

  it('reads +/- and a form column written as one word (VUT)', () => {
    const text = tsv([
      ['#', 'Hold', 'K', 'V', 'U', 'T', 'Score', '+/-', 'P', 'Form'],
      ['1.', 'HB', '8', '7', '1', '0', '21 - 12', '+9', '22', 'VVU'],
      ['2.', 'FC Culpa', '8', '5', '0', '3', '18-10', '8', '15', 'T V V'],
      ['10.', 'Hellas', '9', '1', '2', '6', '6 - 22', '\u221216', '5', 'TUT'],
    ]);
    const { rows } = parseDbuStandings(text);
    expect(rows.map((r) => [r.position, r.goalDiff, r.form.join('')])).toEqual([
      [1, 9, 'WWD'],
      [2, 8, 'LWW'],
      [10, -16, 'LDL'],
    ]);
  });

  it('reads rows of position, name and numbers without a header, names with numbers in them included', () => {
    const text = [
      '1 HB 8 7 1 0 21 - 12 22',
      '4 Heimdal 3 9 4 1 4 14 - 14 13 !',
      '7 FA 2000 8 3 1 4 9 - 16 7',
    ].join('\n');
    const { rows, league } = parseDbuStandings(text);
    expect(league).toBeNull();
    expect(
      rows.map((r) => [r.position, r.team, r.played, r.wins, r.goalsFor, r.goalsAgainst, r.points]),
    ).toEqual([
      [1, 'HB', 8, 7, 21, 12, 22],
      [4, 'Heimdal 3', 9, 4, 14, 14, 13],
      [7, 'FA 2000', 8, 3, 9, 16, 7],
    ]);
  });

  it.each([
    ['a match programme', 'Dato\tHjemme\tUde\n14. aug. 19:00\tSallingsund FC 2\tRøde Stjerne 4'],
    ['a header without rows', tsv([HEADER])],
    ['one row', tsv([HEADER, rowsOf()[0]!])],
    [
      'numbers that do not add up (K ≠ V + U + T) without a header',
      '1 HB 9 7 1 0 21 - 12 22\n2 CIK 8 3 1 4 10 - 13 10',
    ],
    ['prose', 'Hej, her er stillingen: vi ligger nummer 3!'],
  ])('refuses %s with a clear Danish message', (_what, text) => {
    expect(() => parseDbuStandings(text)).toThrow(DbuParseError);
    expect(() => parseDbuStandings(text)).toThrow(TEXT_NOT_A_TABLE_MESSAGE);
  });
});
