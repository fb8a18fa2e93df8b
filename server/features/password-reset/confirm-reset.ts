import type { PasswordResetConfirm } from '@common/contracts/mail';
import type { AppDeps } from '../../app-deps';
import { invalidInput } from '../../core/domain-error';
import { hashPassword } from '../../core/sessions/password';
import { weakPasswordReason } from '../../core/sessions/password-rules';
import { hashToken } from '../../lib/tokens';
import { passwordResetRepository } from './password-reset.repository';

export const INVALID_RESET_LINK = 'Linket er ugyldigt eller udløbet. Bed om et nyt.';

/**
 * Sets the new password from a reset link: the app's password rules (D7), the link used once,
 * every session of the person ended (S3). Returns the user id; the route signs them in here.
 */
export async function confirmReset(
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: PasswordResetConfirm,
): Promise<number> {
  const repo = passwordResetRepository(deps.db);
  const tokenHash = hashToken(input.token);
  const person = await repo.findLive(tokenHash, deps.now());
  if (!person) throw invalidInput(INVALID_RESET_LINK, { token: INVALID_RESET_LINK });
  const weak = weakPasswordReason(input.password, [
    person.username,
    person.firstName,
    person.lastName,
    person.email.split('@')[0],
  ]);
  if (weak) throw invalidInput(weak, { password: weak });
  const userId = await repo.complete(tokenHash, await hashPassword(input.password), deps.now());
  if (userId === undefined) throw invalidInput(INVALID_RESET_LINK, { token: INVALID_RESET_LINK });
  return userId;
}
