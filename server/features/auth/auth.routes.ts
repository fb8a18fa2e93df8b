import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginRequest, loginResponse } from '@common/contracts/auth';
import { userSchema } from '@common/contracts/user';
import { errorResponse } from '@common/contracts/errors';
import { z } from 'zod';
import { HttpError, unauthorized } from '../../lib/http-error';
import type { AppDeps } from '../../app-deps';
import { currentUserFrom, loadCurrentUser } from '../users/load-current-user';
import { checkLogin } from './login';
import { scheduleSessionSweep } from './session-sweep';
import { clearSessionCookie, startSession } from './sessions';

export function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secure = deps.config.trustProxy;
  scheduleSessionSweep(app, deps);

  r.post(
    '/api/login',
    {
      config: { policy: 'public' },
      schema: { tags: ['auth'], body: loginRequest, response: { 200: loginResponse, 401: errorResponse, 429: errorResponse } },
    },
    async (request, reply) => {
      let userId: number;
      try {
        userId = await checkLogin(deps, request.body, request.ip);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 429) {
          reply.header('Retry-After', String((error as HttpError & { retryAfter?: number }).retryAfter ?? 60));
        }
        throw error;
      }
      // A new session on every login (S3); any session the browser already had ends.
      if (request.sessionId) await deps.sessions.delete(request.sessionId);
      const token = await startSession(deps.sessions, reply, userId, request.body.rememberMe === true, secure);
      const user = await loadCurrentUser(deps.users, userId);
      if (!user) throw unauthorized();
      return { ...user, token };
    },
  );

  r.get(
    '/api/user',
    { config: { policy: 'authenticated', loadsFullUser: true }, schema: { tags: ['auth'], response: { 200: userSchema, 401: errorResponse } } },
    async (request) => {
      const user = request.fullUser ? currentUserFrom(request.fullUser) : await loadCurrentUser(deps.users, request.user!.id);
      if (!user) throw unauthorized();
      return user;
    },
  );

  r.post(
    '/api/logout',
    { config: { policy: 'public' }, schema: { tags: ['auth'], response: { 200: z.object({ success: z.boolean() }) } } },
    async (request, reply) => {
      if (request.sessionId) await deps.sessions.delete(request.sessionId);
      clearSessionCookie(reply, secure);
      return { success: true };
    },
  );

  // Navigating to /api/logout (the profile page does) ends the session and goes home.
  r.get('/api/logout', { config: { policy: 'public' }, schema: { tags: ['auth'] } }, async (request, reply) => {
    if (request.sessionId) await deps.sessions.delete(request.sessionId);
    clearSessionCookie(reply, secure);
    return reply.redirect('/');
  });

  // Decision D5: the old 401 target leads to the sign-in screen.
  r.get('/api/login', { config: { policy: 'public' }, schema: { tags: ['auth'] } }, async (_request, reply) =>
    reply.redirect('/auth'),
  );
}
