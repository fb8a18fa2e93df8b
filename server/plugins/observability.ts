import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { metrics, metricsRegistry, watchPool } from '../lib/metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'];

/**
 * A direct connection from this host. The socket's address, never request.ip: a reverse proxy on
 * the same host connects from loopback too, so anything it forwarded (it says so in a forwarding
 * header) does not count as local.
 */
function isDirectLoopback(request: FastifyRequest): boolean {
  return (
    LOOPBACK.has(request.socket.remoteAddress ?? '') &&
    FORWARDING_HEADERS.every((h) => request.headers[h] === undefined)
  );
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Request ids and metrics (C6).
 * - Every answer carries X-Request-Id: the id Fastify gave the request (server/lib/request-id.ts),
 *   which is also the `reqId` on every log line of that request.
 * - Every answer is counted and timed by route pattern and status (server/lib/metrics.ts).
 * - GET /metrics serves them in Prometheus' text format. With METRICS_TOKEN set, only to
 *   `Authorization: Bearer <METRICS_TOKEN>` (from anywhere, loopback included); without it, only to
 *   direct connections from this host. Everyone else gets 401/403 and no data.
 */
export function registerObservability(
  app: FastifyInstance,
  options: { metricsToken: string | undefined; database: Database },
) {
  // Synchronous hooks: these run on every answer, and an async hook costs a promise each (P1).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern keeps the label set small: '/api/matches/:id', never '/api/matches/17'.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  if (options.database.poolStats) {
    const unwatch = watchPool(options.database.poolStats);
    app.addHook('onClose', async () => void unwatch());
  }

  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const token = options.metricsToken;
    if (token) {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!given || !sameSecret(given, token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ message: 'Log ind for at se målingerne' });
      }
    } else if (!isDirectLoopback(request)) {
      return reply.code(403).send({ message: 'Målingerne kan kun læses fra serveren selv' });
    }
    return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
}
