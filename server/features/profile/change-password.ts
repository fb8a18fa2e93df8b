import type { ChangePasswordRequest } from '@common/contracts/profile';
import { invalidInput } from '../../core/domain-error';
import type { AppDeps } from '../../app-deps';
import { hashPassword, verifyPassword } from '../../core/sessions/password';
import { weakPasswordReason } from '@common/domain/password-rules';
import { peopleRepository } from '../../core/people/people.repository';
import { closeAccountDoors } from '../../core/recovery/account-security';

/**
 * PUT /api/user/change-password: the current password must be right; the new one follows D7.
 * Every other session of the person ends (S3) and every open recovery link (S20); the one making
 * the change stays signed in.
 */
export async function changePassword(
  deps: Pick<AppDeps, 'db' | 'users' | 'sessions' | 'now'>,
  userId: number,
  sessionId: string,
  input: ChangePasswordRequest,
) {
  const user = await deps.users.findById(userId);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw invalidInput('Nuværende adgangskode er forkert', { currentPassword: 'Nuværende adgangskode er forkert' });
  }
  const weak = weakPasswordReason(input.newPassword, user);
  if (weak) throw invalidInput(weak, { newPassword: weak });
  await peopleRepository(deps.db).update(userId, { passwordHash: await hashPassword(input.newPassword) });
  await closeAccountDoors(deps, userId, { event: 'password_changed', sessions: { keep: sessionId } });
}
