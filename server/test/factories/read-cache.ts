import type { Db } from '../../db/database';
import type { CacheTopic, SharedReadCache } from '../../core/cache/shared-read-cache';

/**
 * The factories write past the app's repositories: they drop the app's shared reads themselves,
 * as every write path of the app does (createTestApp registers its cache here).
 */
const caches = new WeakMap<Db, Pick<SharedReadCache, 'invalidate'>>();

export function registerReadCache(db: Db, cache: Pick<SharedReadCache, 'invalidate'>) {
  caches.set(db, cache);
}

export async function changedPastTheApp(db: Db, ...topics: CacheTopic[]) {
  for (const topic of topics) await caches.get(db)?.invalidate(topic);
}
