/**
 * Standings HTML in today's dbu.dk structure (team page → Stilling), built for the parser's
 * tests and the API tests. Team names are real ones from ../shared/fixtures/dbu.
 */
export interface FixtureRow {
  pos: number;
  /** Raw HTML for the name part, so tests can split names across elements or use entities. */
  nameHtml: string;
  k: number;
  v: number;
  u: number;
  t: number;
  score: [number, number];
  p: number;
  /**
   * DBU's '!' in the row's last cell: true for the bare mark, a string for a mark whose
   * explanation sits in the cell's tooltip attribute (data-tippy-content), as dbu.dk prints
   * a point deduction.
   */
  remark?: boolean | string;
  form?: string;
  diff?: string;
}

const logo = (alt: string) =>
  `<img class="sr-team__logo" src="https://cdn.dbu.dk/clublogos/${alt.length}.png" alt="" loading="lazy" width="24" height="24">`;

const attr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function remarkCell(remark: FixtureRow['remark']) {
  if (typeof remark === 'string')
    return `<td class="sr-table__remark" data-tippy-content="${attr(remark)}" tabindex="0">!</td>`;
  return `<td class="sr-table__remark">${remark ? '<span class="sr-remark" title="Se bemærkning">!</span>' : ''}</td>`;
}

export function dbuTeamRow(
  r: FixtureRow,
  opts: { splitScore?: boolean; withForm?: boolean; withDiff?: boolean } = {},
) {
  const score = opts.splitScore
    ? `<span class="sr-score__home">${r.score[0]}</span><span class="sr-score__separator">&nbsp;-&nbsp;</span><span class="sr-score__away">${r.score[1]}</span>`
    : `${r.score[0]} - ${r.score[1]}`;
  const form = opts.withForm
    ? `<td class="sr-form">${(r.form ?? '')
        .split('')
        .map(
          (c) =>
            `<span class="sr-form__item sr-form__item--${c}" title="${c === 'V' ? 'Vundet' : c === 'U' ? 'Uafgjort' : 'Tabt'}">${c}</span>`,
        )
        .join('')}</td>`
    : '';
  return `
      <tr class="sr-table__row">
        <td class="sr-table__pos">${r.pos}</td>
        <td class="sr-table__team">
          <a class="sr-team" href="/resultater/hold/621947_${470000 + r.pos}">
            ${logo(r.nameHtml)}
            <span class="sr-team__name">${r.nameHtml}</span>
          </a>
        </td>
        <td>${r.k}</td>
        <td class="hide-on-mobile">${r.v}</td>
        <td class="hide-on-mobile">${r.u}</td>
        <td class="hide-on-mobile">${r.t}</td>
        <td class="hide-on-mobile sr-score">${score}</td>
        ${opts.withDiff ? `<td class="hide-on-mobile">${r.diff ?? r.score[0] - r.score[1]}</td>` : ''}
        <td class="sr-table__points"><strong>${r.p}</strong></td>
        ${form}
        ${remarkCell(r.remark)}
      </tr>`;
}

export function dbuStandingsPage(
  pool: string,
  rows: FixtureRow[],
  opts: { splitScore?: boolean; withForm?: boolean; withDiff?: boolean } = {},
) {
  return `<!DOCTYPE html>
<html lang="da"><head><meta charset="utf-8"><title>Stilling | DBU</title>
<script>window.dataLayer=[];document.write('<table><tr><td>x</td></tr></table>')</script></head>
<body>
  <nav><table class="menu"><tr><td>Resultater</td><td>Turneringer</td></tr></table></nav>
  <div class="sr--pool-standings">
    <div class="sr-standings__header">
      <h2 class="sr-pool-name">${pool}</h2>
      <span class="sr-standings__updated">Opdateret 12.10.2025</span>
    </div>
    <table class="sr-table sr-standings-table">
      <thead>
        <tr>
          <th class="sr-table__pos"><span class="sr-only">Placering</span></th>
          <th class="sr-table__team">Hold</th>
          <th><abbr title="Kampe">K</abbr></th>
          <th class="hide-on-mobile"><abbr title="Vundne">V</abbr></th>
          <th class="hide-on-mobile"><abbr title="Uafgjorte">U</abbr></th>
          <th class="hide-on-mobile"><abbr title="Tabte">T</abbr></th>
          <th class="hide-on-mobile">Score</th>
          ${opts.withDiff ? '<th class="hide-on-mobile"><abbr title="Målforskel">+/-</abbr></th>' : ''}
          <th><abbr title="Point">P</abbr></th>
          ${opts.withForm ? '<th>Form</th>' : ''}
          <th class="sr-table__remark"><span class="sr-only">Bemærkning</span></th>
        </tr>
      </thead>
      <tbody>${rows.map((r) => dbuTeamRow(r, opts)).join('')}
      </tbody>
    </table>
  </div>
</body></html>`;
}

/** A Serie 3 pool with RU in it and the quirks admins meet. */
export const SERIE3_ROWS: FixtureRow[] = [
  { pos: 1, nameHtml: 'HB', k: 8, v: 7, u: 1, t: 0, score: [21, 12], p: 22, form: 'VVU' },
  { pos: 2, nameHtml: 'FC Culpa', k: 8, v: 5, u: 0, t: 3, score: [18, 10], p: 15, form: 'TVV' },
  { pos: 3, nameHtml: 'RU', k: 8, v: 4, u: 2, t: 2, score: [15, 11], p: 14, form: 'UVT' },
  {
    pos: 4,
    nameHtml: 'Heimdal&nbsp;3',
    k: 9,
    v: 4,
    u: 1,
    t: 4,
    score: [14, 14],
    p: 13,
    remark: true,
    form: 'VTT',
  },
  {
    pos: 5,
    nameHtml: '<span>N&#xF8;rre</span><span>bro United</span> 2',
    k: 8,
    v: 4,
    u: 0,
    t: 4,
    score: [12, 15],
    p: 12,
    form: 'TVV',
  },
  { pos: 6, nameHtml: 'CIK', k: 8, v: 3, u: 1, t: 4, score: [10, 13], p: 10, form: 'UTV' },
  // Points deducted by DBU: 3 wins and 1 draw print 7, not 10.
  { pos: 7, nameHtml: 'FA 2000', k: 8, v: 3, u: 1, t: 4, score: [9, 16], p: 7, remark: true, form: 'TTV' },
  { pos: 8, nameHtml: 'FC Nyhavn', k: 8, v: 2, u: 1, t: 5, score: [8, 17], p: 7, form: 'VTU' },
  { pos: 9, nameHtml: 'KFB', k: 8, v: 2, u: 0, t: 6, score: [7, 19], p: 6, form: 'TTT' },
  { pos: 10, nameHtml: 'Hellas', k: 9, v: 1, u: 2, t: 6, score: [6, 22], p: 5, form: 'TUT' },
];

export const DEDUCTION_REMARK = 'Fratrukket 3 point jf. turneringsreglementets § 9 (udeblivelse)';

/**
 * SERIE3_ROWS with one more team that DBU deducted points from: 2 wins and 2 draws are 8, DBU
 * prints 5, and the explanation (with numbers in it) is the tooltip of the '!' cell.
 */
export const DEDUCTION_ROWS: FixtureRow[] = [
  ...SERIE3_ROWS,
  {
    pos: 11,
    nameHtml: 'Fremad Valby',
    k: 9,
    v: 2,
    u: 2,
    t: 5,
    score: [9, 20],
    p: 5,
    remark: DEDUCTION_REMARK,
    form: 'TUT',
  },
];
