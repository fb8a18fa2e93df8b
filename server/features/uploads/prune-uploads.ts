import type { AppDeps } from '../../app-deps';
import { deleteUploadFiles } from './delete-upload-files';
import { uploadsRepository } from './uploads.repository';

/** Uploads nobody finished or claimed are kept a day, then removed with their files. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const BATCH = 200;
let lastRun = 0;

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

/** At most once an hour per process, after the request's own work; failures are ignored. */
export function pruneUploadsNow(deps: Pick<AppDeps, 'db' | 'storage' | 'now'>) {
  const now = deps.now().getTime();
  if (now - lastRun < PRUNE_EVERY_MS) return;
  lastRun = now;
  setImmediate(() => void pruneUploads(deps).catch(() => undefined));
}
