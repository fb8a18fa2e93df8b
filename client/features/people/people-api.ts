import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerRequest } from '@common/contracts/people';
import { membersEndpoints as members } from '@common/contracts/endpoints/members';
import { playersEndpoints as players } from '@common/contracts/endpoints/players';
import type { AssignableRole } from './role-options';
import { call, queryKeyOf } from '../../lib/api-client';

/** Every page of Spillere and Medlemmer sits under these keys (use-people-pages.ts): a change refreshes them all. */
export const PLAYERS_KEY = queryKeyOf(players.list);
export const MEMBERS_KEY = queryKeyOf(members.list);


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
    id ? call(players.update, { params: { id }, body }) : call(players.create, { body }),
  );
export const useDeleteUser = () => usePeopleMutation((id: number) => call(players.removeUser, { params: { id } }));
export const useDeleteMember = () => usePeopleMutation((id: number) => call(members.remove, { params: { id } }));
export const useSetRole = () =>
  usePeopleMutation(({ id, role }: { id: number; role: AssignableRole }) => call(members.setRole, { params: { id }, body: { role } }));
export const useSetPassword = () =>
  usePeopleMutation(({ id, password }: { id: number; password: string }) => call(members.setPassword, { params: { id }, body: { password } }));
