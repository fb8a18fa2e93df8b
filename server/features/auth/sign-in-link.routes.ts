import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LOGIN_LINK_ANSWER,
  loginLinkAnswer,
  loginLinkConfirm,
  loginLinkRequest,
  loginResponse,
} from '@common/contracts/auth';
import { authEndpoints } from '@common/contracts/endpoints/auth';
import { errorAnswers } from '../../lib/error-answers';
import type { AppDeps } from '../../app-deps';
import { notSignedIn } from '../../core/domain-error';
import { loadCurrentUser } from '../../core/people/load-current-user';
import { answerAlike } from '../../core/recovery/answer-alike';
import { startSession } from '../../core/sessions/sessions';
import { at } from '../../lib/route-at';
import { DEVICE_COOKIE, readDeviceCookie, renewDeviceCookie, setDeviceCookie } from './device-cookie';
import { sendLoginLink, useLoginLink } from './sign-in-link';

/**
 * The way in from a new browser while a guesser keeps new browsers out (S19, decision 095): a
 * sign-in link by mail to the confirmed address. Following it signs in here and makes this a
 * known browser of the account, which the guessing no longer stops.
 */
export async function signInLinkRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  deviceKey: () => Promise<Buffer>,
) {
  const requests = answerAlike(app, deps.limits.throttleStore(), 'sign-in-link', deps.now);
  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.route({
      ...at(authEndpoints.requestLoginLink, {
        tags: ['auth'],
        body: loginLinkRequest,
        response: { 200: loginLinkAnswer, ...errorAnswers(400, 429) },
      }),
      config: { policy: 'public' },
      handler: async (request) => {
        await requests.checkAddress(request.ip);
        const login = request.body.login;
        requests.later(() => sendLoginLink(deps, login, requests.accountMayHaveMore));
        return { message: LOGIN_LINK_ANSWER };
      },
    });

    r.route({
      ...at(authEndpoints.confirmLoginLink, {
        tags: ['auth'],
        body: loginLinkConfirm,
        response: { 200: loginResponse, ...errorAnswers(400, 429) },
      }),
      config: { policy: 'public', rateLimit: { max: 20, timeWindow: 15 * 60 * 1000 } },
      handler: async (request, reply) => {
        const userId = await useLoginLink(deps, request.body.token);
        if (request.sessionId) await deps.sessions.delete(request.sessionId);
        const token = await startSession(deps.sessions, reply, userId, false, deps.config.secureCookies);
        const key = await deviceKey();
        const devices = readDeviceCookie(request.cookies[DEVICE_COOKIE], key);
        setDeviceCookie(reply, renewDeviceCookie(devices, userId, key), deps.config.secureCookies);
        const user = await loadCurrentUser(deps.users, userId, deps.now());
        if (!user) throw notSignedIn();
        return { ...user, token };
      },
    });
  });
}
