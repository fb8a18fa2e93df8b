import { DomainError } from '../../core/domain-error';
import type { AppDeps } from '../../app-deps';
import { storeUpload } from './store-upload';
import { verifyPutSignature } from './upload-signature';
import { uploadsRepository } from './uploads.repository';
import { UPLOAD_ERRORS } from './upload-purposes';

export interface ReceivedPut {
  id: string;
  expires: number;
  signature: string;
  contentType: string | null;
  body: Buffer;
}

/**
 * The disk adapter's PUT: the URL's signature and expiry, then one PUT per upload (the row
 * moves from pending exactly once), then the bytes are checked and stored.
 */
export async function receiveUpload(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now' | 'config'>,
  put: ReceivedPut,
): Promise<void> {
  if (!(await verifyPutSignature(deps, put.id, put.expires, put.signature)))
    throw new DomainError('forbidden', UPLOAD_ERRORS.invalidLink);
  if (put.expires * 1000 < deps.now().getTime()) throw new DomainError('forbidden', UPLOAD_ERRORS.expired);
  const repo = uploadsRepository(deps.db);
  const row = await repo.find(put.id);
  if (!row) throw new DomainError('forbidden', UPLOAD_ERRORS.invalidLink);
  if (row.expiresAt < deps.now()) throw new DomainError('forbidden', UPLOAD_ERRORS.expired);
  const claimed = await repo.startProcessing(put.id);
  if (!claimed) throw new DomainError('conflict', UPLOAD_ERRORS.alreadyUsed);
  await storeUpload(deps, claimed, put.body, put.contentType);
}
