import type { AppDeps } from '../../app-deps';
import { checkOwnAvatar, deleteUploadFiles, profilePicturePath } from '../uploads';
import { profileRepository } from './profile.repository';

/**
 * PUT /api/user/profile-image: only a picture this person uploaded for themselves (the one rule
 * in uploads/profile-picture.ts). The picture it replaces is deleted, row and file.
 */
export async function setProfileImage(deps: Pick<AppDeps, 'db' | 'storage' | 'now'>, userId: number, path: string) {
  const id = await checkOwnAvatar(deps, userId, path);
  const replaced = await profileRepository(deps.db).replacePicture(userId, profilePicturePath(id), deps.now());
  await deleteUploadFiles(deps, replaced.map((r) => r.id));
}
