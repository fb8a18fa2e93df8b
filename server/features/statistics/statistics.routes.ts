import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@common/contracts/errors';
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

/** A pasted dbu.dk page may be large: imports may send up to 5 MiB (S7). */
const IMPORT_BODY_LIMIT = 5 * 1024 * 1024;
const SYNC_LOG_LIMIT = 50;

export function statisticsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = statisticsRepository(deps.db);

  r.get(
    '/api/statistics/tables',
    {
      config: { policy: 'statistics.read' },
      schema: { tags: ['statistics'], response: { 200: leagueTablesResponse } },
    },
    (request) => listTables(repo, { role: request.user!.role, team: request.user!.team }),
  );

  r.post(
    '/api/statistics/parse-table',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { policy: 'statistics.update' },
      schema: {
        tags: ['statistics'],
        body: parseTableRequest,
        response: { 200: parseTableResponse, 400: errorResponse },
      },
    },
    (request) => updateTableFromDbu(repo, request.body, request.user!.id, deps.now),
  );

  r.get(
    '/api/statistics/sync-log',
    {
      config: { policy: 'statistics.update' },
      schema: { tags: ['statistics'], response: { 200: syncLogResponse } },
    },
    async () => {
      const rows = await repo.syncLog(SYNC_LOG_LIMIT);
      return rows.map(({ firstName, lastName, startedAt, completedAt, ...row }) => ({
        ...row,
        createdBy: firstName ? `${firstName} ${lastName ?? ''}`.trim() : null,
        startedAt: startedAt.toISOString(),
        completedAt: completedAt ? completedAt.toISOString() : null,
      }));
    },
  );
}
