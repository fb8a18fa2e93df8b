import { invalidInput } from '../../core/domain-error';
import type { AppDeps } from '../../app-deps';
import { verifyPassword } from '../../core/sessions/password';
import { deleteUser } from '../users';

/** DELETE /api/user (S15): the person re-enters their password; every session ends at once. */
export async function deleteOwnAccount(deps: Pick<AppDeps, 'db' | 'users' | 'storage' | 'payments' | 'now'>, userId: number, password: string) {
  const user = await deps.users.findById(userId);
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    throw invalidInput('Forkert adgangskode', { password: 'Forkert adgangskode' });
  }
  if (user.role === 'admin') {
    const admins = (await deps.users.countByRole()).find((r) => r.role === 'admin')?.count ?? 0;
    if (Number(admins) <= 1) throw invalidInput('Du er klubbens eneste administrator. Giv en anden administratorrollen først.');
  }
  await deleteUser(deps, userId);
}
