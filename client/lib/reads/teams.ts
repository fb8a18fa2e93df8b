import { useQuery } from '@tanstack/react-query';
import type { Team } from '@common/contracts/teams';
import { teamsEndpoints } from '@common/contracts/endpoints/teams';
import { queryKeyOf } from '../api-client';

export const TEAMS_KEY = queryKeyOf(teamsEndpoints.list);

/** The club's teams, read by many screens: one query, kept 5 minutes (teams change rarely). */
export function useTeams(options: { enabled?: boolean } = {}) {
  return useQuery<Team[] | null>({
    queryKey: TEAMS_KEY,
    staleTime: 5 * 60_000,
    enabled: options.enabled ?? true,
  });
}
