import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Klar / Ikke klar, the one shape matches and training share: send the answer, then refresh
 * everything under the area's key (its lists, counts and staff lists). The server decides.
 */
export function useAvailabilityAnswer<Result>(
  send: (id: number, available: boolean, comment?: string) => Promise<Result>,
  areaKey: readonly unknown[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, available, comment }: { id: number; available: boolean; comment?: string }) =>
      send(id, available, comment),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKey }),
  });
}
