import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginResponse } from '@common/contracts/auth';
import { errorAnswers } from '../../lib/error-answers';
import {
  PASSWORD_RESET_ANSWER,
  passwordResetConfirm,
  passwordResetRequest,
  passwordResetRequestResponse,
} from '@common/contracts/mail';
import type { AppDeps } from '../../app-deps';
import { notSignedIn } from '../../core/domain-error';
import { answerAlike } from '../../core/recovery/answer-alike';
import { loadCurrentUser } from '../../core/people/load-current-user';
import { startSession } from '../../core/sessions/sessions';
import { confirmReset } from './confirm-reset';
import { sendResetLink } from './request-reset';
import { at } from '../../lib/route-at';
import { mailEndpoints } from '@common/contracts/endpoints/mail';

/** Glemt adgangskode (E2): ask for a link by mail, set a new password with it. */
export async function passwordResetFeature(app: FastifyInstance, deps: AppDeps) {
  // Counted in the database with the other limits, so every instance counts together (decision 061).
  const requests = answerAlike(app, deps.limits.throttleStore(), 'reset', deps.now);

  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.route({
      ...at(mailEndpoints.requestPasswordReset, {
        tags: ['auth'],
        body: passwordResetRequest,
        response: { 200: passwordResetRequestResponse, ...errorAnswers(400, 429) },
      }),
      config: { policy: 'public' },
      handler: async (request) => {
        await requests.checkAddress(request.ip);
        const login = request.body.login;
        requests.later(() => sendResetLink(deps, login, requests.accountMayHaveMore));
        return { message: PASSWORD_RESET_ANSWER };
      },
    });

    r.route({
      ...at(mailEndpoints.confirmPasswordReset, {
        tags: ['auth'],
        body: passwordResetConfirm,
        response: { 200: loginResponse, ...errorAnswers(400, 429) },
      }),
      config: { policy: 'public', rateLimit: { max: 20, timeWindow: 15 * 60 * 1000 } },
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
