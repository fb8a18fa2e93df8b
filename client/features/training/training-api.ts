import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trainingEndpoints as api } from '@common/contracts/endpoints/training';
import { TRAINING_PAGE_SIZE } from '@common/contracts/plain-values';
import type {
  AvailabilityEntry,
  CreateSeriesRequest,
  CreateTrainingRequest,
  NotAnswered,
  TrainingListItem,
  TrainingListQuery,
  UpdateTrainingRequest,
} from '@common/contracts/training';
import { call, queryKeyOf } from '../../lib/api-client';
import { useAvailabilityAnswer } from '../../lib/availability-answer';

export const TRAINING_KEY = queryKeyOf(api.list, { query: {} });

export function useTrainings() {
  return useQuery<TrainingListItem[] | null>({ queryKey: TRAINING_KEY });
}

/** Where the next page of trainings starts: after this one (by date, then id). */
export interface TrainingCursor {
  date: string;
  id: number;
}

/** The list's query for the page after that training; none: the first page. */
export function trainingPageQuery(after: TrainingCursor | null): TrainingListQuery {
  return after ? { after: after.date, afterId: after.id } : {};
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
    queryFn: ({ pageParam }) => call(api.list, { query: trainingPageQuery(pageParam) }),
    initialPageParam: null as TrainingCursor | null,
    getNextPageParam: nextTrainingCursor,
  });
}

export function useAvailabilityList(trainingId: number, enabled: boolean) {
  return useQuery<AvailabilityEntry[] | null>({
    queryKey: queryKeyOf(api.availability, { params: { id: trainingId } }),
    enabled,
  });
}

export function useNotAnswered(trainingId: number, enabled: boolean) {
  return useQuery<NotAnswered | null>({
    queryKey: queryKeyOf(api.notAnswered, { params: { id: trainingId } }),
    enabled,
  });
}

/** Klar / Ikke klar: the lists and counts refresh, the server decides. */
export const useSetAvailability = () =>
  useAvailabilityAnswer(
    (id, available, comment) => call(api.setAvailability, { params: { id }, body: { available, comment } }),
    TRAINING_KEY,
  );

function useTrainingMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAINING_KEY }),
  });
}

export const useCreateTraining = () =>
  useTrainingMutation((body: CreateTrainingRequest) => call(api.create, { body }));

export const useCreateSeries = () =>
  useTrainingMutation((body: CreateSeriesRequest) => call(api.createSeries, { body }));

export const useUpdateTraining = () =>
  useTrainingMutation(({ id, body }: { id: number; body: UpdateTrainingRequest }) =>
    call(api.update, { params: { id }, body }),
  );

export const useDeleteTraining = () =>
  useTrainingMutation(({ id, rest }: { id: number; rest: boolean }) =>
    call(rest ? api.removeRestOfSeries : api.remove, { params: { id } }),
  );
