import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DbuParseError, parseDbuStandings } from './parse-dbu-standings';
import { DEDUCTION_REMARK, DEDUCTION_ROWS, SERIE3_ROWS, dbuStandingsPage } from './dbu-fixtures.test-helpers';

describe('parseDbuStandings on today’s dbu.dk standings markup', () => {
  const page = dbuStandingsPage('Serie 3 Efter&#xE5;r, pulje&nbsp;5', SERIE3_ROWS);

  it('reads one row per team with the pool name as league', () => {
    const { league, rows } = parseDbuStandings(page);
    expect(league).toBe('Serie 3 Efterår, pulje 5');
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual({
      position: 1,
      team: 'HB',
      played: 8,
      wins: 7,
      draws: 1,
      losses: 0,
      goalsFor: 21,
      goalsAgainst: 12,
      goalDiff: 9,
      points: 22,
      form: [],
      remark: null,
    });
    expect(rows.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('decodes entities and non-breaking spaces and joins names split across elements', () => {
    const { rows } = parseDbuStandings(page);
    expect(rows[3]!.team).toBe('Heimdal 3');
    expect(rows[4]!.team).toBe('Nørrebro United 2');
  });

  it('reads the remark column’s "!" as a remark, not a value, and keeps uneven match counts', () => {
    const { rows } = parseDbuStandings(page);
    expect(rows[3]).toMatchObject({ team: 'Heimdal 3', played: 9, points: 13 });
    expect(rows[6]!.team).toBe('FA 2000');
  });

  it('takes points as printed, including deductions', () => {
    const { rows } = parseDbuStandings(page);
    expect(rows[6]).toMatchObject({ wins: 3, draws: 1, points: 7 });
  });

  it('computes the goal difference when DBU does not print it', () => {
    const { rows } = parseDbuStandings(page);
    expect(rows[9]).toMatchObject({ goalsFor: 6, goalsAgainst: 22, goalDiff: -16 });
  });

  it('reads scores written as separate home and away elements', () => {
    const { rows } = parseDbuStandings(
      dbuStandingsPage('Serie 3, pulje 5', SERIE3_ROWS, { splitScore: true }),
    );
    expect(rows[1]).toMatchObject({ goalsFor: 18, goalsAgainst: 10, goalDiff: 8 });
  });

  it('uses a printed goal difference, with a real minus sign', () => {
    const rows = SERIE3_ROWS.map((r, i) =>
      i === 9 ? { ...r, diff: '\u221216' } : i === 0 ? { ...r, diff: '+9' } : r,
    );
    const parsed = parseDbuStandings(dbuStandingsPage('Serie 3, pulje 5', rows, { withDiff: true })).rows;
    expect(parsed[0]!.goalDiff).toBe(9);
    expect(parsed[9]!.goalDiff).toBe(-16);
  });

  it('maps a form column of Danish V/U/T to W/D/L, and leaves form empty without one', () => {
    const withForm = parseDbuStandings(
      dbuStandingsPage('Serie 3, pulje 5', SERIE3_ROWS, { withForm: true }),
    ).rows;
    expect(withForm[0]!.form).toEqual(['W', 'W', 'D']);
    expect(withForm[2]!.form).toEqual(['D', 'W', 'L']);
    expect(withForm[3]!.points).toBe(13);
    expect(parseDbuStandings(page).rows[0]!.form).toEqual([]);
  });

  it('drops a mobile short name shown beside the full name', () => {
    const html = page.replace(
      '<span class="sr-team__name">FC Culpa</span>',
      '<span class="sr-team__name hide-on-mobile">FC Culpa</span><span class="show-on-mobile">FCC</span>',
    );
    expect(parseDbuStandings(html).rows[1]!.team).toBe('FC Culpa');
  });

  it('reads the full table with home/away groups (Hjemme/Ude) from stillingFuld', () => {
    const html = `
      <h3 class="sr-pool-name">Serie 4, pulje 9</h3>
      <table class="sr-table">
        <thead>
          <tr><th rowspan="2"></th><th rowspan="2">Hold</th><th colspan="4">Hjemme</th><th colspan="4">Ude</th>
              <th colspan="3">Total</th><th rowspan="2"></th></tr>
          <tr><th>V</th><th>U</th><th>T</th><th>Score</th><th>V</th><th>U</th><th>T</th><th>Score</th><th>K</th><th>Score</th><th>P</th></tr>
        </thead>
        <tbody>
          <tr><td>1</td><td><img src="a.png" alt=""></td><td>8</td><td>4</td><td>1</td><td>32 - 15</td><td>10</td><td>1</td><td>2</td><td>28 - 15</td><td>26</td><td>60 - 30</td><td>59</td><td></td></tr>
          <tr><td>2</td><td><img src="b.png" alt=""><span>Sundby 3</span></td><td>12</td><td>0</td><td>1</td><td>49 - 11</td><td>7</td><td>1</td><td>5</td><td>25 - 17</td><td>26</td><td>74 - 28</td><td>58</td><td></td></tr>
          <tr><td>3</td><td><img src="c.png" alt="">FA 2000</td><td>10</td><td>2</td><td>1</td><td>40 - 10</td><td>6</td><td>3</td><td>4</td><td>25 - 17</td><td>26</td><td>65 - 27</td><td>53</td><td>!</td></tr>
        </tbody>
      </table>`;
    const { league, rows } = parseDbuStandings(html);
    expect(league).toBe('Serie 4, pulje 9');
    // The first row has only a logo and no name: it cannot be shown, so it is skipped.
    expect(rows.map((r) => r.team)).toEqual(['Sundby 3', 'FA 2000']);
    expect(rows[0]).toMatchObject({
      position: 2,
      played: 26,
      wins: 19,
      draws: 1,
      losses: 6,
      goalsFor: 74,
      goalsAgainst: 28,
      goalDiff: 46,
      points: 58,
    });
  });

  it('reads a team name from the logo’s alt or title when the cell has no text', () => {
    const html = page
      .replace(
        /<img class="sr-team__logo"([^>]*)alt=""([^>]*)>\s*<span class="sr-team__name">HB<\/span>/,
        '<img class="sr-team__logo"$1alt="HB"$2>',
      )
      .replace(
        /<img class="sr-team__logo"([^>]*)alt=""([^>]*)>\s*<span class="sr-team__name">CIK<\/span>/,
        '<img class="sr-team__logo"$1alt="" title="Logo for CIK"$2>',
      );
    expect(html).not.toContain('sr-team__name">HB<');
    const { rows } = parseDbuStandings(html);
    expect(rows).toHaveLength(10);
    expect(rows[0]!.team).toBe('HB');
    expect(rows[5]!.team).toBe('CIK');
  });

  it('reads form written as one word (VUT)', () => {
    const html = dbuStandingsPage('Serie 3, pulje 5', SERIE3_ROWS, { withForm: true }).replace(
      /<td class="sr-form">.*?<\/td>/g,
      (_m) => '<td class="sr-form">VVU</td>',
    );
    expect(parseDbuStandings(html).rows[4]!.form).toEqual(['W', 'W', 'D']);
  });

  it('reads rows copied without the header row (only some rows selected)', () => {
    const html = `<html><body><!--StartFragment--><table><tbody>
      <tr><td>3</td><td><img src="ru.png" alt="RU"></td><td>8</td><td>4</td><td>2</td><td>2</td><td>15 - 11</td><td><strong>14</strong></td><td></td></tr>
      <tr><td>4</td><td><a><img src="h.png" alt=""><span>Heimdal&nbsp;3</span></a></td><td>9</td><td>4</td><td>1</td><td>4</td><td>14 - 14</td><td><strong>13</strong></td><td><span title="Se bemærkning">!</span></td></tr>
      </tbody></table><!--EndFragment--></body></html>`;
    expect(
      parseDbuStandings(html).rows.map((r) => [r.position, r.team, r.played, r.goalDiff, r.points]),
    ).toEqual([
      [3, 'RU', 8, 4, 14],
      [4, 'Heimdal 3', 9, 0, 13],
    ]);
  });

  it('takes the pool name from sr-pool-name even without the words pulje or serie', () => {
    const html = dbuStandingsPage('Herre Senior 2 &ndash; Efter&#xE5;r', SERIE3_ROWS);
    expect(parseDbuStandings(html).league).toBe('Herre Senior 2 – Efterår');
  });

  it('takes the pool printed nearest above the table when the page names several', () => {
    const table = dbuStandingsPage('x', SERIE3_ROWS).match(/<table class="sr-table[\s\S]*?<\/table>/)![0];
    const html = `<h1>Turneringer i Serie 3</h1>
      <aside><h3 class="sr-pool-name">Serie 3, pulje 4</h3><ul><li>Andre puljer</li></ul></aside>
      <section><h2 class="sr-pool-name">Serie 3 Efterår, pulje 5</h2>${table}</section>
      <footer><h3 class="sr-pool-name">Serie 3, pulje 6</h3></footer>`;
    expect(parseDbuStandings(html).league).toBe('Serie 3 Efterår, pulje 5');
    const headingsOnly = `<h2>Serie 2, pulje 1</h2><p>Nyheder</p><h2>Serie 3, pulje 5</h2>${table}<h2>Serie 4, pulje 9</h2>`;
    expect(parseDbuStandings(headingsOnly).league).toBe('Serie 3, pulje 5');
  });

  it('aligns rows that are wider than their header (no header over position and logo)', () => {
    const html = `<table><tr><th>K</th><th>P</th></tr>
      <tr><td>1</td><td>HB</td><td>8</td><td>22</td></tr>
      <tr><td>2</td><td>FC Culpa</td><td>8</td><td>15</td></tr></table>`;
    const { rows, league } = parseDbuStandings(html);
    expect(league).toBeNull();
    expect(rows.map((r) => [r.position, r.team, r.played, r.points])).toEqual([
      [1, 'HB', 8, 22],
      [2, 'FC Culpa', 8, 15],
    ]);
  });

  it('refuses what is not a standings table', () => {
    const notTables = [
      'HB 8 22\nFC Culpa 8 15',
      '<p>Hej</p>',
      '<table><tr><th>Dato</th><th>Hjemme</th><th>Ude</th></tr><tr><td>14. aug. 19:00</td><td>Nexø</td><td>Rønne</td></tr></table>',
      '<table><tr><th>K</th><th>P</th></tr><tr><td>1</td><td>HB</td><td>8</td><td>22</td></tr></table>',
      '<table><tr><th>Hold</th><th>K</th><th>P</th></tr><tr><td>HB</td><td>x</td><td>y</td></tr><tr><td>B</td><td>z</td><td>q</td></tr></table>',
    ];
    for (const html of notTables) expect(() => parseDbuStandings(html), html).toThrow(DbuParseError);
  });

  it('keeps script payloads in names as plain text and never runs anything', () => {
    const rows = SERIE3_ROWS.map((r, i) =>
      i === 1 ? { ...r, nameHtml: '&lt;img src=x onerror=alert(1)&gt;' } : r,
    );
    expect(parseDbuStandings(dbuStandingsPage('Serie 3, pulje 5', rows)).rows[1]!.team).toBe(
      '<img src=x onerror=alert(1)>',
    );
  });
});

describe('a team with a point deduction (DBU’s "!" with the explanation in a tooltip)', () => {
  const deducted = { position: 11, team: 'Fremad Valby', played: 9, wins: 2, draws: 2, losses: 5, points: 5 };

  it('keeps the row, with the points as printed, and reads the remark from the "!" cell’s data-tippy-content', () => {
    const { rows } = parseDbuStandings(dbuStandingsPage('Serie 3, pulje 5', DEDUCTION_ROWS, { withForm: true }));
    expect(rows).toHaveLength(11);
    expect(rows[10]).toMatchObject({ ...deducted, goalsFor: 9, goalsAgainst: 20, remark: DEDUCTION_REMARK });
    // A '!' without an explanation is still a remark; rows without one have none.
    expect(rows[3]!.remark).toBe('');
    expect(rows[0]!.remark).toBeNull();
  });

  it('reads the explanation when the tooltip was open and is rendered inside the cell, numbers and all', () => {
    const html = dbuStandingsPage('Serie 3, pulje 5', DEDUCTION_ROWS).replace(
      /<td class="sr-table__remark" data-tippy-content="[^"]*" tabindex="0">!<\/td>/,
      `<td class="sr-table__remark"><span data-tippy-content="${DEDUCTION_REMARK}" aria-expanded="true">!</span>` +
        `<div data-tippy-root><div class="tippy-box"><div class="tippy-content">${DEDUCTION_REMARK}</div></div></div></td>`,
    );
    const { rows } = parseDbuStandings(html);
    expect(rows).toHaveLength(11);
    expect(rows[10]).toMatchObject({ ...deducted, remark: DEDUCTION_REMARK });
  });

  it('takes tooltip content written as HTML as its text, and other tooltip attributes too', () => {
    const encoded = '&lt;p&gt;Fratrukket 3 point jf. turneringsreglementets &amp;sect; 9 &lt;b&gt;(udeblivelse)&lt;/b&gt;&lt;/p&gt;';
    const html = dbuStandingsPage('Serie 3, pulje 5', DEDUCTION_ROWS).replace(
      /data-tippy-content="[^"]*"/,
      `data-tippy-content="${encoded}"`,
    );
    expect(parseDbuStandings(html).rows[10]!.remark).toBe(DEDUCTION_REMARK);
    const bootstrap = dbuStandingsPage('Serie 3, pulje 5', DEDUCTION_ROWS).replace(
      /data-tippy-content="[^"]*"/,
      'data-bs-toggle="tooltip" data-bs-original-title="Fratrukket 6 point (2 udeblivelser)"',
    );
    expect(parseDbuStandings(bootstrap).rows[10]!.remark).toBe('Fratrukket 6 point (2 udeblivelser)');
  });

  it('reads the remark from rows copied without their header, also when its text is in the cell', () => {
    const rowsOnly = (page: string) => `<table><tbody>${page.split('<tbody>')[1]!.split('</tbody>')[0]}</tbody></table>`;
    const withAttribute = parseDbuStandings(rowsOnly(dbuStandingsPage('x', DEDUCTION_ROWS))).rows;
    expect(withAttribute).toHaveLength(11);
    expect(withAttribute[10]).toMatchObject({ ...deducted, remark: DEDUCTION_REMARK });
    const withText = parseDbuStandings(
      rowsOnly(dbuStandingsPage('x', DEDUCTION_ROWS)).replace(
        /<td class="sr-table__remark" data-tippy-content="[^"]*" tabindex="0">!<\/td>/,
        `<td><span aria-hidden="true">!</span><span class="sr-only">${DEDUCTION_REMARK}</span></td>`,
      ),
    ).rows;
    expect(withText).toHaveLength(11);
    expect(withText[10]).toMatchObject({ ...deducted, remark: DEDUCTION_REMARK });
  });

  it('finds a "!" printed beside the team name', () => {
    const html = dbuStandingsPage('Serie 3, pulje 5', DEDUCTION_ROWS).replace(
      '<span class="sr-team__name">Fremad Valby</span>',
      `<span class="sr-team__name">Fremad Valby</span> <span class="sr-remark" data-tippy-content="${DEDUCTION_REMARK}">!</span>`,
    );
    expect(parseDbuStandings(html).rows[10]).toMatchObject({ team: 'Fremad Valby', remark: DEDUCTION_REMARK });
  });

  it('never takes a form badge’s title or another tooltip without a "!" as a remark', () => {
    const html = dbuStandingsPage('Serie 3, pulje 5', SERIE3_ROWS, { withForm: true }).replace(
      '<span class="sr-team__name">CIK</span>',
      '<span class="sr-team__name" data-tippy-content="Cykel Klubben">CIK</span>',
    );
    const { rows } = parseDbuStandings(html);
    expect(rows[5]).toMatchObject({ team: 'CIK', remark: null });
    expect(rows[0]!.remark).toBeNull();
  });
});

describe('team names without two letters in a row, in dbu.dk’s markup with empty header cells over position and team', () => {
  const page = fs.readFileSync(
    path.join(import.meta.dirname, 'fixtures', 'stilling-html-dbu-punctuated-names.html'),
    'utf8',
  );
  const [head, ...rowHtml] = page.split(/(?=<tr data-teamid)/);
  const NAME = /(<div class="teamname-logo"><img class="logo"[^>]*alt=""><span>)(.*?)(<\/span>)/;
  const LAST_CELL = /<td>(<span class="remark-icon"[^>]*>!<\/span>)?<\/td>(\s*<\/tr>)/;
  const REMARK = 'Fratrukket 3 point jf. turneringsreglementets § 9 (udeblivelse)';
  const names = rowHtml.map((tr) => NAME.exec(tr)![2]!);
  const decode = (html: string) => html.replace('&#xF8;', 'ø');
  const remarkCell = `<td><span class="remark-icon" data-tippy-content="${REMARK}">!</span></td>`;

  it('keeps every team of the stored table, B.93 (3), K.B., B93, B. (3), B 1913 and B.1909 too', () => {
    const { league, rows } = parseDbuStandings(page);
    expect(league).toBe('Herre Serie 1, Pulje 2 (2026)');
    expect(rows.map((r) => [r.position, r.team, r.points, r.remark])).toEqual([
      [1, 'B.93 (3)', 29, null],
      [2, 'Frem (3)', 26, null],
      [3, 'K.B.', 24, null],
      [4, 'AB', 21, null],
      [5, 'B93', 17, REMARK],
      [6, 'Nørrebro United 2', 17, null],
      [7, 'B. (3)', 15, null],
      [8, 'B 1913', 14, null],
      [9, 'B.1909', 11, null],
      [10, 'RU', 1, REMARK],
    ]);
    expect(rows[0]).toMatchObject({ played: 12, wins: 9, draws: 2, losses: 1, goalsFor: 31, goalsAgainst: 12 });
  });

  it('keeps such names in every position of the table, with and without a remark', () => {
    // The names turn round the table: after ten turns each has stood in every position.
    for (let turn = 0; turn < rowHtml.length; turn++) {
      const expected = names.map((_n, i) => decode(names[(i + turn) % names.length]!));
      for (const remark of [true, false]) {
        const html =
          head +
          rowHtml
            .map((tr, i) =>
              tr
                .replace(NAME, (_m, open: string, _n: string, close: string) => open + expected[i] + close)
                .replace(LAST_CELL, (_m, _r, end: string) => (remark ? remarkCell : '<td></td>') + end),
            )
            .join('');
        const { rows } = parseDbuStandings(html);
        const label = `turn ${turn}, ${remark ? 'with' : 'without'} remarks`;
        expect(rows.map((r) => r.team), label).toEqual(expected);
        expect(rows.map((r) => r.position), label).toEqual(names.map((_n, i) => i + 1));
        expect(new Set(rows.map((r) => r.remark)), label).toEqual(new Set([remark ? REMARK : null]));
      }
    }
  });

  it('keeps them in rows copied without their header', () => {
    const rowsOnly = `<table><tbody>${page.split('<tbody>')[1]!.split('</tbody>')[0]}</tbody></table>`;
    expect(parseDbuStandings(rowsOnly).rows.map((r) => r.team)).toEqual(names.map(decode));
  });
});
