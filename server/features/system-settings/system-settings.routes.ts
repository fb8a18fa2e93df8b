import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clubConfigResponse } from '@common/contracts/club';
import { clubSettingsRequest, jobsResponse, systemStatusResponse } from '@common/contracts/system-settings';
import { errorResponse } from '@common/contracts/errors';
import type { AppDeps } from '../../app-deps';
import { updateClubSettings } from './club-settings.repository';
import { listJobs } from './list-jobs';
import { systemStatus } from './system-status';

/** Systemindstillinger (/admin/system-settings): admin only (part 2 §6). */
export function systemSettingsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/system-status',
    { config: { policy: 'systemSettings.manage' }, schema: { tags: ['system'], response: { 200: systemStatusResponse } } },
    () => systemStatus(deps),
  );

  r.get(
    '/api/admin/jobs',
    { config: { policy: 'systemSettings.manage' }, schema: { tags: ['system'], response: { 200: jobsResponse } } },
    () => listJobs(deps),
  );

  r.put(
    '/api/admin/club-settings',
    {
      config: { policy: 'systemSettings.manage' },
      schema: { tags: ['system'], body: clubSettingsRequest, response: { 200: clubConfigResponse.shape.prices, 400: errorResponse } },
    },
    (request) => updateClubSettings(deps.db, request.body, deps.now()),
  );
}
