import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Member, Person, PlayerRequest } from '@common/contracts/people';
import type { Team } from '@common/contracts/teams';
import type { AssignableRole } from './role-options';
import { apiRequest } from '../../lib/api';

export const PLAYERS_KEY = ['/api/admin/players'] as const;
export const MEMBERS_KEY = ['/api/admin/members'] as const;

/** Asked only by those who may manage players: anyone else would get a 403 (issue 10 item 30). */
export const usePlayers = (enabled: boolean) => useQuery<Person[] | null>({ queryKey: PLAYERS_KEY, enabled });
/** Medlemmer refreshes every 10 s, on focus and on mount (part 2 §7). */
export const useMembers = () =>
  useQuery<Member[] | null>({ queryKey: MEMBERS_KEY, refetchInterval: 10_000, refetchOnWindowFocus: true, refetchOnMount: 'always' });
export const useTeamList = () => useQuery<Team[] | null>({ queryKey: ['/api/teams'], staleTime: 5 * 60_000 });

function usePeopleMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PLAYERS_KEY });
      void queryClient.invalidateQueries({ queryKey: MEMBERS_KEY });
    },
  });
}

export const useSavePlayer = () =>
  usePeopleMutation(({ id, body }: { id?: number; body: PlayerRequest }) =>
    id ? apiRequest<Person>('PUT', `/api/admin/players/${id}`, body) : apiRequest<Person>('POST', '/api/admin/players', body),
  );
export const useDeleteUser = () => usePeopleMutation((id: number) => apiRequest('DELETE', `/api/admin/users/${id}`));
export const useDeleteMember = () => usePeopleMutation((id: number) => apiRequest('DELETE', `/api/admin/members/${id}`));
export const useSetRole = () =>
  usePeopleMutation(({ id, role }: { id: number; role: AssignableRole }) => apiRequest('PUT', `/api/admin/members/${id}/role`, { role }));
export const useSetPassword = () =>
  usePeopleMutation(({ id, password }: { id: number; password: string }) =>
    apiRequest('PUT', `/api/admin/members/${id}/password`, { password }),
  );
