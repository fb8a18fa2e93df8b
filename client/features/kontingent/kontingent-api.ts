import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPayment, KontingentUser } from '@common/contracts/payments';
import { apiRequest } from '../../lib/api';

export const useKontingentUsers = () => useQuery<KontingentUser[]>({ queryKey: ['/api/users'] });
export const useAllPayments = () => useQuery<AdminPayment[]>({ queryKey: ['/api/payments/all'] });

type CountAnswer = { count: number; message: string };

export const kontingentApi = {
  createKontingent: (body: { amount: number; description: string; dueDate: string; userIds: number[] }) =>
    apiRequest<CountAnswer>('POST', '/api/admin/create-kontingent', body),
  createMembership: (body: { membershipType: string; duration: number; userIds: number[] }) =>
    apiRequest<CountAnswer>('POST', '/api/admin/create-membership', body),
  removeMembership: (userIds: number[]) => apiRequest<CountAnswer>('POST', '/api/admin/remove-membership', { userIds }),
  deletePayment: (id: number) => apiRequest('DELETE', `/api/admin/payments/${id}`),
};

export function useRefreshKontingent() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['/api/users'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/payments/all'] }),
    ]);
}
