import { canAssignRole } from '@common/domain/role-assignment';
import { isRole, type Role } from '@common/domain/roles';
import { forbidden, invalidInput, notFound } from '../../core/domain-error';
import type { AppDeps } from '../../app-deps';
import { hashPassword } from '../../core/sessions/password';
import { weakPasswordReason } from '@common/domain/password-rules';
import { peopleRepository } from '../../core/people/people.repository';
import { closeAccountDoors } from '../../core/recovery/account-security';

type Deps = Pick<AppDeps, 'db' | 'users' | 'sessions' | 'mail' | 'now'>;
interface Actor {
  id: number;
  role: Role;
  firstName: string;
  lastName: string;
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
 * PUT /api/admin/members/{id}/password: D7's rules. The specification's staff password reset is
 * the one exception to S20 (decision 094): the person is told by e-mail at once, every session
 * and recovery link of theirs ends, and the member's history shows who did it. An admin setting
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
  const weak = weakPasswordReason(password, user);
  if (weak) throw invalidInput(weak, { password: weak });
  await peopleRepository(deps.db).update(id, { passwordHash: await hashPassword(password) });
  const own = id === actor.id;
  await closeAccountDoors(deps, id, {
    event: own ? 'password_changed' : 'password_set_by_staff',
    sessions: own && actor.sessionId ? { keep: actor.sessionId } : 'all',
    actorId: own ? null : actor.id,
  });
  if (!own && user.emailConfirmedAt) {
    await deps.mail.enqueue([
      {
        kind: 'security_notice',
        eventKey: `password-set:${id}:${deps.now().getTime()}`,
        to: user.email,
        userId: id,
        content: {
          subject: 'Din adgangskode er ændret',
          greeting: `Hej ${user.firstName},`,
          paragraphs: [
            `${actor.firstName} ${actor.lastName} fra klubben har sat en ny adgangskode til din konto i klubbens app (brugernavn ${user.username}).`,
            'Du er logget ud på alle enheder. Log ind med den nye adgangskode, du har fået af klubben, og vælg gerne din egen under Profil › Sikkerhed.',
            'Var det ikke aftalt med dig, så vælg en ny adgangskode med "Glemt adgangskode?" på login-siden, og kontakt klubben.',
          ],
          reason: 'Du får denne e-mail, fordi adgangskoden til din konto i klubbens app er ændret.',
        },
      },
    ]);
  }
}
