import { DomainError } from '../../core/domain-error';
import type { AppDeps } from '../../app-deps';
import { incomingKey, storedKey } from './upload-keys';
import { fileMatchesType } from './magic-bytes';
import { OUTPUT_TYPE, processImage } from './process-image';
import { uploadsRepository, type UploadRow } from './uploads.repository';
import { purposeOf, UPLOAD_ERRORS } from './upload-purposes';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'now'>;

/**
 * Checks the raw bytes of an upload that is being processed and stores the result: pictures
 * re-encoded, files as sent. The row ends 'ready', or 'failed' with the error passed on.
 */
export async function storeUpload(
  deps: Deps,
  row: UploadRow,
  bytes: Buffer,
  declaredType: string | null,
): Promise<void> {
  const repo = uploadsRepository(deps.db);
  try {
    const purpose = purposeOf(row.purpose);
    if (!purpose) throw new DomainError('invalid', UPLOAD_ERRORS.invalidLink);
    if (row.contentType && declaredType && declaredType !== row.contentType) {
      throw new DomainError(
        'unsupportedType',
        purpose.kind === 'image' ? UPLOAD_ERRORS.wrongType : UPLOAD_ERRORS.wrongFileType,
      );
    }
    if (bytes.length > row.maxBytes) {
      throw new DomainError(
        'tooLarge',
        purpose.kind === 'image' ? UPLOAD_ERRORS.tooLarge : UPLOAD_ERRORS.fileTooLarge,
      );
    }
    const boundType = row.contentType ?? declaredType;
    if (purpose.kind === 'image') {
      const output = await processImage(bytes, purpose, boundType);
      await deps.storage.put(storedKey(row.id), output, OUTPUT_TYPE);
      await repo.finish(row.id, 'ready', { size: output.length, contentType: OUTPUT_TYPE });
    } else {
      if (!boundType || !purpose.types.includes(boundType) || !fileMatchesType(bytes, boundType)) {
        throw new DomainError('unsupportedType', UPLOAD_ERRORS.wrongFileType);
      }
      await deps.storage.put(storedKey(row.id), bytes, boundType);
      await repo.finish(row.id, 'ready', { size: bytes.length, contentType: boundType });
    }
  } catch (error) {
    await repo.finish(row.id, 'failed');
    throw error;
  }
}

/** How long a request waits for another request (on any instance) that is processing the same upload. */
const SETTLE_WAIT_MS = 10_000;
const SETTLE_POLL_MS = 50;

/**
 * An upload that another request is processing right now (a double click that reached two
 * instances, both using a picture the browser put straight into S3): wait until it is stored,
 * then answer with the row as it ended, instead of calling the picture missing.
 */
async function settled(deps: Deps, row: UploadRow): Promise<UploadRow> {
  const repo = uploadsRepository(deps.db);
  let current = row;
  for (let waited = 0; current.status === 'processing' && waited < SETTLE_WAIT_MS; waited += SETTLE_POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
    current = (await repo.find(row.id)) ?? current;
  }
  return current;
}

/**
 * An upload that went straight to the store (S3) is still pending: read the raw object, check
 * and re-encode it, and drop the raw copy. Returns the row as it is afterwards. Only one request
 * processes it (the database claim); one that finds it taken, or the raw copy already gone,
 * waits for the other to finish.
 */
export async function finalizeUpload(deps: Deps, row: UploadRow): Promise<UploadRow> {
  if (row.status !== 'pending') return settled(deps, row);
  const repo = uploadsRepository(deps.db);
  const takenMeanwhile = async () => {
    const now = await repo.find(row.id);
    if (now && now.status !== 'pending') return settled(deps, now);
    throw new DomainError('invalid', UPLOAD_ERRORS.missing);
  };
  // Never read more than the upload may hold: a presigned URL without a bound length accepts anything.
  const size = await deps.storage.size(incomingKey(row.id));
  if (size === null) return takenMeanwhile();
  if (size > row.maxBytes) {
    await repo.finish(row.id, 'failed');
    await deps.storage.delete(incomingKey(row.id)).catch(() => undefined);
    throw new DomainError('tooLarge', UPLOAD_ERRORS.tooLarge);
  }
  const raw = await deps.storage.get(incomingKey(row.id));
  if (!raw) return takenMeanwhile();
  const claimed = await repo.startProcessing(row.id);
  if (!claimed) return takenMeanwhile();
  await storeUpload(deps, claimed, raw.body, raw.contentType ?? null);
  await deps.storage.delete(incomingKey(row.id)).catch(() => undefined);
  return (await repo.find(row.id)) ?? row;
}
