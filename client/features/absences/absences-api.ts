import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Absence, NewAbsenceRequest } from '@common/contracts/absences';
import { absencesEndpoints as api } from '@common/contracts/endpoints/absences';
import { call, queryKeyOf } from '../../lib/api-client';

export const ABSENCES_KEY = queryKeyOf(api.list);

export function useAbsences(enabled: boolean) {
  return useQuery<Absence[] | null>({ queryKey: ABSENCES_KEY, enabled });
}

/** After an absence changes, every list of answers may have changed too. */
function useAbsenceMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries() });
}

export const useCreateAbsence = () =>
  useAbsenceMutation((body: NewAbsenceRequest) => call(api.create, { body }));
export const useDeleteAbsence = () =>
  useAbsenceMutation((id: number) => call(api.remove, { params: { id } }));
