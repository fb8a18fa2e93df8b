import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PAST_PAGE_SIZE,
  type AvailabilityEntry,
  type Match,
  type NewMatch,
  type ScheduleImportResult,
  type UnansweredPerson,
  type UpdateMatchRequest,
} from '@common/contracts/matches';
import type { Team } from '@common/contracts/teams';
import { apiRequest, apiUpload } from '../../lib/api';

export const MATCHES_KEY = ['/api/matches'] as const;

/** GET /api/matches: refetch on focus, 2 retries (part 1 §7, §9). */
export function useMatches() {
  return useQuery<Match[] | null>({ queryKey: MATCHES_KEY, retry: 2, refetchOnWindowFocus: true });
}

/** Afsluttede, older: pages of played matches before the oldest one shown (on request only). */
export function useOlderMatches(oldest: string | undefined, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['/api/matches', 'older', oldest],
    queryFn: ({ pageParam }) => apiRequest<Match[]>('GET', `/api/matches?before=${encodeURIComponent(pageParam)}`),
    initialPageParam: oldest ?? '',
    getNextPageParam: (last: Match[]) => (last.length === PAST_PAGE_SIZE ? last[0]?.date : undefined),
    enabled: enabled && oldest !== undefined,
  });
}

export function useTeams() {
  return useQuery<Team[] | null>({ queryKey: ['/api/teams'], staleTime: 5 * 60_000 });
}

export function useAvailabilityList(matchId: number | undefined, enabled: boolean) {
  return useQuery<AvailabilityEntry[] | null>({ queryKey: ['/api/matches', matchId, 'availability'], enabled: enabled && matchId !== undefined });
}

export function useUnanswered(matchId: number | undefined, enabled: boolean) {
  return useQuery<UnansweredPerson[] | null>({ queryKey: ['/api/matches', matchId, 'unanswered'], enabled: enabled && matchId !== undefined });
}

function useMatchesMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: MATCHES_KEY }) });
}

export const useUpdateMatch = () =>
  useMatchesMutation(({ id, body }: { id: number; body: UpdateMatchRequest }) => apiRequest<Match>('PATCH', `/api/matches/${id}`, body));

/** Klar / Ikke klar; the list and the staff lists refresh. */
export const useSetMatchAvailability = () =>
  useMatchesMutation(({ id, available }: { id: number; available: boolean }) =>
    apiRequest<{ available: boolean }>('POST', `/api/matches/${id}/availability`, { available }),
  );

export const useCreateMatches = () =>
  useMatchesMutation((matches: NewMatch[]) => apiRequest<{ count: number }>('POST', '/api/matches/bulk', { matches }));

export const useUploadSchedule = () =>
  useMatchesMutation((form: FormData) => apiUpload<ScheduleImportResult>('/api/matches/upload-csv', form));

export function useUpdateDbuName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, dbuName }: { code: string; dbuName: string }) => apiRequest<Team>('PUT', `/api/admin/teams/${code}`, { dbuName }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/teams'] }),
  });
}
