import { adminPasswordRequest } from '@common/contracts/people';
import { newPasswordRule } from '@common/contracts/password-rule';
import type { PasswordOwner } from '@common/domain/password-rules';

/** Medlemmer › 'Skift adgangskode' for one member: the D7 rule with the member's own names. */
export const memberPasswordForm = (member: PasswordOwner | null) =>
  adminPasswordRequest.superRefine(newPasswordRule('password', () => member ?? {}));
