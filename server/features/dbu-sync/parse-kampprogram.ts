import type { HTMLElement } from 'node-html-parser';
import { SHORT_MONTHS } from '@common/domain/danish-months';
import { copenhagenToInstant, instantToCopenhagen } from '@common/domain/time';
import { parseClockTime, normaliseTeamName } from '../../lib/spreadsheet/cells';
import { cellsOf, clean, flatText, parseHtml, splitRows } from '../statistics';

/** One match of a team's programme as DBU lists it (either source). */
export interface DbuMatch {
  /** DBU's id of the match: the page's `/resultater/kamp/<id>_<pool>` or the API's `Id`. */
  dbuId: string | null;
  /** Kampnr, when the page shows it. */
  matchNumber: string | null;
  kickoff: Date;
  home: string;
  away: string;
  homeScore: number | null;
  awayScore: number | null;
  /** 'HHT' (the home team lost by forfeit) or 'UHT' (the away team), instead of a score. */
  forfeit: 'HHT' | 'UHT' | null;
  /** Spillested. */
  stadium: string | null;
}

export class KampprogramParseError extends Error {}

export const NOT_A_PROGRAMME_MESSAGE = 'Siden har intet kampprogram. Tjek holdets DBU-adresse.';
const MAX_MATCHES = 200;
const MAX_TEXT = 120;

const MATCH_LINK = /\/resultater\/kamp\/(\d{1,12})_(\d{1,12})/;
/** Cells only the phone layout shows: they repeat the desktop cells' values (README §C). */
const MOBILE_ONLY = /(^|\s)only-on-mobile(\s|$)/;
const FORFEIT = /\b(HHT|UHT)\b/;
const BYE = /^oversidder$/i;

type Label = 'number' | 'date' | 'time' | 'home' | 'away' | 'stadium' | 'result';
const LABELS: Array<[RegExp, Label]> = [
  [/^kampnr\.?$/i, 'number'],
  [/^dato$/i, 'date'],
  [/^tid$/i, 'time'],
  [/^hjemme(hold)?$/i, 'home'],
  [/^ude(hold)?$/i, 'away'],
  [/^spillested$/i, 'stadium'],
  [/^resultat$/i, 'result'],
];

const visibleCells = (row: HTMLElement) => cellsOf(row).filter((c) => !MOBILE_ONLY.test(c.getAttribute('class') ?? ''));
const short = (text: string) => clean(text).slice(0, MAX_TEXT);

/**
 * Reads a team's match programme from dbu.dk (`/resultater/hold/<team>_<pool>/kampprogram`):
 * the table's columns by their labels, the phone layout's duplicate cells and the ad rows left
 * out, 'Oversidder' (a bye) skipped, HHT/UHT forfeits instead of a score, the match id from the
 * row's link. Also reads the page's text rendering (no table markup), whose dates have no year:
 * the year is the one that puts the match nearest `reference`.
 */
export function parseKampprogram(input: string, reference: Date): DbuMatch[] {
  if (!/<\s*(table|tr)\b/i.test(input)) return parseKampprogramText(input, reference);
  const root = parseHtml(input);
  for (const table of root.querySelectorAll('table')) {
    const { header, body } = splitRows(table);
    const headerRow = header[header.length - 1];
    if (!headerRow) continue;
    const labels = visibleCells(headerRow).map((c) => LABELS.find(([re]) => re.test(flatText(c)))?.[1]);
    if (!labels.includes('date') || !labels.includes('home') || !labels.includes('away')) continue;
    const matches: DbuMatch[] = [];
    for (const row of body) {
      if (/(^|\s)adtr(\s|$)/.test(row.getAttribute('class') ?? '')) continue;
      const cells = visibleCells(row);
      const at = (label: Label) => {
        const i = labels.indexOf(label);
        return i >= 0 ? cells[i] : undefined;
      };
      const home = at('home') ? short(flatText(at('home')!)) : '';
      const away = at('away') ? short(flatText(at('away')!)) : '';
      if (!home || !away || BYE.test(home) || BYE.test(away)) continue;
      const day = /(\d{1,2})-(\d{1,2})\s+(\d{4})/.exec(at('date') ? flatText(at('date')!) : '');
      if (!day) continue;
      const date = `${day[3]}-${day[2]!.padStart(2, '0')}-${day[1]!.padStart(2, '0')}`;
      const time = parseClockTime(at('time') ? flatText(at('time')!) : '') ?? '00:00';
      const kickoff = copenhagenToInstant(date, time);
      if (Number.isNaN(kickoff.getTime())) continue;
      const link = MATCH_LINK.exec(row.getAttribute('onclick') ?? '') ?? MATCH_LINK.exec(row.toString());
      const number = at('number') ? flatText(at('number')!) : '';
      matches.push({
        dbuId: link ? link[1]! : null,
        matchNumber: /^\d{1,12}$/.test(number) ? number : null,
        kickoff,
        home,
        away,
        ...readResult(at('result')),
        stadium: at('stadium') ? short(flatText(at('stadium')!)) || null : null,
      });
      if (matches.length > MAX_MATCHES) throw new KampprogramParseError(NOT_A_PROGRAMME_MESSAGE);
    }
    return matches;
  }
  throw new KampprogramParseError(NOT_A_PROGRAMME_MESSAGE);
}

function readResult(cell: HTMLElement | undefined): Pick<DbuMatch, 'homeScore' | 'awayScore' | 'forfeit'> {
  const none = { homeScore: null, awayScore: null, forfeit: null };
  if (!cell) return none;
  // The penalty shootout's badge holds a second score ('4 - 5'): never the match's result.
  for (const badge of cell.querySelectorAll('.penalty-result-badge')) badge.remove();
  const text = flatText(cell);
  const forfeit = FORFEIT.exec(text);
  if (forfeit) return { ...none, forfeit: forfeit[1] as 'HHT' | 'UHT' };
  const home = cell.querySelector('.home-score');
  const away = cell.querySelector('.away-score');
  const pair = home && away ? [flatText(home), flatText(away)] : /^(\d{1,3})\s*[-–]\s*(\d{1,3})$/.exec(text)?.slice(1);
  if (!pair || !/^\d{1,3}$/.test(pair[0]!) || !/^\d{1,3}$/.test(pair[1]!)) return none;
  return { homeScore: Number(pair[0]), awayScore: Number(pair[1]), forfeit: null };
}

/**
 * The text rendering of the phone layout, one match per line:
 * `14. aug. 19:00   Home 2   Away 4` (a result) or `22. aug. 18:30   Home   Away` followed by
 * `UHT` on a line of its own. Cells are separated by three or more spaces or by '|'.
 */
function parseKampprogramText(input: string, reference: Date): DbuMatch[] {
  const lines = input.split(/\r?\n/);
  const matches: DbuMatch[] = [];
  const LINE = /(\d{1,2})\.\s*([a-zæøå]{3,4})\.?\s+(\d{1,2}[:.]\d{2})\s{2,}(.+)$/i;
  for (let i = 0; i < lines.length; i++) {
    const m = LINE.exec(lines[i]!.replace(/\|/g, ' ').replace(/\s+$/, ''));
    if (!m) continue;
    const month = SHORT_MONTHS.findIndex((name) => name.replace('.', '').toLowerCase() === m[2]!.toLowerCase());
    const time = parseClockTime(m[3]!);
    if (month < 0 || !time) continue;
    const parts = m[4]!.split(/\s{3,}/).map(clean).filter(Boolean);
    if (parts.length < 2) continue;
    let [home, away] = parts as [string, string];
    if (BYE.test(home) || BYE.test(away)) continue;
    // A forfeit marker sits on the next line(s) before the row ends.
    let forfeit: 'HHT' | 'UHT' | null = null;
    for (let j = i + 1; j < Math.min(lines.length, i + 3); j++) {
      if (LINE.test(lines[j]!)) break;
      const f = FORFEIT.exec(lines[j]!);
      if (f) forfeit = f[1] as 'HHT' | 'UHT';
    }
    let homeScore: number | null = null;
    let awayScore: number | null = null;
    const hs = /^(.*\S)\s+(\d{1,3})$/.exec(home);
    const as = /^(.*\S)\s+(\d{1,3})$/.exec(away);
    // Both sides end in a number: those are the score (a team number alone would be on one side at most).
    if (!forfeit && hs && as) {
      [home, homeScore, away, awayScore] = [hs[1]!, Number(hs[2]), as[1]!, Number(as[2])];
    }
    const kickoff = nearestYear(Number(m[1]), month + 1, time, reference);
    if (!kickoff) continue;
    matches.push({ dbuId: null, matchNumber: null, kickoff, home: short(home), away: short(away), homeScore, awayScore, forfeit, stadium: null });
  }
  if (matches.length === 0) throw new KampprogramParseError(NOT_A_PROGRAMME_MESSAGE);
  return matches;
}

function nearestYear(day: number, month: number, time: string, reference: Date): Date | null {
  const year = Number(instantToCopenhagen(reference).date.slice(0, 4));
  let best: Date | null = null;
  for (const y of [year - 1, year, year + 1]) {
    const at = copenhagenToInstant(`${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, time);
    if (Number.isNaN(at.getTime())) continue;
    if (!best || Math.abs(at.getTime() - reference.getTime()) < Math.abs(best.getTime() - reference.getTime())) best = at;
  }
  return best;
}

/** Whether a programme's team name is the club team's (`dbuName`), as people read names. */
export const sameTeam = (a: string, b: string) => normaliseTeamName(a) === normaliseTeamName(b);
