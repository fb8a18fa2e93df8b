import { z } from 'zod';
import { passwordResetConfirm } from '@common/contracts/mail';
import { newPasswordRule } from '@common/contracts/password-rule';

/**
 * Vælg ny adgangskode: the new password twice, with the rule every password form checks (D7).
 * The page knows only the link, not whose it is: the server adds the person's names and its
 * message comes back under the same field.
 */
export const resetPasswordForm = z
  .object({ password: passwordResetConfirm.shape.password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Adgangskoderne matcher ikke',
    path: ['confirmPassword'],
  })
  .superRefine(newPasswordRule('password'));
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;
