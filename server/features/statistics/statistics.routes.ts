import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../lib/error-answers';
import {
  leagueTablesResponse,
  parseTableRequest,
  parseTableResponse,
  syncLogResponse,
} from '@common/contracts/statistics';
import type { AppDeps } from '../../app-deps';
import { listTables } from './list-tables';
import { statisticsRepository } from './statistics.repository';
import { updateTableFromDbu } from './update-table-from-dbu';
import { at } from '../../lib/route-at';
import { statisticsEndpoints } from '@common/contracts/endpoints/statistics';

/** A pasted dbu.dk page may be large: imports may send up to 5 MiB (S7). */
const IMPORT_BODY_LIMIT = 5 * 1024 * 1024;
const SYNC_LOG_LIMIT = 50;

export function statisticsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = statisticsRepository(deps.db);

  r.route({
    ...at(statisticsEndpoints.tables, { tags: ['statistics'], response: { 200: leagueTablesResponse } }),
    config: { policy: 'statistics.read' },
    handler: (request) => listTables(repo, { role: request.user!.role, team: request.user!.team }),
  });

  r.route({
    ...at(statisticsEndpoints.parseTable, {
      tags: ['statistics'],
      body: parseTableRequest,
      response: { 200: parseTableResponse, ...errorAnswers(400) },
    }),
    bodyLimit: IMPORT_BODY_LIMIT,
    config: { policy: 'statistics.update' },
    handler: (request) => updateTableFromDbu(repo, request.body, request.user!.id, deps.now),
  });

  r.route({
    ...at(statisticsEndpoints.syncLog, { tags: ['statistics'], response: { 200: syncLogResponse } }),
    config: { policy: 'statistics.update' },
    handler: async () => {
      const rows = await repo.syncLog(SYNC_LOG_LIMIT);
      return rows.map(({ firstName, lastName, startedAt, completedAt, ...row }) => ({
        ...row,
        createdBy: firstName ? `${firstName} ${lastName ?? ''}`.trim() : null,
        startedAt: startedAt.toISOString(),
        completedAt: completedAt ? completedAt.toISOString() : null,
      }));
    },
  });
}
