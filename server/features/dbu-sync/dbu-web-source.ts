import type { DbuHttp } from '../../integrations/dbu/dbu-http';
import { DbuParseError, parseDbuStandings } from '../statistics';
import type { DbuMemo, DbuSource, DbuTeamRef } from './dbu-source';
import { parseKampprogram } from './parse-kampprogram';

export const teamPageUrl = (ref: DbuTeamRef, page: 'stilling' | 'kampprogram') =>
  `${ref.origin}/resultater/hold/${ref.teamId}_${ref.poolId}/${page}`;

/**
 * The team's public pages on dbu.dk (or a regional union's site): Stilling through the same
 * parser as a pasted table (one parser for both), Kampprogram through its own.
 */
export function dbuWebSource(http: DbuHttp): DbuSource {
  return {
    kind: 'web',
    async read(ref, memo, now) {
      const next: DbuMemo = { ...memo };
      const standingsUrl = teamPageUrl(ref, 'stilling');
      const programmeUrl = teamPageUrl(ref, 'kampprogram');
      const standingsPage = await http.get(standingsUrl, memo.stilling);
      const programmePage = await http.get(programmeUrl, memo.kampprogram);
      let poolTitle: string | null = null;
      let standings = null;
      if (standingsPage.status === 'ok') {
        try {
          const parsed = parseDbuStandings(standingsPage.body);
          poolTitle = parsed.league;
          standings = parsed.rows;
        } catch (error) {
          // A pool whose season has not started shows no table yet: the programme still counts.
          if (!(error instanceof DbuParseError)) throw error;
          standings = [];
        }
        next.stilling = { etag: standingsPage.etag, lastModified: standingsPage.lastModified };
      }
      let matches = null;
      if (programmePage.status === 'ok') {
        matches = parseKampprogram(programmePage.body, now);
        next.kampprogram = { etag: programmePage.etag, lastModified: programmePage.lastModified };
      }
      return { poolTitle, matches, standings, memo: next };
    },
  };
}
