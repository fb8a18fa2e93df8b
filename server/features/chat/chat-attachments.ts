import type { AppDeps } from '../../app-deps';
import { badRequest } from '../../lib/http-error';
import { createUpload } from '../uploads/create-upload';
import { useUpload } from '../uploads/use-upload';
import type { AttachmentCheck } from './post-message';

/**
 * Chat pictures, files and voice messages go through the storage port (uploads feature):
 * pictures are checked and re-encoded as for profile pictures; files and voice ≤ 10 MB from a
 * fixed list of types. The message may only point at the poster's own finished upload.
 */
const purposeOf = (kind: 'image' | 'file' | 'audio') => (kind === 'image' ? 'chat-image' : 'chat-file');

export function chatUploadUrl(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now'>,
  ownerId: number,
  input: { kind: 'image' | 'file' | 'audio'; contentType: string; size: number },
) {
  if (input.kind === 'audio' && !input.contentType.startsWith('audio/'))
    throw badRequest('Talebeskeden skal være en lydfil');
  return createUpload(deps, {
    ownerId,
    purpose: purposeOf(input.kind),
    contentType: input.contentType,
    size: input.size,
  });
}

export function attachmentCheck(deps: Pick<AppDeps, 'db' | 'storage' | 'now'>): AttachmentCheck {
  return async (ownerId, fileUrl, kind) => {
    const row = await useUpload(deps, fileUrl, { purpose: purposeOf(kind), ownerId });
    if (kind === 'audio' && !row.contentType?.startsWith('audio/'))
      throw badRequest('Talebeskeden skal være en lydfil');
    return { size: row.size ?? 0 };
  };
}
