import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { AnswerSummary } from '@common/contracts/event-answers';

/** What a list item carries of the answers: the person's own and the counts (decision 078). */
interface Answered {
  id: number;
  myAvailability: boolean | null;
  answers: AnswerSummary;
  availableCount?: number;
  unavailableCount?: number;
}

const isAnswered = (value: unknown): value is Answered =>
  typeof value === 'object' && value !== null && 'myAvailability' in value && 'answers' in value && 'id' in value;

/**
 * The item as it will be once the person's answer is in: their own answer set, the counts moved
 * from the old answer to the new (from 'mangler svar' for a first answer). The server's list
 * replaces it as soon as it comes back.
 */
export function withAnswer<T extends Answered>(item: T, available: boolean): T {
  const before = item.myAvailability;
  if (before === available) return item;
  const a = { ...item.answers };
  if (before === true) a.klar = Math.max(0, a.klar - 1);
  else if (before === false) a.ikkeKlar = Math.max(0, a.ikkeKlar - 1);
  else a.mangler = Math.max(0, a.mangler - 1);
  if (available) a.klar += 1;
  else a.ikkeKlar += 1;
  const next: T = { ...item, myAvailability: available, answers: a };
  if (item.availableCount !== undefined) next.availableCount = a.klar;
  if (item.unavailableCount !== undefined) next.unavailableCount = a.ikkeKlar;
  return next;
}

/** Applies the answer to event `id` wherever it sits in cached data: a list, or pages of lists. */
export function patchCached(data: unknown, id: number, available: boolean): unknown {
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item: unknown) => {
      if (!isAnswered(item) || item.id !== id) return item;
      changed = true;
      return withAnswer(item, available);
    });
    return changed ? next : data;
  }
  if (typeof data === 'object' && data !== null && 'pages' in data && Array.isArray((data as { pages: unknown }).pages)) {
    const paged = data as { pages: unknown[] };
    return { ...paged, pages: paged.pages.map((page) => patchCached(page, id, available)) };
  }
  return data;
}

/**
 * Klar / Ikke klar, the one shape matches and training share: the answer shows at once on every
 * cached list under the area's key (optimistic), goes back if the server refuses, and everything
 * under the key (lists, counts, staff lists) refreshes when it settles. The server decides.
 */
export function useAvailabilityAnswer<Result>(
  send: (id: number, available: boolean, comment?: string) => Promise<Result>,
  areaKey: readonly unknown[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, available, comment }: { id: number; available: boolean; comment?: string }) =>
      send(id, available, comment),
    onMutate: async ({ id, available }) => {
      await queryClient.cancelQueries({ queryKey: areaKey });
      const saved: Array<[QueryKey, unknown]> = queryClient.getQueriesData({ queryKey: areaKey });
      for (const [key, data] of saved) {
        const next = patchCached(data, id, available);
        if (next !== data) queryClient.setQueryData(key, next);
      }
      return { saved };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.saved ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: areaKey }),
  });
}
