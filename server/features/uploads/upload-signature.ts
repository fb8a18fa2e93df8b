import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { pathOf } from '@common/contracts/endpoint';
import { uploadsEndpoints } from '@common/contracts/endpoints/uploads';

/**
 * The disk adapter's own signed PUT URLs: an HMAC over the upload id and expiry. Content type
 * and maximum size are bound through the upload's row. The key lives only in this process:
 * URLs expire within minutes anyway.
 */
const KEY = randomBytes(32);

function sign(id: string, expires: number): string {
  return createHmac('sha256', KEY).update(`${id}.${expires}`).digest('base64url');
}

export function signedPutPath(id: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${pathOf(uploadsEndpoints.put, { id })}?expires=${expires}&signature=${sign(id, expires)}`;
}

export function verifyPutSignature(id: string, expires: number, signature: string): boolean {
  const expected = Buffer.from(sign(id, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
