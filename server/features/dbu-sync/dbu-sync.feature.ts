import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { FetchLike } from '../../integrations/dbu/dbu-http';
import { dbuSyncRoutes } from './dbu-sync.routes';
import { dbuSyncService } from './dbu-sync.service';

/**
 * Hent fra DBU (decision 109): each team follows its DBU pool; a nightly run at 03:00 (once
 * across instances), retries with back-off, 'Hent fra DBU nu', and the notices it leaves.
 * `fetchImpl` is the port's HTTP client: the platform's fetch, or a test's.
 */
export function dbuSyncFeature(app: FastifyInstance, deps: AppDeps, fetchImpl: FetchLike = (url, init) => fetch(url, init)) {
  const service = dbuSyncService(deps, fetchImpl);
  dbuSyncRoutes(app, deps, service);
  deps.jobs.schedule('dbu.sync', { cron: '0 3 * * *', label: 'Hent fra DBU (hver nat)' }, () => service.runNightly(deps.now()));
  deps.jobs.schedule('dbu.retry', { everyMinutes: 15, label: 'Hent fra DBU: nyt forsøg efter fejl' }, () =>
    service.runRetries(deps.now()),
  );
  deps.jobs.schedule('dbu.notices', { everyMinutes: 10, label: 'Besked om ændrede kampe' }, () =>
    service.sendNotices(deps.now()),
  );
  return service;
}
