/** What the statistics area offers other areas (the DBU sync reads pages with the paste's parser). Everything else is internal. */
export { DbuParseError, parseDbuStandings, type StandingRow } from './parse-dbu-standings';
export { tableRowOf } from './dbu-standing';
export { splitRows } from './dbu-columns';
export { cellsOf, clean, flatText, parseHtml } from './dbu-html';
export type { NewStatRow } from './statistics.repository';
