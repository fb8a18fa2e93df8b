import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponse, readyResponse, type Health } from '@common/contracts/health';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/route-at';
import { deepFreeze } from '../../lib/encode-response';
import { healthEndpoints } from '@common/contracts/endpoints/health';

/** The database is asked at most once a second; a health check must not be a load of its own. */
const PING_CACHE_MS = 1000;

/** A promise that gives up with `fallback` after a second (S13: fail fast). */
function withinASecond<T>(work: Promise<T>, fallback: T): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((resolve) => setTimeout(() => resolve(fallback), 1000).unref()),
  ]).catch(() => fallback);
}

export function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  let last: { at: number; ok: Promise<boolean> } | undefined;
  const databaseOk = () => {
    const now = Date.now();
    if (!last || now - last.at > PING_CACHE_MS) {
      // A database that does not answer within a second counts as down (S13: fail fast).
      last = {
        at: now,
        ok: withinASecond(
          deps.database.ping().then(() => true),
          false,
        ),
      };
    }
    return last.ok;
  };
  // Applied migrations never go away: once all are there, the answer is kept.
  let migrated = false;
  const migrationsOk = async () =>
    (migrated ||= await withinASecond(deps.database.migrationsApplied(), false));

  // Two possible answers, frozen: the serializer checks and writes each once (decision 084, P1).
  const answerWhen = (ok: boolean): Health =>
    deepFreeze({ status: ok ? 'ok' : 'unavailable', database: { kind: deps.database.kind, ok } });
  const answers = { up: answerWhen(true), down: answerWhen(false) };

  app.withTypeProvider<ZodTypeProvider>().route({
    ...at(healthEndpoints.check, { tags: ['health'], response: { 200: healthResponse, 503: healthResponse } }),
    config: { policy: 'public' },
    handler: async (_request, reply) => {
      const ok = await databaseOk();
      return reply.code(ok ? 200 : 503).send(ok ? answers.up : answers.down);
    },
  });

  // Readiness (C5): a load balancer sends nothing to an instance that is starting or stopping.
  app.withTypeProvider<ZodTypeProvider>().route({
    ...at(healthEndpoints.ready, { tags: ['health'], response: { 200: readyResponse, 503: readyResponse } }),
    config: { policy: 'public' },
    handler: async (_request, reply) => {
      const draining = deps.lifecycle.draining;
      const [database, migrations] = await Promise.all([databaseOk(), migrationsOk()]);
      const ready = database && migrations && !draining;
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'unavailable', database, migrations, draining });
    },
  });
}
