import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { memberImportRepository } from './member-import.repository';
import { memberImportRoutes } from './member-import.routes';

/**
 * Importér medlemmer (client/features/member-import, decision 100): a club's member list from a
 * spreadsheet, previewed and corrected, then written in one transaction.
 */
export function memberImportFeature(app: FastifyInstance, deps: AppDeps) {
  memberImportRoutes(app, deps, memberImportRepository(deps.db));
}
