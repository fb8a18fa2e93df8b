import type { Match, MatchStatus } from '@common/contracts/matches';
import type { MatchListRow } from './matches.repository';

export function toMatchDto({ squadStatus, mySelection, ...row }: MatchListRow): Match {
  return {
    ...row,
    // Nothing of a draft squad shows; in a published one, the viewer's place or 'none'.
    mySquad: squadStatus === 'published' ? ((mySelection as Match['mySquad']) ?? 'none') : null,
    date: row.date.toISOString(),
    status: row.status as MatchStatus,
    myAvailability: row.myAvailability ?? null,
  };
}
