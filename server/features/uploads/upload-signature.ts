import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { pathOf } from '@common/contracts/endpoint';
import { uploadsEndpoints } from '@common/contracts/endpoints/uploads';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/database';
import { uploadsRepository } from './uploads.repository';

/**
 * The disk adapter's own signed PUT URLs: an HMAC over the upload id and expiry. Content type
 * and maximum size are bound through the upload's row. The key is UPLOAD_SIGNING_KEY when
 * configured, else generated once and kept in the database, so a URL reserved on one instance is
 * accepted by every other instance on the same database, and after a restart.
 */
const stored = new WeakMap<Db, Promise<Buffer>>();

function signingKey(deps: Pick<AppDeps, 'db' | 'config'>): Promise<Buffer> {
  if (deps.config.uploadSigningKey) return Promise.resolve(Buffer.from(deps.config.uploadSigningKey, 'utf8'));
  let key = stored.get(deps.db);
  if (!key) {
    key = uploadsRepository(deps.db)
      .signingKey(() => randomBytes(32).toString('base64url'))
      .then((value) => Buffer.from(value, 'base64url'));
    // A failed read (the database away for a moment) is tried again on the next upload.
    key.catch(() => stored.delete(deps.db));
    stored.set(deps.db, key);
  }
  return key;
}

async function sign(deps: Pick<AppDeps, 'db' | 'config'>, id: string, expires: number): Promise<string> {
  return createHmac('sha256', await signingKey(deps))
    .update(`${id}.${expires}`)
    .digest('base64url');
}

export async function signedPutPath(
  deps: Pick<AppDeps, 'db' | 'config'>,
  id: string,
  expiresAt: Date,
): Promise<string> {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${pathOf(uploadsEndpoints.put, { id })}?expires=${expires}&signature=${await sign(deps, id, expires)}`;
}

export async function verifyPutSignature(
  deps: Pick<AppDeps, 'db' | 'config'>,
  id: string,
  expires: number,
  signature: string,
): Promise<boolean> {
  const expected = Buffer.from(await sign(deps, id, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
