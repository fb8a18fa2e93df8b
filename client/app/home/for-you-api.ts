import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { homeEndpoints as api } from '@common/contracts/endpoints/home';
import { matchesEndpoints } from '@common/contracts/endpoints/matches';
import { trainingEndpoints } from '@common/contracts/endpoints/training';
import type { ForYou, ForYouEvent, PromptKey } from '@common/contracts/home';
import { call, queryKeyOf } from '../../lib/api-client';
import { MATCHES_KEY } from '../../features/matches/matches-api';
import { TRAINING_KEY } from '../../features/training/training-api';

export const FOR_YOU_KEY = queryKeyOf(api.forYou);

/**
 * 'Til dig' (decision 075): what needs the signed-in person now. Whatever changes on Hjem (an
 * answer in the availability card or the training tile, a read announcement, a payment) may
 * change it, so it is read again after every change that succeeds while it is shown.
 */
export function useForYou() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success')
          void queryClient.invalidateQueries({ queryKey: FOR_YOU_KEY });
      }),
    [queryClient],
  );
  return useQuery<ForYou | null>({ queryKey: FOR_YOU_KEY });
}

/**
 * Klar / Ikke klar from 'Til dig', through the same answer routes as Kampe and Træning; then
 * 'Til dig' and the area's lists are read again, so the answered event leaves the list.
 */
export function useAnswerForYou() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ event, available }: { event: ForYouEvent; available: boolean }) =>
      event.kind === 'match'
        ? call(matchesEndpoints.setAvailability, { params: { id: event.id }, body: { available } })
        : call(trainingEndpoints.setAvailability, { params: { id: event.id }, body: { available } }),
    // Not awaited: the answer is done; the lists catch up behind it.
    onSuccess: (_, { event }) => {
      void queryClient.invalidateQueries({ queryKey: FOR_YOU_KEY });
      void queryClient.invalidateQueries({ queryKey: event.kind === 'match' ? MATCHES_KEY : TRAINING_KEY });
    },
  });
}

/** 'Skjul' on an advice prompt: hidden on every device from now on. */
export function useDismissPrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: PromptKey) => call(api.dismissPrompt, { params: { key } }),
    onMutate: (key) =>
      queryClient.setQueryData<ForYou | null>(FOR_YOU_KEY, (old) =>
        old ? { ...old, prompts: old.prompts.filter((k) => k !== key) } : old,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FOR_YOU_KEY }),
  });
}
