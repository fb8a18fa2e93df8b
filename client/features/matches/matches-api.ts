import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { matchesEndpoints as api } from '@common/contracts/endpoints/matches';
import { teamsEndpoints } from '@common/contracts/endpoints/teams';
import { PAST_PAGE_SIZE, UPCOMING_PAGE_SIZE } from '@common/contracts/plain-values';
import type {
  AvailabilityEntry,
  Match,
  NewMatch,
  UnansweredPerson,
  UpdateMatchRequest,
} from '@common/contracts/matches';
import { call, queryKeyOf, upload } from '../../lib/api-client';
import { useAvailabilityAnswer } from '../../lib/availability-answer';
import { TEAMS_KEY } from '../../lib/reads/teams';

export const MATCHES_KEY = queryKeyOf(api.list, { query: {} });

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
    queryKey: [...MATCHES_KEY, 'older', oldest?.date, oldest?.id],
    queryFn: ({ pageParam }) => call(api.list, { query: { before: pageParam.date, beforeId: pageParam.id } }),
    initialPageParam: oldest ?? { date: '', id: 0 },
    getNextPageParam: (last: Match[]): MatchCursor | undefined =>
      last.length === PAST_PAGE_SIZE && last[0] ? { date: last[0].date, id: last[0].id } : undefined,
    enabled: enabled && oldest !== undefined,
  });
}

/** Kommende, later: pages of matches after the last one loaded (on request only). */
export function useLaterMatches(latest: MatchCursor | undefined, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...MATCHES_KEY, 'later', latest?.date, latest?.id],
    queryFn: ({ pageParam }) => call(api.list, { query: { after: pageParam.date, afterId: pageParam.id } }),
    initialPageParam: latest ?? { date: '', id: 0 },
    getNextPageParam: (last: Match[]): MatchCursor | undefined => {
      const end = last[last.length - 1];
      return last.length === UPCOMING_PAGE_SIZE && end ? { date: end.date, id: end.id } : undefined;
    },
    enabled: enabled && latest !== undefined,
  });
}

export function useAvailabilityList(matchId: number, enabled: boolean) {
  return useQuery<AvailabilityEntry[] | null>({
    queryKey: queryKeyOf(api.availability, { params: { id: matchId } }),
    enabled,
  });
}

export function useUnanswered(matchId: number, enabled: boolean) {
  return useQuery<UnansweredPerson[] | null>({
    queryKey: queryKeyOf(api.unanswered, { params: { id: matchId } }),
    enabled,
  });
}

function useMatchesMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MATCHES_KEY }),
  });
}

export const useUpdateMatch = () =>
  useMatchesMutation(({ id, body }: { id: number; body: UpdateMatchRequest }) =>
    call(api.updateResult, { params: { id }, body }),
  );

/** Klar / Ikke klar; the list and the staff lists refresh. */
export const useSetMatchAvailability = () =>
  useAvailabilityAnswer(
    (id, available, comment) => call(api.setAvailability, { params: { id }, body: { available, comment } }),
    MATCHES_KEY,
  );

export const useCreateMatches = () =>
  useMatchesMutation((matches: NewMatch[]) => call(api.createMany, { body: { matches } }));

export const useUploadSchedule = () =>
  useMatchesMutation((form: FormData) => upload(api.importSchedule, form));

export function useUpdateDbuName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, dbuName }: { code: string; dbuName: string }) =>
      call(teamsEndpoints.update, { params: { code }, body: { dbuName } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAMS_KEY }),
  });
}
