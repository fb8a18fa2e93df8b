import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dbuApiKeyRequest,
  dbuOverview,
  dbuSyncResult,
  dbuTeamStatus,
  saveDbuSourceRequest,
} from '@common/contracts/dbu-sync';
import { dbuSyncEndpoints } from '@common/contracts/endpoints/dbu-sync';
import { errorAnswers } from '../../lib/error-answers';
import { can } from '@common/domain/permissions';
import type { Role } from '@common/domain/roles';
import type { AppDeps } from '../../app-deps';
import { requireTeamScope } from '../../core/teams/team-scope';
import { at } from '../../lib/route-at';
import type { DbuSyncService } from './dbu-sync.service';

const params = z.object({ code: z.string().min(1).max(60) });
const errors = errorAnswers(400, 401, 403, 404, 409);

/** Hent fra DBU (decision 109): the team's source (admin), the key (admin), a sync now (admin, the team's coaches). */
export function dbuSyncRoutes(app: FastifyInstance, deps: AppDeps, service: DbuSyncService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...at(dbuSyncEndpoints.overview, { tags: ['dbu'], response: { 200: dbuOverview } }),
    config: { policy: 'statistics.read' },
    // Everyone reads when each team was last read (Stilling, Kampe); staff also the address and errors.
    handler: (request) => service.overview(can(request.user!.role as Role, 'dbu.read')),
  });

  r.route({
    ...at(dbuSyncEndpoints.saveSource, { tags: ['dbu'], params, body: saveDbuSourceRequest, response: { 200: dbuTeamStatus, ...errors } }),
    config: { policy: 'dbu.manage' },
    handler: (request) => service.saveSource(request.params.code, request.body, deps.now()),
  });

  r.route({
    ...at(dbuSyncEndpoints.removeSource, { tags: ['dbu'], params, response: { 200: z.object({ success: z.literal(true) }), ...errors } }),
    config: { policy: 'dbu.manage' },
    handler: async (request) => {
      await service.removeSource(request.params.code);
      return { success: true as const };
    },
  });

  r.route({
    ...at(dbuSyncEndpoints.syncNow, { tags: ['dbu'], params, response: { 200: dbuSyncResult, ...errors } }),
    config: { policy: 'dbu.syncNow' },
    handler: async (request) => {
      // A team that does not follow DBU is 404 for everyone; one that does, the team's coaches' and admin's.
      await service.statusOf(request.params.code);
      requireTeamScope(request.user!, request.params.code);
      return service.syncNow(request.params.code, deps.now());
    },
  });

  r.route({
    ...at(dbuSyncEndpoints.setApiKey, { tags: ['dbu'], body: dbuApiKeyRequest, response: { 200: z.object({ set: z.boolean() }), ...errors } }),
    config: { policy: 'dbu.manage' },
    handler: (request) => service.setApiKey(request.body.apiKey),
  });
}
