import type { StandingRow } from '../statistics';
import type { Conditional } from '../../integrations/dbu/dbu-http';
import type { DbuMatch } from './parse-kampprogram';

/** Which of DBU's two sources a team follows (decision 109): the KlubWeb API or the public team pages. */
export type DbuSourceKind = 'api' | 'web';

/** A team in one DBU pool: the site it is read from (web), DBU's team id and pool id. */
export interface DbuTeamRef {
  /** The site's origin for the web source ('https://www.dbu.dk'); unused by the API. */
  origin: string;
  teamId: string;
  poolId: string;
}

/** What a source remembers between runs for conditional requests, per page. */
export type DbuMemo = Record<string, Conditional>;

export interface DbuTeamData {
  /** 'Herrer S3, Efterår 2026, Pulje 5', when the source names the pool. */
  poolTitle: string | null;
  /** The programme; null when DBU said it had not changed since the last run (304). */
  matches: DbuMatch[] | null;
  /** The league table; null when unchanged. */
  standings: StandingRow[] | null;
  memo: DbuMemo;
}

/** The port both sources implement, like payments, storage and mail. */
export interface DbuSource {
  kind: DbuSourceKind;
  /** One request per page; throws DbuFetchError (Danish) or a parse error. */
  read(ref: DbuTeamRef, memo: DbuMemo, now: Date): Promise<DbuTeamData>;
}
