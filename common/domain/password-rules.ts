import { COMMON_PASSWORDS } from '@common/domain/common-passwords';

/**
 * Decision D7 beyond the minimum length: refuse the most common passwords and the person's own
 * name. Returns the Danish message, or null when the password is acceptable.
 */
export function weakPasswordReason(password: string, names: Array<string | null | undefined>): string | null {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return 'Adgangskoden er for almindelig';
  for (const name of names) {
    const n = name?.trim().toLowerCase();
    if (n && n.length >= 3 && (lower === n || lower.replace(/[0-9]+$/, '') === n)) return 'Adgangskoden er for almindelig';
  }
  return null;
}
