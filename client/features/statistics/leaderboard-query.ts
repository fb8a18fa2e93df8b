import { recentSeasons, SEASONS_SHOWN } from '@common/domain/attendance';
import { instantToCopenhagen } from '@common/domain/time';

/** The seasons Statistik offers, the current one first (the same list as Fremmøde's). */
export const leaderboardSeasons = () => recentSeasons(instantToCopenhagen(new Date()).date, SEASONS_SHOWN);

/** The leaderboards' read for a team ('' for the club) and a season: its query, also its cache key's. */
export const leaderboardQuery = (team: string, period: { from: string; to: string }) => ({
  ...(team ? { team } : {}),
  from: period.from,
  to: period.to,
});
