import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { personalInvitationsEndpoints as api } from '@common/contracts/endpoints/invitations';
import { membersEndpoints } from '@common/contracts/endpoints/members';
import { playersEndpoints } from '@common/contracts/endpoints/players';
import { call, queryKeyOf } from '../../lib/api-client';

const summaryKey = (team: string) => queryKeyOf(api.teamSummary, { params: { code: team } });

/** After a send or a withdrawal the lists' statuses and the team's count change. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeyOf(playersEndpoints.list) });
    void queryClient.invalidateQueries({ queryKey: queryKeyOf(membersEndpoints.list) });
    void queryClient.invalidateQueries({
      queryKey: queryKeyOf(api.teamSummary, { params: { code: '' } }).slice(0, 1),
    });
  };
}

/** Send the personal invitation to one person (first time or again: their new link ends the old one). */
export function useSendInvitation() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (userId: number) => call(api.resend, { params: { userId } }),
    onSuccess: refresh,
  });
}

/** Send to everyone on a team who has not joined (the coach's 'Påmind dem'). */
export function useInviteTeam() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (team: string) => call(api.send, { body: { team } }),
    onSuccess: refresh,
  });
}

export function useWithdrawInvitation() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (userId: number) => call(api.withdraw, { params: { userId } }),
    onSuccess: refresh,
  });
}

/** "7 af 22 har ikke oprettet sig endnu" for a team. */
export function useTeamJoinSummary(team: string | null | undefined) {
  return useQuery({
    queryKey: summaryKey(team ?? ''),
    queryFn: () => call(api.teamSummary, { params: { code: team! } }),
    enabled: Boolean(team),
  });
}
