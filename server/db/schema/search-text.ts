import { sql, type SQL } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';
import { FOLD_DIGRAPHS, FOLD_FROM, FOLD_REPLACEMENTS, FOLD_TO } from '@common/domain/search-fold';

/** A constant as an SQL string literal (the tables hold no quote, but never trust that silently). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * `foldForSearch` (common/domain/search-fold.ts) written in SQL, step for step: the letter table
 * through translate, the replacements, every run of other characters to one space, trimmed, then
 * the digraphs. Only immutable functions, so a generated column may use it, on PGlite and
 * PostgreSQL alike; no extension (unaccent, pg_trgm) is needed (decision 103).
 */
export function foldSql(text: string): string {
  let folded = `translate(${text}, ${literal(FOLD_FROM)}, ${literal(FOLD_TO)})`;
  for (const [from, to] of FOLD_REPLACEMENTS) folded = `replace(${folded}, ${literal(from)}, ${literal(to)})`;
  folded = `btrim(regexp_replace(${folded}, '[^a-z0-9]+', ' ', 'g'))`;
  for (const [from, to] of FOLD_DIGRAPHS) folded = `replace(${folded}, ${literal(from)}, ${literal(to)})`;
  return folded;
}

const digits = (column: string) => `regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;

/**
 * What a person is found by: first and last name, username, e-mail, position, member number
 * ('RU-0042', also as '42'), and the phone's digits. Columns by their bare names: it is the
 * expression of `users.search_text`.
 */
export const personSearchText: SQL = sql.raw(
  foldSql(
    [
      'first_name',
      'last_name',
      'username',
      `coalesce(email, '')`,
      `coalesce(position, '')`,
      'member_number',
      `ltrim(${digits('member_number')}, '0')`,
      digits('phone_number'),
    ].join(` || ' ' || `),
  ),
);

/** The search index's document: a person's search text as 'simple' words, for prefix queries. */
export const searchVector = (text: SQL): SQL => sql`to_tsvector('simple', ${text})`;

/** PostgreSQL's tsvector, read as its text form (never selected by the app). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** [letters, the character each sorts as]: Danish order puts æ (ä), ø (ö) and å after z. */
const SORT_GROUPS: ReadonlyArray<readonly [string, string]> = [
  ['ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'],
  ['ÆæÄä', '{'],
  ['ØøÖö', '|'],
  ['Åå', '}'],
  ['Üü', 'y'],
  ['ÉéÈèÊêËë', 'e'],
  ['ÁáÀàÂâÃã', 'a'],
  ['ÍíÌìÎîÏï', 'i'],
  ['ÓóÒòÔôÕõ', 'o'],
  ['ÚúÙùÛû', 'u'],
  ['Ññ', 'n'],
  ['Çç', 'c'],
];
const SORT_FROM = SORT_GROUPS.map(([from]) => from).join('');
const SORT_TO = SORT_GROUPS.map(([from, to]) => (to.length === 1 ? to.repeat(from.length) : to)).join('');

/**
 * A text's key for sorting in Danish alphabetical order without ICU (PGlite has none): any case
 * alike, æ ø å after z, accents with their letter; compared byte for byte (`collate "C"`), so a
 * PostgreSQL whose locale ignores punctuation sorts the same.
 */
export const danishSortKey = (text: SQL): SQL =>
  sql`(translate(${text}, ${sql.raw(literal(SORT_FROM))}, ${sql.raw(literal(SORT_TO))}) collate "C")`;
