import type { AppDeps } from '../../app-deps';
import { useUpload } from '../uploads/use-upload';
import { peopleRepository } from '../users/people.repository';

/** PUT /api/user/profile-image: only a picture this person uploaded for themselves. */
export async function setProfileImage(deps: Pick<AppDeps, 'db' | 'storage' | 'now'>, userId: number, path: string) {
  const upload = await useUpload(deps, path, { purpose: 'avatar', ownerId: userId });
  await peopleRepository(deps.db).update(userId, { profileImageUrl: `/objects/uploads/${upload.id}` });
}
