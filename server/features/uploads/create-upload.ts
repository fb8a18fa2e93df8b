import { randomBytes } from 'node:crypto';
import { DomainError } from '../../core/domain-error';
import type { AppDeps } from '../../app-deps';
import { signedPutPath } from './upload-signature';
import { incomingKey, uploadPath } from './upload-keys';
import { uploadsRepository } from './uploads.repository';
import {
  allowedTypes,
  UPLOAD_ERRORS,
  UPLOAD_PURPOSES,
  UPLOAD_URL_TTL_SECONDS,
  type UploadPurpose,
} from './upload-purposes';

export interface CreateUploadInput {
  ownerId: number | null;
  purpose: UploadPurpose;
  /** When given, the URL accepts only this type (and the store refuses others). */
  contentType?: string;
  /** When given, checked against the purpose's limit now and bound into an S3 URL. */
  size?: number;
}

export interface CreatedUpload {
  id: string;
  /** Where the browser PUTs the file, with its content type. */
  uploadURL: string;
  /** The path the object is served at once uploaded (part 1 §3). */
  path: string;
}

/**
 * Reserves an upload: a row binding id, purpose, type and maximum size, and a PUT URL that
 * expires within 5 minutes (S9). Other features (chat) call this for their own purposes.
 */
export async function createUpload(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now' | 'config'>,
  input: CreateUploadInput,
): Promise<CreatedUpload> {
  const purpose = UPLOAD_PURPOSES[input.purpose];
  const image = purpose.kind === 'image';
  if (input.contentType !== undefined && !allowedTypes(purpose).includes(input.contentType)) {
    throw new DomainError('unsupportedType', image ? UPLOAD_ERRORS.wrongType : UPLOAD_ERRORS.wrongFileType);
  }
  if (input.size !== undefined && input.size > purpose.maxBytes) {
    throw new DomainError('tooLarge', image ? UPLOAD_ERRORS.tooLarge : UPLOAD_ERRORS.fileTooLarge);
  }
  const id = randomBytes(18).toString('base64url');
  const expiresAt = new Date(deps.now().getTime() + UPLOAD_URL_TTL_SECONDS * 1000);
  await uploadsRepository(deps.db).insert({
    id,
    ownerId: input.ownerId,
    purpose: input.purpose,
    contentType: input.contentType ?? null,
    maxBytes: Math.min(purpose.maxBytes, input.size ?? purpose.maxBytes),
    expiresAt,
  });
  const presigned = await deps.storage.presignPut(incomingKey(id), {
    contentType: input.contentType,
    contentLength: input.size,
    expiresInSeconds: UPLOAD_URL_TTL_SECONDS,
  });
  return { id, uploadURL: presigned ?? (await signedPutPath(deps, id, expiresAt)), path: uploadPath(id) };
}
