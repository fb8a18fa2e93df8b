import { useQueryClient } from '@tanstack/react-query';
import { PAYMENT_KEYS } from './payments-api';

/** Refetches everything money touches (user, payments, subscriptions, cards). */
export function useRefreshPayments() {
  const queryClient = useQueryClient();
  return () => Promise.all(PAYMENT_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })));
}
