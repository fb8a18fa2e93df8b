import { canAssignRole } from '@common/domain/role-assignment';
import { isRole, type Role } from '@common/domain/roles';
import { forbidden, invalidInput, notFound } from '../../core/domain-error';
import type { AppDeps } from '../../app-deps';
import { hashPassword } from '../../core/sessions/password';
import { weakPasswordReason } from '../../core/sessions/password-rules';
import { peopleRepository } from '../../core/people/people.repository';

type Deps = Pick<AppDeps, 'db' | 'users' | 'sessions'>;
interface Actor {
  id: number;
  role: Role;
}

async function target(deps: Deps, id: number) {
  const row = await deps.users.findById(id);
  if (!row || !isRole(row.role)) throw notFound('Brugeren findes ikke');
  return { ...row, role: row.role as Role };
}

/**
 * PUT /api/admin/members/{id}/role. The changed person's sessions end at once (S3: a role
 * change means a new session), so the new rights apply from their next sign-in.
 */
export async function changeMemberRole(deps: Deps, actor: Actor, id: number, role: Role) {
  const user = await target(deps, id);
  if (!canAssignRole(actor, { id, role: user.role }, role)) throw forbidden('Du kan ikke give denne rolle');
  if (user.role === role) return;
  await peopleRepository(deps.db).update(id, { role });
  await deps.sessions.deleteAllForUser(id);
}

/**
 * PUT /api/admin/members/{id}/password: D7's rules; the person's sessions end. An admin setting
 * their own password here stays signed in on this device, as with the own password change (S3).
 */
export async function setMemberPassword(
  deps: Deps,
  actor: Actor & { sessionId?: string | null },
  id: number,
  password: string,
) {
  const user = await target(deps, id);
  if (id !== actor.id && !canAssignRole(actor, { id, role: user.role }, user.role)) {
    throw forbidden('Du kan ikke ændre denne brugers adgangskode');
  }
  const weak = weakPasswordReason(password, [
    user.username,
    user.firstName,
    user.lastName,
    user.email.split('@')[0],
  ]);
  if (weak) throw invalidInput(weak, { password: weak });
  await peopleRepository(deps.db).update(id, { passwordHash: await hashPassword(password) });
  if (id === actor.id && actor.sessionId) await deps.sessions.deleteOthersForUser(id, actor.sessionId);
  else await deps.sessions.deleteAllForUser(id);
}
