import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { authEndpoints } from '@common/contracts/endpoints/auth';

/**
 * OWASP's device cookie (S19): issued to a browser when it signs in, it marks the browser as one
 * that has signed in to that account before. One cookie holds up to five accounts (a family's
 * shared tablet), newest first; each entry is `userId.nonce.signature`, the signature an
 * HMAC-SHA256 under the server's device key, so it cannot be forged or moved to another account.
 * Sent only to the sign-in call (Path=/api/login), never readable by scripts.
 */
export const DEVICE_COOKIE = 'ru_device';
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
const MAX_ACCOUNTS = 5;
const ENTRY = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
/** Longer than five entries can be: anything bigger is not ours. */
const MAX_COOKIE_LENGTH = 600;

export interface DeviceEntry {
  userId: number;
  nonce: string;
}

function sign(key: Buffer, userId: number, nonce: string): string {
  return createHmac('sha256', key).update(`device:${userId}.${nonce}`).digest('base64url');
}

/** The entries of a device cookie whose signature holds; anything else in it is ignored. */
export function readDeviceCookie(value: string | undefined, key: Buffer): DeviceEntry[] {
  if (!value || value.length > MAX_COOKIE_LENGTH) return [];
  const entries: DeviceEntry[] = [];
  for (const part of value.split('~').slice(0, MAX_ACCOUNTS)) {
    const match = ENTRY.exec(part);
    if (!match) continue;
    const userId = Number(match[1]);
    const expected = Buffer.from(sign(key, userId, match[2]!));
    const given = Buffer.from(match[3]!);
    if (expected.length === given.length && timingSafeEqual(expected, given)) entries.push({ userId, nonce: match[2]! });
  }
  return entries;
}

/** The nonce of this account's entry, or null: the browser is then an unknown client for it. */
export function deviceFor(entries: DeviceEntry[], userId: number | undefined): string | null {
  return entries.find((e) => e.userId === userId)?.nonce ?? null;
}

/** The cookie after a sign-in: a fresh entry for this account first (a new nonce every time), the others kept. */
export function renewDeviceCookie(entries: DeviceEntry[], userId: number, key: Buffer): string {
  const fresh = { userId, nonce: randomBytes(16).toString('base64url') };
  return [fresh, ...entries.filter((e) => e.userId !== userId)]
    .slice(0, MAX_ACCOUNTS)
    .map((e) => `${e.userId}.${e.nonce}.${sign(key, e.userId, e.nonce)}`)
    .join('~');
}

/** Marks this browser as one that has signed in to the account (S19): sent only to /api/login. */
export function setDeviceCookie(
  reply: { setCookie(name: string, value: string, options: object): unknown },
  value: string,
  secure: boolean,
) {
  reply.setCookie(DEVICE_COOKIE, value, {
    path: authEndpoints.login.path,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}
