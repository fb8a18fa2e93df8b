import type { AppDeps } from '../../app-deps';
import { incomingKey, storedKey } from './upload-keys';

/**
 * Deletes the stored files of uploads whose rows are already gone. The files go after the rows:
 * a failed file delete leaves an orphan no one can reach, never a row without its file.
 */
export async function deleteUploadFiles(deps: Pick<AppDeps, 'storage'>, ids: readonly string[]) {
  await Promise.all(
    ids
      .flatMap((id) => [deps.storage.delete(storedKey(id)), deps.storage.delete(incomingKey(id))])
      .map((p) => p.catch(() => undefined)),
  );
}
