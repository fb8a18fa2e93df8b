import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@common/contracts/user';
import type { ChangePasswordRequest, NotificationSettings, UpdateProfileRequest } from '@common/contracts/profile';
import { apiRequest } from '../../lib/api';
import { USER_QUERY_KEY } from '../../lib/session';

function useUserMutation<TInput>(fn: (input: TInput) => Promise<User>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      void queryClient.invalidateQueries({ queryKey: ['/api/payment-methods'] });
    },
  });
}

export const useUpdateProfile = () => useUserMutation((body: UpdateProfileRequest) => apiRequest<User>('PUT', '/api/user/profile', body));
export const useSetProfileImage = () =>
  useUserMutation((profileImageUrl: string) => apiRequest<User>('PUT', '/api/user/profile-image', { profileImageUrl }));
export const useSetNotifications = () =>
  useUserMutation((body: NotificationSettings) => apiRequest<User>('PUT', '/api/user/notifications', body));

export const useChangePassword = () =>
  useMutation({ mutationFn: (body: ChangePasswordRequest) => apiRequest<{ message: string }>('PUT', '/api/user/change-password', body) });

export const deleteOwnAccount = (password: string) => apiRequest('DELETE', '/api/user', { password });

/** Downloads GET /api/user/export as a JSON file. */
export async function downloadOwnData() {
  const data = await apiRequest<unknown>('GET', '/api/user/export');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `mine-data-${new Date().toISOString().slice(0, 10)}.json`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
