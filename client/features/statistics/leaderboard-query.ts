import { seasonOf } from '@common/domain/attendance';
import { instantToCopenhagen } from '@common/domain/time';

/** The current season and the one before (1 Jan–30 Jun, 1 Jul–31 Dec). */
export function twoSeasons() {
  const now = seasonOf(instantToCopenhagen(new Date()).date);
  const spring = now.from.endsWith('01-01');
  const before = seasonOf(
    spring ? `${Number(now.from.slice(0, 4)) - 1}-12-31` : `${now.from.slice(0, 4)}-06-30`,
  );
  const label = (s: { from: string }) =>
    `${s.from.endsWith('01-01') ? 'Forår' : 'Efterår'} ${s.from.slice(0, 4)}`;
  return [
    { ...now, label: label(now) },
    { ...before, label: label(before) },
  ];
}

/** The leaderboards' read for a team ('' for the club) and a season: its query, also its cache key's. */
export const leaderboardQuery = (team: string, period: { from: string; to: string }) => ({
  ...(team ? { team } : {}),
  from: period.from,
  to: period.to,
});
