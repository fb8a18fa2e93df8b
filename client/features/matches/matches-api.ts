import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PAST_PAGE_SIZE,
  UPCOMING_PAGE_SIZE,
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

/** Where a page of matches starts: the (date, id) of the match next to it (keyset paging). */
export interface MatchCursor {
  date: string;
  id: number;
}

/** Afsluttede, older: pages of matches before the oldest one shown (on request only). */
export function useOlderMatches(oldest: MatchCursor | undefined, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['/api/matches', 'older', oldest?.date, oldest?.id],
    queryFn: ({ pageParam }) =>
      apiRequest<Match[]>('GET', `/api/matches?before=${encodeURIComponent(pageParam.date)}&beforeId=${pageParam.id}`),
    initialPageParam: oldest ?? { date: '', id: 0 },
    getNextPageParam: (last: Match[]): MatchCursor | undefined =>
      last.length === PAST_PAGE_SIZE && last[0] ? { date: last[0].date, id: last[0].id } : undefined,
    enabled: enabled && oldest !== undefined,
  });
}

/** Kommende, later: pages of matches after the last one loaded (on request only). */
export function useLaterMatches(latest: MatchCursor | undefined, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['/api/matches', 'later', latest?.date, latest?.id],
    queryFn: ({ pageParam }) =>
      apiRequest<Match[]>('GET', `/api/matches?after=${encodeURIComponent(pageParam.date)}&afterId=${pageParam.id}`),
    initialPageParam: latest ?? { date: '', id: 0 },
    getNextPageParam: (last: Match[]): MatchCursor | undefined => {
      const end = last[last.length - 1];
      return last.length === UPCOMING_PAGE_SIZE && end ? { date: end.date, id: end.id } : undefined;
    },
    enabled: enabled && latest !== undefined,
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
