import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponse } from '@common/contracts/health';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/route-at';
import { healthEndpoints } from '@common/contracts/endpoints/health';

/** The database is asked at most once a second; a health check must not be a load of its own. */
const PING_CACHE_MS = 1000;

export function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  let last: { at: number; ok: Promise<boolean> } | undefined;
  const databaseOk = () => {
    const now = Date.now();
    if (!last || now - last.at > PING_CACHE_MS) {
      // A database that does not answer within a second counts as down (S13: fail fast).
      const ok = Promise.race([
        deps.database.ping().then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1000).unref()),
      ]).catch(() => false);
      last = { at: now, ok };
    }
    return last.ok;
  };

  app.withTypeProvider<ZodTypeProvider>().route({
    ...at(healthEndpoints.check),
    config: { policy: 'public' },
    schema: { tags: ['health'], response: { 200: healthResponse, 503: healthResponse } },
    handler: async (_request, reply) => {
      const ok = await databaseOk();
      const body = {
        status: ok ? ('ok' as const) : ('unavailable' as const),
        database: { kind: deps.database.kind, ok },
      };
      return reply.code(ok ? 200 : 503).send(body);
    },
  });
}
