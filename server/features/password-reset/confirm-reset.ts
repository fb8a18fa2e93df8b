import type { PasswordResetConfirm } from '@common/contracts/mail';
import type { AppDeps } from '../../app-deps';
import { invalidInput } from '../../core/domain-error';
import { closeAccountDoors } from '../../core/recovery/account-security';
import { findRecoveryLink, useRecoveryLink } from '../../core/recovery/recovery-links';
import { hashPassword } from '../../core/sessions/password';
import { weakPasswordReason } from '@common/domain/password-rules';
import { peopleRepository } from '../../core/people/people.repository';

export const INVALID_RESET_LINK = 'Linket er ugyldigt eller udløbet. Bed om et nyt.';

/**
 * Sets the new password from a reset link: the app's password rules (D7), the link used once,
 * every session and every other recovery link of the person ended (S3, S20). Returns the user id;
 * the route signs them in here.
 */
export async function confirmReset(
  deps: Pick<AppDeps, 'db' | 'sessions' | 'now'>,
  input: PasswordResetConfirm,
): Promise<number> {
  const person = await findRecoveryLink(deps, input.token, 'password_reset');
  if (!person) throw invalidInput(INVALID_RESET_LINK, { token: INVALID_RESET_LINK });
  const weak = weakPasswordReason(input.password, person);
  if (weak) throw invalidInput(weak, { password: weak });
  const passwordHash = await hashPassword(input.password);
  const used = await useRecoveryLink(deps, input.token, 'password_reset');
  if (!used) throw invalidInput(INVALID_RESET_LINK, { token: INVALID_RESET_LINK });
  await peopleRepository(deps.db).update(used.userId, { passwordHash });
  await closeAccountDoors(deps, used.userId, { event: 'password_reset', sessions: 'all' });
  return used.userId;
}
