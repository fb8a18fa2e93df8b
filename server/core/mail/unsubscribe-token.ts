import { createHmac, timingSafeEqual } from 'node:crypto';
import { isOptionalMailKind, type OptionalMailKind } from '@common/domain/mail';

/**
 * One-click unsubscribe (RFC 8058): the link names the person and the kind of mail, signed with
 * the app's key so nobody can unsubscribe someone else. It needs no sign-in and never expires.
 */
const sign = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(`unsubscribe:${payload}`).digest('base64url').slice(0, 32);

export function unsubscribeToken(key: Buffer, userId: number, kind: OptionalMailKind): string {
  const payload = `${userId}.${kind}`;
  return `${payload}.${sign(key, payload)}`;
}

export function readUnsubscribeToken(
  key: Buffer,
  token: string,
): { userId: number; kind: OptionalMailKind } | null {
  if (token.length > 200) return null;
  const match = /^([1-9][0-9]{0,9})\.([a-z_]+)\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const [, id, kind, mac] = match;
  const expected = Buffer.from(sign(key, `${id}.${kind}`));
  const given = Buffer.from(mac!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const userId = Number(id);
  if (!isOptionalMailKind(kind!) || userId > 2147483647) return null;
  return { userId, kind: kind! };
}
