import type { QueryClient } from '@tanstack/react-query';
import type { PlayerStats } from '@common/contracts/player-stats';
import type { LeagueTable } from '@common/contracts/statistics';
import { playerStatsEndpoints } from '@common/contracts/endpoints/player-stats';
import { statisticsEndpoints } from '@common/contracts/endpoints/statistics';
import { urlOf } from '../../lib/api-client';
import { leaderboardQuery, leaderboardSeasons } from './leaderboard-query';
import { saveTables } from './league-tables-store';
import { onlineTables, TABLES_KEY } from './statistics-keys';

/**
 * The reads Stilling needs to be drawn on the server (decision 092), beyond Hjem's start answer:
 * the league tables, and the leaderboards' first view (the club, this season), each put where
 * the screen reads it. A person who may see more (the admin's update log) gets the plain page.
 */
export function statisticsDrawnReads(queryClient: QueryClient) {
  const query = leaderboardQuery('', leaderboardSeasons()[0]!);
  return [
    {
      url: urlOf(statisticsEndpoints.tables),
      put: (answer: unknown) => {
        queryClient.setQueryData(TABLES_KEY, onlineTables(answer as LeagueTable[]));
        // Kept for offline use as the screen's own read keeps them (nothing to keep on the server).
        saveTables(answer as LeagueTable[]);
      },
    },
    {
      url: urlOf(playerStatsEndpoints.players, { query }),
      put: (answer: unknown) =>
        queryClient.setQueryData([playerStatsEndpoints.players.path, query], answer as PlayerStats),
    },
  ];
}
