import { changePasswordForm } from '@common/contracts/profile';
import { newPasswordRule } from '@common/contracts/password-rule';
import type { PasswordOwner } from '@common/domain/password-rules';

/** Profil › Sikkerhed's form for the signed-in person: the D7 rule with their own names. */
export const changePasswordFormFor = (owner: PasswordOwner | null) =>
  changePasswordForm.superRefine(newPasswordRule('newPassword', () => owner ?? {}));
