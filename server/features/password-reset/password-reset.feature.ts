import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginResponse } from '@common/contracts/auth';
import { errorResponse } from '@common/contracts/errors';
import {
  PASSWORD_RESET_ANSWER,
  passwordResetConfirm,
  passwordResetRequest,
  passwordResetRequestResponse,
} from '@common/contracts/mail';
import type { AppDeps } from '../../app-deps';
import { DomainError, notSignedIn } from '../../core/domain-error';
import { loadCurrentUser } from '../../core/people/load-current-user';
import { startSession } from '../../core/sessions/sessions';
import { confirmReset } from './confirm-reset';
import { sendResetLink } from './request-reset';
import { at } from '../../lib/route-at';
import { mailEndpoints } from '@common/contracts/endpoints/mail';

/** Reset requests per address in 15 minutes (S4): beyond it a 429, which says nothing about who is a member. */
export const ADDRESS_LIMIT = 10;
const ADDRESS_WINDOW_MS = 15 * 60 * 1000;

/** Glemt adgangskode (issue 13): ask for a link by mail, set a new password with it. */
export async function passwordResetFeature(app: FastifyInstance, deps: AppDeps) {
  // Counted in the database with the other limits, so every instance counts together (decision 061).
  const store = deps.limits.throttleStore();
  let pending: Promise<unknown> = Promise.resolve();
  app.addHook('onClose', async () => {
    await pending;
  });

  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.route({
      ...at(mailEndpoints.requestPasswordReset),
      config: { policy: 'public' },
      schema: {
        tags: ['auth'],
        body: passwordResetRequest,
        response: { 200: passwordResetRequestResponse, 400: errorResponse, 429: errorResponse },
      },
      handler: async (request) => {
        const at = deps.now().getTime();
        if ((await store.recordFailure(`reset-ip:${request.ip}`, at, ADDRESS_WINDOW_MS)) > ADDRESS_LIMIT) {
          throw new DomainError('tooManyAttempts', 'For mange forsøg. Prøv igen senere.', {
            retryAfterSeconds: ADDRESS_WINDOW_MS / 1000,
          });
        }
        // The lookup and the mail happen after the answer: known or not, the answer is the same in
        // status, body and time (S4).
        const login = request.body.login;
        pending = pending
          .then(() => new Promise((resolve) => setImmediate(resolve)))
          .then(() => sendResetLink(deps, store, login))
          .catch((error: unknown) => app.log.warn({ err: error }, 'password reset mail failed'));
        return { message: PASSWORD_RESET_ANSWER };
      },
    });

    r.route({
      ...at(mailEndpoints.confirmPasswordReset),
      config: { policy: 'public', rateLimit: { max: 20, timeWindow: 15 * 60 * 1000 } },
      schema: {
        tags: ['auth'],
        body: passwordResetConfirm,
        response: { 200: loginResponse, 400: errorResponse, 429: errorResponse },
      },
      handler: async (request, reply) => {
        const userId = await confirmReset(deps, request.body);
        // Every session of the person has ended; this browser gets a fresh one.
        if (request.sessionId) await deps.sessions.delete(request.sessionId);
        const token = await startSession(deps.sessions, reply, userId, false, deps.config.secureCookies);
        const user = await loadCurrentUser(deps.users, userId, deps.now());
        if (!user) throw notSignedIn();
        return { ...user, token };
      },
    });
  });
}
