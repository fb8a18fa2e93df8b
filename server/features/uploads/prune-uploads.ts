import type { AppDeps } from '../../app-deps';
import { deleteUploadFiles } from './delete-upload-files';
import { uploadsRepository } from './uploads.repository';

/** Uploads nobody finished or claimed are kept a day, then removed with their files. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/**
 * Removes uploads that were never completed (pending or failed) and registration pictures that
 * never became part of an account (personal data with no purpose) once a day has passed. A
 * picture an account shows, or one a registration waiting for its payment names, is never
 * touched (see `abandonedIds`). Returns how many went.
 */
export async function pruneUploads(deps: Pick<AppDeps, 'db' | 'storage' | 'now'>): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - ABANDONED_AFTER_MS);
  const repository = uploadsRepository(deps.db);
  const ids = await repository.abandonedIds(cutoff, BATCH);
  if (ids.length === 0) return 0;
  await repository.deleteMany(ids);
  await deleteUploadFiles(deps, ids);
  return ids.length;
}

/** Hourly, once across instances: batches until none is left (at most 10 a run, the rest next hour). */
export function schedulePruneUploads(deps: Pick<AppDeps, 'db' | 'storage' | 'now' | 'jobs'>) {
  deps.jobs.schedule(
    'uploads.prune',
    { everyMinutes: 60, label: 'Sletning af forladte uploads' },
    async () => {
      for (let batch = 0; batch < 10 && (await pruneUploads(deps)) === BATCH; batch++);
    },
  );
}
