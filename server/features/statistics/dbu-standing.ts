import type { StandingRow } from '@common/domain/league-standings';

/** What both DBU readers (pasted HTML, pasted text) produce: the app's one standing type. */
export type { StandingRow };

export interface Standings {
  league: string | null;
  rows: StandingRow[];
}

/** The paste could not be read as a standings table; the message is for the admin. */
export class DbuParseError extends Error {}

export const NOT_A_TABLE_MESSAGE =
  'HTML-koden indeholder ingen stilling fra DBU. Kopiér hele stillingstabellen fra holdets side på dbu.dk.';
export const TEXT_NOT_A_TABLE_MESSAGE =
  'Teksten indeholder ingen stilling fra DBU. Kopiér hele stillingstabellen med overskrifterne (Hold, K, V, U, T, Score, P) fra holdets side på dbu.dk.';
export const NAMES_MISSING_MESSAGE =
  'Holdnavnene mangler i den kopierede stilling (kun logoer). Kopiér tabellen fra holdets side under Stilling, eller indsæt sidens HTML-kode.';

export const MAX_ROWS = 40;
export const MAX_NAME = 100;
export const MAX_REMARK = 300;

export const LEAGUE_HINT = /pulje|serie|række|raekke|division|liga|turnering/i;

const FORM_LETTERS: Record<string, 'W' | 'D' | 'L'> = { V: 'W', U: 'D', T: 'L' };

/** Danish V/U/T as W/D/L, written 'V U T' or as one word 'VUT'; anything else gives nothing. */
export function formLetters(text: string): Array<'W' | 'D' | 'L'> {
  return text
    .split(/\s+/)
    .filter((token) => /^[VUT]{1,10}$/i.test(token))
    .flatMap((token) => Array.from(token.toUpperCase(), (c) => FORM_LETTERS[c]!));
}

/**
 * One standing as a row of the club's table: the paste and the DBU sync write the same columns
 * (the sync keeps the remarks its source lacks, so the caller says which remark and whose team).
 */
export function tableRowOf(
  r: StandingRow,
  row: { season: string; league: string; isOwnTeam: boolean; remark: string | null },
) {
  return {
    season: row.season,
    league: row.league,
    position: r.position,
    teamName: r.team,
    played: r.played,
    wins: r.wins,
    draws: r.draws,
    losses: r.losses,
    goalsFor: r.goalsFor,
    goalsAgainst: r.goalsAgainst,
    goalDifference: r.goalDiff,
    points: r.points,
    form: r.form,
    isOwnTeam: row.isOwnTeam,
    remark: row.remark,
  };
}
