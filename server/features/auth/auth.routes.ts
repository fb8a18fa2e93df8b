import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginRequest, loginResponse } from '@common/contracts/auth';
import { sessionSchema, userSchema } from '@common/contracts/user';
import { errorAnswers } from '../../lib/error-answers';
import { z } from 'zod';
import { notSignedIn } from '../../core/domain-error';
import type { AppDeps } from '../../app-deps';
import { currentUserFrom, loadCurrentUser } from '../../core/people/load-current-user';
import { DEVICE_COOKIE, setDeviceCookie } from './device-cookie';
import { warnOfAttack } from './warn-of-attack';
import { checkLogin } from './login';
import { clearSessionCookie, startSession } from '../../core/sessions/sessions';
import { at } from '../../lib/route-at';
import { authEndpoints } from '@common/contracts/endpoints/auth';

export function authRoutes(app: FastifyInstance, deps: AppDeps, deviceKey: () => Promise<Buffer>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secure = deps.config.secureCookies;
  // The owner is told after the answer has gone, so the answer's time says nothing about who exists (S4).
  let warnings: Promise<unknown> = Promise.resolve();
  app.addHook('onClose', async () => {
    await warnings;
  });
  const loginDeps = {
    users: deps.users,
    throttle: deps.throttle,
    deviceKey,
    onAttack: (user: Parameters<typeof warnOfAttack>[1]) => {
      warnings = warnings
        .then(() => warnOfAttack(deps, user))
        .catch((error: unknown) => app.log.warn({ err: error }, 'attack warning failed'));
    },
  };

  r.route({
    ...at(authEndpoints.login, {
      tags: ['auth'],
      body: loginRequest,
      response: { 200: loginResponse, ...errorAnswers(401, 429) },
    }),
    config: { policy: 'public' },
    handler: async (request, reply) => {
      const checked = await checkLogin(loginDeps, request.body, {
        ip: request.ip,
        deviceCookie: request.cookies[DEVICE_COOKIE],
      });
      // A new session on every login (S3); any session the browser already had ends.
      if (request.sessionId) await deps.sessions.delete(request.sessionId);
      const token = await startSession(
        deps.sessions,
        reply,
        checked.userId,
        request.body.rememberMe === true,
        secure,
      );
      // This browser has now signed in to the account: it is counted apart from unknown clients (S19).
      setDeviceCookie(reply, checked.deviceCookie, secure);
      const user = await loadCurrentUser(deps.users, checked.userId);
      if (!user) throw notSignedIn();
      return { ...user, token };
    },
  });

  r.route({
    ...at(authEndpoints.user, { tags: ['auth'], response: { 200: userSchema, ...errorAnswers(401) } }),
    config: { policy: 'authenticated', loadsFullUser: true },
    handler: async (request) => {
      const user = request.fullUser
        ? currentUserFrom(request.fullUser)
        : await loadCurrentUser(deps.users, request.user!.id);
      if (!user) throw notSignedIn();
      return user;
    },
  });

  // The app's "who am I": a visitor gets { user: null } and a 200, so a signed-out page makes no failing request.
  r.route({
    ...at(authEndpoints.session, { tags: ['auth'], response: { 200: sessionSchema } }),
    config: { policy: 'public', loadsFullUser: true },
    handler: async (request) => {
      if (!request.user) return { user: null };
      const user = request.fullUser
        ? currentUserFrom(request.fullUser)
        : await loadCurrentUser(deps.users, request.user.id);
      return { user: user ?? null };
    },
  });

  r.route({
    ...at(authEndpoints.logout, { tags: ['auth'], response: { 200: z.object({ success: z.boolean() }) } }),
    config: { policy: 'public' },
    handler: async (request, reply) => {
      if (request.sessionId) await deps.sessions.delete(request.sessionId);
      clearSessionCookie(reply, secure);
      return { success: true };
    },
  });

  // Navigating to /api/logout (the profile page does) ends the session and goes home.
  r.route({
    ...at(authEndpoints.logoutAndGoHome, { tags: ['auth'] }),
    config: { policy: 'public' },
    handler: async (request, reply) => {
      if (request.sessionId) await deps.sessions.delete(request.sessionId);
      clearSessionCookie(reply, secure);
      return reply.redirect('/');
    },
  });

  // Decision D5: the old 401 target leads to the sign-in screen.
  r.route({
    ...at(authEndpoints.signInPage, { tags: ['auth'] }),
    config: { policy: 'public' },
    handler: async (_request, reply) => reply.redirect('/auth'),
  });
}
