import { useQuery, type QueryClient } from '@tanstack/react-query';
import { teamsEndpoints } from '@common/contracts/endpoints/teams';
import type { Team } from '@common/contracts/teams';
import { queryKeyOf } from '../../lib/api-client';
import { TEAMS_KEY } from '../../lib/reads/teams';

export const ADMIN_TEAMS_KEY = queryKeyOf(teamsEndpoints.adminList);

/** Every team, archived ones too (Administrer hold). */
export function useAllTeams() {
  return useQuery<Team[] | null>({ queryKey: ADMIN_TEAMS_KEY });
}

/** After a write: the admin's list and every screen's list of active teams. */
export async function invalidateTeams(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_TEAMS_KEY }),
    queryClient.invalidateQueries({ queryKey: TEAMS_KEY }),
  ]);
}
