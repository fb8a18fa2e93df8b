import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { setupRequest, setupResponse } from '@common/contracts/club-identity';
import { errorAnswers } from '../../lib/error-answers';
import { setupEndpoints } from '@common/contracts/endpoints/setup';
import { healthEndpoints } from '@common/contracts/endpoints/health';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/route-at';
import { SETUP_PAGE, SETUP_SCRIPT } from './setup-page';
import { completeSetup, SETUP_MESSAGES } from './setup';
import { setupRepository } from '../../core/club/setup.repository';

const SETUP_PAGE_PATH = '/setup';
const SETUP_SCRIPT_PATH = '/setup/setup.js';

/** What answers while the club waits for its set-up: health, readiness, the set-up page, its script and API. */
const OPEN_WHILE_PENDING = new Set([
  healthEndpoints.check.path,
  healthEndpoints.ready.path,
  setupEndpoints.complete.path,
  SETUP_PAGE_PATH,
  SETUP_SCRIPT_PATH,
]);

/**
 * The production first start's set-up (decision 106). While the club's settings hold a set-up code,
 * every other request answers 503 with a Danish text; once it is done (on any instance: the
 * settings are read through the shared cache, dropped everywhere by the write) the page is gone.
 */
export function setupRoutes(app: FastifyInstance, deps: AppDeps) {
  // Once done, never pending again, and known here without a read: every request passes this gate.
  // The start stores the code before the instance listens, so done is final. While the settings
  // still say pending, the database is asked, so a set-up finished on another instance opens this
  // one at once.
  let done = false;
  const pending = async () => {
    if (done) return false;
    if ((await deps.teams.settings())?.setupCodeHash) {
      if (await setupRepository(deps.db).pending()) return true;
      await deps.teams.settingsChanged(null);
    }
    done = true;
    return false;
  };

  // Decided before the first request, so that a request never pays for the gate's first read.
  app.addHook('onReady', async () => {
    await pending();
  });

  // Synchronous once done: every request passes here, and an async hook costs a promise each (P1).
  app.addHook('onRequest', (request, reply, next) => {
    if (done) return next();
    const pathname = request.url.split('?', 1)[0]!;
    if (OPEN_WHILE_PENDING.has(pathname)) return next();
    pending().then((closed) => (closed ? closedAnswer(pathname, reply) : next()), next);
  });

  const closedAnswer = (pathname: string, reply: import('fastify').FastifyReply) => {
    reply.code(503).header('Retry-After', '60').header('Cache-Control', 'no-store');
    if (pathname.split('/')[1] === 'api') return void reply.send({ message: SETUP_MESSAGES.closed });
    void reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Opsætning</title></head><body><main><h1>${SETUP_MESSAGES.closed}</h1><p><a href="${SETUP_PAGE_PATH}">Sæt klubben op</a></p></main></body></html>`,
      );
  };

  const notFoundPage = (reply: import('fastify').FastifyReply) =>
    reply.code(404).type('text/plain; charset=utf-8').send(SETUP_MESSAGES.notPending);

  app.get(SETUP_PAGE_PATH, async (_request, reply) =>
    (await pending())
      ? reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(SETUP_PAGE)
      : notFoundPage(reply),
  );
  app.get(SETUP_SCRIPT_PATH, async (_request, reply) =>
    (await pending())
      ? reply.header('Cache-Control', 'no-store').type('text/javascript; charset=utf-8').send(SETUP_SCRIPT)
      : notFoundPage(reply),
  );

  app.withTypeProvider<ZodTypeProvider>().route({
    ...at(setupEndpoints.complete, {
      tags: ['club'],
      body: setupRequest,
      response: { 200: setupResponse, ...errorAnswers(400, 403, 404, 409) },
    }),
    config: { policy: 'public' },
    // The crest comes as base64 in JSON: at most 1 MB of file.
    bodyLimit: 1_500_000,
    handler: async (request) => {
      await completeSetup(deps.db, request.body, deps.now());
      await deps.teams.settingsChanged(null);
      return { ok: true as const };
    },
  });
}
