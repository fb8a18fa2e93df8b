import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@common/contracts/user';
import type { ChangePasswordRequest, NotificationSettings, UpdateProfileRequest } from '@common/contracts/profile';
import { paymentsEndpoints } from '@common/contracts/endpoints/payments';
import { profileEndpoints as api } from '@common/contracts/endpoints/profile';
import { call, queryKeyOf } from '../../lib/api-client';
import { USER_QUERY_KEY } from '../../lib/session';

function useUserMutation<TInput>(fn: (input: TInput) => Promise<User>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(paymentsEndpoints.cards) });
    },
  });
}

export const useUpdateProfile = () => useUserMutation((body: UpdateProfileRequest) => call(api.update, { body }));
export const useSetProfileImage = () => useUserMutation((profileImageUrl: string) => call(api.setImage, { body: { profileImageUrl } }));
export const useSetNotifications = () => useUserMutation((body: NotificationSettings) => call(api.setNotifications, { body }));

export const useChangePassword = () => useMutation({ mutationFn: (body: ChangePasswordRequest) => call(api.changePassword, { body }) });

export const deleteOwnAccount = (password: string) => call(api.deleteAccount, { body: { password } });

/** A link to the address in use, for one staff typed and the person has not confirmed (S20). */
export const useRequestEmailConfirmation = () => useMutation({ mutationFn: () => call(api.requestEmailConfirmation) });

/** "Log ud overalt": every session of the person ends, this one too, and every recovery link (S20). */
export const logoutEverywhere = () => call(api.logoutEverywhere);

/** Downloads GET /api/user/export as a JSON file. */
export async function downloadOwnData() {
  const data = await call(api.exportData);
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `mine-data-${new Date().toISOString().slice(0, 10)}.json`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
