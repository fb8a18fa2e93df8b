import { DomainError } from '../../core/domain-error';
import type { AppDeps } from '../../app-deps';
import { storedKey, uploadPath } from './upload-keys';
import { finalizeUpload } from './store-upload';
import { uploadsRepository, type UploadRow } from './uploads.repository';
import { UPLOAD_ERRORS, type UploadPurpose } from './upload-purposes';

const PATH_PATTERN = /^\/objects\/uploads\/([A-Za-z0-9_-]{10,64})$/;

export function uploadIdFromPath(path: string): string | null {
  return PATH_PATTERN.exec(path)?.[1] ?? null;
}

/**
 * Makes sure an uploaded object may be used here: it exists, is ready (an S3 upload is checked
 * and re-encoded now), was made for this purpose and belongs to this person (a registration
 * picture belongs to nobody until the account exists). Returns the row.
 */
export async function useUpload(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now'>,
  path: string,
  expected: { purpose: UploadPurpose | readonly UploadPurpose[]; ownerId: number | null },
): Promise<UploadRow> {
  const id = uploadIdFromPath(path);
  const repo = uploadsRepository(deps.db);
  const found = id ? await repo.find(id) : undefined;
  const purposes: readonly string[] = Array.isArray(expected.purpose) ? expected.purpose : [expected.purpose];
  if (!found || !purposes.includes(found.purpose) || found.ownerId !== expected.ownerId) {
    throw new DomainError('invalid', UPLOAD_ERRORS.missing);
  }
  const row = await finalizeUpload(deps, found);
  if (row.status !== 'ready') throw new DomainError('invalid', UPLOAD_ERRORS.missing);
  return row;
}

/** The stored object of a ready upload, for serving or for another feature to read. */
export async function readUpload(deps: Pick<AppDeps, 'db' | 'storage' | 'now'>, id: string) {
  const repo = uploadsRepository(deps.db);
  let row = await repo.find(id);
  if (!row) return null;
  if (row.status === 'pending') {
    try {
      row = await finalizeUpload(deps, row);
    } catch {
      return null;
    }
  }
  if (row.status !== 'ready') return null;
  const object = await deps.storage.get(storedKey(id));
  if (!object) return null;
  return {
    row,
    body: object.body,
    contentType: row.contentType ?? 'application/octet-stream',
    path: uploadPath(id),
  };
}
