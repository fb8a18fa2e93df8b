import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { absencesEndpoints } from '@common/contracts/endpoints/absences';
import { matchesEndpoints as api } from '@common/contracts/endpoints/matches';
import { teamsEndpoints } from '@common/contracts/endpoints/teams';
import { TEAMS_KEY } from '../../lib/reads/teams';
import { instantToCopenhagen } from '@common/domain/time';
import { playersEndpoints } from '@common/contracts/endpoints/players';
import type { Person } from '@common/contracts/people';
import { ANY_TEAM, PEOPLE_PAGE_MAX } from '@common/contracts/people-list-values';
import type { Squad, UpdateSquadRequest } from '@common/contracts/squads';
import { call, queryKeyOf } from '../../lib/api-client';
import { MATCHES_KEY } from './matches-api';

export const squadKey = (id: number) => queryKeyOf(api.squad, { params: { id } });

/** GET /api/matches/{id}/squad: a player gets 404 while it is a draft (no retries then). */
export function useSquad(id: number) {
  return useQuery<Squad | null>({ queryKey: squadKey(id), retry: false });
}

/** Every player in the club (coach, board, admin): for borrowing one from another team. */
export function useClubPlayers(enabled: boolean) {
  // Those with a team, at most a pick list's worth (decision 103): whom one can borrow.
  const query = { team: ANY_TEAM, limit: PEOPLE_PAGE_MAX };
  return useQuery<Person[] | null>({
    queryKey: [...queryKeyOf(playersEndpoints.list), 'pages', query],
    queryFn: async ({ signal }) => (await call(playersEndpoints.list, { query, signal })).items,
    enabled,
    staleTime: 60_000,
  });
}

export function useSaveSquad(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSquadRequest) => call(api.updateSquad, { params: { id }, body }),
    onSuccess: (squad) => {
      queryClient.setQueryData(squadKey(id), squad);
      void queryClient.invalidateQueries({ queryKey: MATCHES_KEY });
    },
  });
}

/** Decision 071: a coach registers an open-ended injury for a player from today; the picker refreshes. */
export function useReportInjury(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      call(absencesEndpoints.create, {
        body: { kind: 'injury', from: instantToCopenhagen(new Date()).date, userId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: squadKey(matchId) }),
  });
}

/** The team's squad size (coach, admin): the squad and the teams list refresh. */
export function useSetSquadSize(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, squadSize }: { code: string; squadSize: number | null }) =>
      call(teamsEndpoints.setSquadSize, { params: { code }, body: { squadSize } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: squadKey(matchId) });
      void queryClient.invalidateQueries({ queryKey: TEAMS_KEY });
    },
  });
}
