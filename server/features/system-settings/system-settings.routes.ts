import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clubConfigResponse } from '@common/contracts/club';
import { clubSettingsRequest, jobsResponse, systemStatusResponse } from '@common/contracts/system-settings';
import { errorAnswers } from '../../lib/error-answers';
import type { AppDeps } from '../../app-deps';
import { receiptSettings } from '@common/contracts/mail';
import { readReceiptSettings, updateClubSettings, updateReceiptSettings } from './club-settings.repository';
import { listJobs } from './list-jobs';
import { systemStatus } from './system-status';
import { at } from '../../lib/route-at';
import { systemSettingsEndpoints } from '@common/contracts/endpoints/system-settings';
import { mailEndpoints } from '@common/contracts/endpoints/mail';
import { clubCrestRequest, clubIdentityRequest, clubIdentityResponse } from '@common/contracts/club-identity';
import { adminIdentityOf } from '../../core/club/identity';
import { crestBytes, rasteriseCrest, updateClubCrest, updateClubIdentity } from '../club';

/** Systemindstillinger (/admin/system-settings): admin only (part 2 §6). */
export function systemSettingsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...at(systemSettingsEndpoints.status, { tags: ['system'], response: { 200: systemStatusResponse } }),
    config: { policy: 'systemSettings.manage' },
    handler: () => systemStatus(deps),
  });

  r.route({
    ...at(systemSettingsEndpoints.jobs, { tags: ['system'], response: { 200: jobsResponse } }),
    config: { policy: 'systemSettings.manage' },
    handler: () => listJobs(deps),
  });

  r.route({
    ...at(systemSettingsEndpoints.updateClubSettings, {
      tags: ['system'],
      body: clubSettingsRequest,
      response: { 200: clubConfigResponse.shape.prices, ...errorAnswers(400) },
    }),
    config: { policy: 'systemSettings.manage' },
    // The prices are kept in memory with the teams (decision 081): dropped on every instance after the write.
    handler: async (request) =>
      deps.teams.settingsChanged(await updateClubSettings(deps.db, request.body, deps.now())),
  });

  // Klubben: the club's identity (decision 105). Every instance reads it again after a write.
  r.route({
    ...at(systemSettingsEndpoints.clubIdentity, { tags: ['system'], response: { 200: clubIdentityResponse } }),
    config: { policy: 'systemSettings.manage' },
    handler: async () => adminIdentityOf(await deps.teams.settings()),
  });
  r.route({
    ...at(systemSettingsEndpoints.updateClubIdentity, { tags: ['system'], body: clubIdentityRequest, response: { 200: clubIdentityResponse, ...errorAnswers(400) } }),
    config: { policy: 'systemSettings.manage' },
    handler: async (request) =>
      deps.teams.settingsChanged(await updateClubIdentity(deps.db, request.body, deps.now())),
  });
  r.route({
    ...at(systemSettingsEndpoints.updateClubCrest, {
      tags: ['system'],
      body: clubCrestRequest,
      response: { 200: clubIdentityResponse, ...errorAnswers(400, 413, 415) },
    }),
    config: { policy: 'systemSettings.manage' },
    // The picture comes as base64 in JSON: at most 1 MB of file (clubCrestRequest).
    bodyLimit: 1_500_000,
    handler: async (request) => {
      const png = await rasteriseCrest(crestBytes(request.body.image));
      return deps.teams.settingsChanged(await updateClubCrest(deps.db, png, deps.now()));
    },
  });
  r.route({
    ...at(systemSettingsEndpoints.removeClubCrest, { tags: ['system'], response: { 200: clubIdentityResponse } }),
    config: { policy: 'systemSettings.manage' },
    handler: async () => deps.teams.settingsChanged(await updateClubCrest(deps.db, null, deps.now())),
  });

  // Kvitteringer (E4): the CVR number receipts carry.
  r.route({
    ...at(mailEndpoints.receiptSettings, { tags: ['system'], response: { 200: receiptSettings } }),
    config: { policy: 'systemSettings.manage' },
    handler: () => readReceiptSettings(deps.db),
  });
  r.route({
    ...at(mailEndpoints.updateReceiptSettings, {
      tags: ['system'],
      body: receiptSettings,
      response: { 200: receiptSettings, ...errorAnswers(400) },
    }),
    config: { policy: 'systemSettings.manage' },
    handler: async (request) =>
      deps.teams.settingsChanged(await updateReceiptSettings(deps.db, request.body.cvrNumber, deps.now())),
  });
}
