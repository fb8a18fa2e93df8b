import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Team } from '@common/contracts/teams';
import {
  TRAINING_PAGE_SIZE,
  type AvailabilityEntry,
  type CreateSeriesRequest,
  type CreateTrainingRequest,
  type NotAnswered,
  type Training,
  type TrainingListItem,
  type UpdateTrainingRequest,
} from '@common/contracts/training';
import { apiRequest } from '../../lib/api';

export const TRAINING_KEY = ['/api/training'] as const;

export function useTrainings() {
  return useQuery<TrainingListItem[] | null>({ queryKey: TRAINING_KEY });
}

/** Where the next page of trainings starts: after this one (by date, then id). */
export interface TrainingCursor {
  date: string;
  id: number;
}

export function trainingPageUrl(after: TrainingCursor | null) {
  return after ? `/api/training?after=${encodeURIComponent(after.date)}&afterId=${after.id}` : '/api/training';
}

/** A full page means there may be more: the next one starts after its last training. */
export function nextTrainingCursor(page: readonly TrainingListItem[]): TrainingCursor | undefined {
  const last = page[page.length - 1];
  return page.length >= TRAINING_PAGE_SIZE && last ? { date: last.date, id: last.id } : undefined;
}

/** Administrer Træninger: the list a page at a time, so a whole season can be reached. */
export function useTrainingPages() {
  return useInfiniteQuery({
    queryKey: [...TRAINING_KEY, 'pages'],
    queryFn: ({ pageParam }) => apiRequest<TrainingListItem[]>('GET', trainingPageUrl(pageParam)),
    initialPageParam: null as TrainingCursor | null,
    getNextPageParam: nextTrainingCursor,
  });
}

export function useTeams() {
  return useQuery<Team[] | null>({ queryKey: ['/api/teams'], staleTime: 5 * 60_000 });
}

export function useAvailabilityList(trainingId: number, enabled: boolean) {
  return useQuery<AvailabilityEntry[] | null>({ queryKey: ['/api/training', trainingId, 'availability'], enabled });
}

export function useNotAnswered(trainingId: number, enabled: boolean) {
  return useQuery<NotAnswered | null>({ queryKey: ['/api/training', trainingId, 'not-answered'], enabled });
}

/** Klar / Ikke klar: updates the list at once, the server decides. */
export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, available }: { id: number; available: boolean }) =>
      apiRequest<{ available: boolean }>('POST', `/api/training/${id}/availability`, { available }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAINING_KEY }),
  });
}

function useTrainingMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAINING_KEY }) });
}

export const useCreateTraining = () =>
  useTrainingMutation((body: CreateTrainingRequest) => apiRequest<Training>('POST', '/api/training', body));

export const useCreateSeries = () =>
  useTrainingMutation((body: CreateSeriesRequest) =>
    apiRequest<{ seriesId: string; count: number }>('POST', '/api/training/series', body),
  );

export const useUpdateTraining = () =>
  useTrainingMutation(({ id, body }: { id: number; body: UpdateTrainingRequest }) =>
    apiRequest<Training>('PUT', `/api/training/${id}`, body),
  );

export const useDeleteTraining = () =>
  useTrainingMutation(({ id, rest }: { id: number; rest: boolean }) =>
    apiRequest<{ deleted: number }>('DELETE', rest ? `/api/training/${id}/series` : `/api/training/${id}`),
  );
