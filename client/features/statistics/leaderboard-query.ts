import { queryOptions } from '@tanstack/react-query';
import { playerStatsEndpoints as api } from '@common/contracts/endpoints/player-stats';
import { recentSeasons, SEASONS_SHOWN } from '@common/domain/attendance';
import { instantToCopenhagen } from '@common/domain/time';
import { call, queryKeyOf } from '../../lib/api-client';

/** The seasons Statistik offers, the current one first (the same list as Fremmøde's). */
export const leaderboardSeasons = () => recentSeasons(instantToCopenhagen(new Date()).date, SEASONS_SHOWN);

/** The leaderboards' read for a team ('' for the club) and a season; the first view is the club's, this season. */
export const leaderboardsQuery = (team = '', period = leaderboardSeasons()[0]!) => {
  const query = { ...(team ? { team } : {}), from: period.from, to: period.to };
  return queryOptions({
    queryKey: queryKeyOf(api.players, { query }),
    queryFn: ({ signal }) => call(api.players, { query, signal }),
  });
};
