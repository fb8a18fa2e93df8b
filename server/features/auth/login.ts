import type { LoginRequest } from '@common/contracts/auth';
import { isRole } from '@common/domain/roles';
import { HttpError } from '../../lib/http-error';
import type { UsersRepository } from '../users/users.repository';
import type { LoginThrottle } from './login-throttle';
import { dummyPasswordHash, verifyPassword } from './password';

export const LOGIN_FAILED = 'Forkert brugernavn eller adgangskode';

/**
 * Checks the credentials; unknown user and wrong password answer alike, in the same time (S4).
 * Returns the user id on success.
 */
export async function checkLogin(
  deps: { users: UsersRepository; throttle: LoginThrottle },
  input: LoginRequest,
  ip: string,
): Promise<number> {
  const wait = deps.throttle.retryAfter(input.username, ip);
  if (wait > 0) throw Object.assign(new HttpError(429, 'For mange loginforsøg. Prøv igen senere.'), { retryAfter: wait });
  deps.throttle.recordAttempt(ip);
  const user = await deps.users.findByUsername(input.username);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !ok || !isRole(user.role)) {
    deps.throttle.recordFailure(input.username);
    throw new HttpError(401, LOGIN_FAILED);
  }
  deps.throttle.recordSuccess(input.username);
  return user.id;
}
