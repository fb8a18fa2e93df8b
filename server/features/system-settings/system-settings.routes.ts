import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clubConfigResponse } from '@common/contracts/club';
import { clubSettingsRequest, systemStatusResponse } from '@common/contracts/system-settings';
import { errorResponse } from '@common/contracts/errors';
import type { AppDeps } from '../../app-deps';
import { receiptSettings } from '@common/contracts/mail';
import { readReceiptSettings, updateClubSettings, updateReceiptSettings } from './club-settings.repository';
import { systemStatus } from './system-status';

/** Systemindstillinger (/admin/system-settings): admin only (part 2 §6). */
export function systemSettingsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/system-status',
    { config: { policy: 'systemSettings.manage' }, schema: { tags: ['system'], response: { 200: systemStatusResponse } } },
    () => systemStatus(deps),
  );

  r.put(
    '/api/admin/club-settings',
    {
      config: { policy: 'systemSettings.manage' },
      schema: { tags: ['system'], body: clubSettingsRequest, response: { 200: clubConfigResponse.shape.prices, 400: errorResponse } },
    },
    (request) => updateClubSettings(deps.db, request.body, deps.now()),
  );

  // Kvitteringer (issue 13): the CVR number receipts carry.
  r.get(
    '/api/admin/receipt-settings',
    { config: { policy: 'systemSettings.manage' }, schema: { tags: ['system'], response: { 200: receiptSettings } } },
    () => readReceiptSettings(deps.db),
  );
  r.put(
    '/api/admin/receipt-settings',
    {
      config: { policy: 'systemSettings.manage' },
      schema: { tags: ['system'], body: receiptSettings, response: { 200: receiptSettings, 400: errorResponse } },
    },
    (request) => updateReceiptSettings(deps.db, request.body.cvrNumber, deps.now()),
  );
}
