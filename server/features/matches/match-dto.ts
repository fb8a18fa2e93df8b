import type { Match, MatchStatus } from '@common/contracts/matches';
import type { MatchListRow } from './matches.repository';

export function toMatchDto(row: MatchListRow): Match {
  return {
    ...row,
    date: row.date.toISOString(),
    status: row.status as MatchStatus,
    myAvailability: row.myAvailability ?? null,
  };
}
