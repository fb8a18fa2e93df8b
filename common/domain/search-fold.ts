/**
 * Search text folded the way Danes type names on a keyboard without æ, ø and å (decision 103):
 * ø/ö as o or oe, æ/ä as a or ae, å as a or aa, accents dropped (é → e, ü → u), any case.
 * "Søren", "Soren" and "Soeren" all fold to "soren"; "Åse", "Aase" and "Ase" to "ase"; "Bæk" and
 * "Baek" to "bak".
 *
 * The database folds each person's search text with the same steps (`users.search_text`, a column
 * generated from `foldSql` in server/db/schema/search-text.ts), so the query and the names always
 * fold alike: the steps are written once here, as plain letter tables and replacements that
 * PostgreSQL's translate/replace/regexp_replace do identically, on PGlite and PostgreSQL.
 */

/** [letters, the one letter each becomes]: upper and lower case, so no locale's lower() is needed. */
const LETTER_GROUPS: ReadonlyArray<readonly [string, string]> = [
  ['ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'],
  ['ÆæÄäÀàÁáÂâÃãĀāĄąÅå', 'a'],
  ['ØøÖöÒòÓóÔôÕõŌō', 'o'],
  ['ÉéÈèÊêËëĘęĒēĖė', 'e'],
  ['ÍíÌìÎîÏïĪīİı', 'i'],
  ['ÚúÙùÛûÜüŪū', 'u'],
  ['ÝýŸÿ', 'y'],
  ['ÇçĆćČč', 'c'],
  ['ÑñŃńŇň', 'n'],
  ['ŚśŠšŞş', 's'],
  ['ŹźŻżŽž', 'z'],
  ['Łł', 'l'],
  ['Řř', 'r'],
  ['ĐđĎď', 'd'],
  ['Ťť', 't'],
  ['Ğğ', 'g'],
];

/** PostgreSQL's translate(text, FOLD_FROM, FOLD_TO): letter i of FOLD_FROM becomes letter i of FOLD_TO. */
export const FOLD_FROM = LETTER_GROUPS.map(([from]) => from).join('');
export const FOLD_TO = LETTER_GROUPS.map(([from, to]) =>
  to.length === 1 ? to.repeat(from.length) : to,
).join('');

/** After the letters, in this order: one letter written as two, then the Danish digraphs within a word. */
export const FOLD_REPLACEMENTS: ReadonlyArray<readonly [string, string]> = [['ß', 'ss']];
export const FOLD_DIGRAPHS: ReadonlyArray<readonly [string, string]> = [
  ['aa', 'a'],
  ['ae', 'a'],
  ['oe', 'o'],
];

const LETTER_MAP = new Map([...FOLD_FROM].map((ch, i) => [ch, FOLD_TO[i]!]));

/**
 * Folds a text for searching: the letter table, 'ß' → 'ss', everything but a–z and 0–9 to one
 * space (trimmed), then aa/ae/oe → a/a/o. `foldSql` in the schema does the same in SQL.
 */
export function foldForSearch(text: string): string {
  let folded = '';
  for (const ch of text) folded += LETTER_MAP.get(ch) ?? ch;
  for (const [from, to] of FOLD_REPLACEMENTS) folded = folded.replaceAll(from, to);
  folded = folded.replace(/[^a-z0-9]+/g, ' ').trim();
  for (const [from, to] of FOLD_DIGRAPHS) folded = folded.replaceAll(from, to);
  return folded;
}

/** At most this many words of a query count: more narrow nothing a person would type. */
const MAX_QUERY_WORDS = 8;

/**
 * The words a search asks for, each to match the start of a word of the person's search text.
 * A query of digits (spaces, '+', '-' allowed) is a phone number: one word of its digits, without
 * a leading +45 or 0045, as the club stores eight digits.
 */
export function searchWords(query: string): string[] {
  const q = query.trim();
  if (/^[\d\s+()-]+$/.test(q) && /\d/.test(q)) {
    const digits = q.replace(/^(\+|00)45/, '').replace(/\D/g, '');
    return digits ? [digits] : [];
  }
  return foldForSearch(q).split(' ').filter(Boolean).slice(0, MAX_QUERY_WORDS);
}
