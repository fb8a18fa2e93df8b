import { COMMON_PASSWORDS } from './common-passwords';

export const WEAK_PASSWORD_MESSAGE = 'Adgangskoden er for almindelig';

/** Who the password is for, as far as it is known (the reset link's page knows no one). */
export interface PasswordOwner {
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/**
 * Decision D7 beyond the minimum length: refuse the most common passwords and the person's own
 * names (username, first and last name, the e-mail's local part), also with digits after them.
 * The one rule: the server checks it on every password it sets, and every password form checks it
 * in the browser with the same message. Returns the Danish message, or null when acceptable.
 */
export function weakPasswordReason(password: string, owner: PasswordOwner = {}): string | null {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return WEAK_PASSWORD_MESSAGE;
  const names = [owner.username, owner.firstName, owner.lastName, owner.email?.split('@')[0]];
  for (const name of names) {
    const n = name?.trim().toLowerCase();
    if (n && n.length >= 3 && (lower === n || lower.replace(/[0-9]+$/, '') === n)) return WEAK_PASSWORD_MESSAGE;
  }
  return null;
}
