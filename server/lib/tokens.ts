import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token (S2), URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256 (S2). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
