import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPayment, CreateKontingentRequest, CreateMembershipRequest, KontingentUser } from '@common/contracts/payments';
import { kontingentEndpoints as api } from '@common/contracts/endpoints/kontingent';
import { call, queryKeyOf } from '../../../lib/api-client';

const USERS_KEY = queryKeyOf(api.users);
const ALL_PAYMENTS_KEY = queryKeyOf(api.allPayments);

export const useKontingentUsers = () => useQuery<KontingentUser[]>({ queryKey: USERS_KEY });
export const useAllPayments = () => useQuery<AdminPayment[]>({ queryKey: ALL_PAYMENTS_KEY });

export const kontingentApi = {
  createKontingent: (body: CreateKontingentRequest) => call(api.createKontingent, { body }),
  createMembership: (body: CreateMembershipRequest) => call(api.createMembership, { body }),
  removeMembership: (userIds: number[]) => call(api.removeMembership, { body: { userIds } }),
  deletePayment: (id: number) => call(api.removePayment, { params: { id } }),
};

export function useRefreshKontingent() {
  const queryClient = useQueryClient();
  return () => Promise.all([USERS_KEY, ALL_PAYMENTS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
