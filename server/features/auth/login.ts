import type { LoginRequest } from '@common/contracts/auth';
import { isRole } from '@common/domain/roles';
import { DomainError } from '../../core/domain-error';
import type { UsersRepository } from '../../core/people/users.repository';
import { deviceFor, readDeviceCookie, renewDeviceCookie } from './device-cookie';
import type { LoginThrottle, SignInClient } from '../../core/sessions/login-throttle';
import { dummyPasswordHash, verifyPassword } from '../../core/sessions/password';

export const LOGIN_FAILED = 'Forkert brugernavn eller adgangskode';
export const TOO_MANY_ATTEMPTS = 'For mange loginforsøg. Prøv igen senere.';

type UserRow = NonNullable<Awaited<ReturnType<UsersRepository['findByUsername']>>>;

interface LoginDeps {
  users: UsersRepository;
  throttle: LoginThrottle;
  deviceKey: () => Promise<Buffer>;
  /** Guessing now keeps the account's new browsers out: tell the owner (S19). Must not wait. */
  onAttack: (user: UserRow) => void;
}

/**
 * Checks the credentials (S4, S19). Unknown user and wrong password answer alike, in the same
 * time: both look the name up and verify one argon2 hash, and a lockout answers both before
 * either. The device cookie decides whose count an attempt joins (login-throttle.ts). Returns the
 * user id and the renewed device cookie on success.
 */
export async function checkLogin(
  deps: LoginDeps,
  input: LoginRequest,
  request: { ip: string; deviceCookie: string | undefined },
): Promise<{ userId: number; deviceCookie: string }> {
  const key = await deps.deviceKey();
  const devices = readDeviceCookie(request.deviceCookie, key);
  const user = await deps.users.findByUsername(input.username);
  const client: SignInClient = { username: input.username, ip: request.ip, device: deviceFor(devices, user?.id) };
  const wait = await deps.throttle.retryAfter(client);
  if (wait > 0) throw new DomainError('tooManyAttempts', TOO_MANY_ATTEMPTS, { retryAfterSeconds: wait });
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !ok || !isRole(user.role)) {
    if ((await deps.throttle.recordFailure(client)) && user) deps.onAttack(user);
    throw new DomainError('notSignedIn', LOGIN_FAILED);
  }
  await deps.throttle.recordSuccess(client);
  return { userId: user.id, deviceCookie: renewDeviceCookie(devices, user.id, key) };
}
