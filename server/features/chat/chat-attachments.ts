import { can } from '@common/domain/permissions';
import { isRole } from '@common/domain/roles';
import type { AppDeps } from '../../app-deps';
import { invalidInput } from '../../core/domain-error';
import { createUpload, uploadPath, type UploadReadCheck, useUpload } from '../uploads';
import { visibleChannels } from './chat-access';
import type { ChatRepository } from './chat.repository';
import type { AttachmentCheck } from './post-message';

/**
 * Chat pictures, files and voice messages go through the storage port (uploads feature):
 * pictures are checked and re-encoded as for profile pictures; files and voice ≤ 10 MB from a
 * fixed list of types. The message may only point at the poster's own finished upload.
 */
const purposeOf = (kind: 'image' | 'file' | 'audio') => (kind === 'image' ? 'chat-image' : 'chat-file');

export function chatUploadUrl(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now' | 'config'>,
  ownerId: number,
  input: { kind: 'image' | 'file' | 'audio'; contentType: string; size: number },
) {
  if (input.kind === 'audio' && !input.contentType.startsWith('audio/'))
    throw invalidInput('Talebeskeden skal være en lydfil');
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
      throw invalidInput('Talebeskeden skal være en lydfil');
    return { size: row.size ?? 0 };
  };
}

export const CHAT_UPLOAD_PURPOSES = ['chat-image', 'chat-file'] as const;

/**
 * Who may open a chat picture, file or voice message: the people who can read a channel it was
 * posted in; before it is posted, only the person who uploaded it.
 */
export function chatFileReadCheck(repo: ChatRepository): UploadReadCheck {
  return async (upload, viewer) => {
    if (!isRole(viewer.role) || !can(viewer.role, 'chat.use')) return false;
    const channels = await repo.channelsOfFile(uploadPath(upload.id));
    if (channels.length === 0) return upload.ownerId === viewer.id;
    const visible = new Set(
      visibleChannels({ id: viewer.id, role: viewer.role, team: viewer.team, teams: viewer.teams }, await repo.teams()).map(
        (c) => c.id,
      ),
    );
    return channels.some((c) => visible.has(c));
  };
}
