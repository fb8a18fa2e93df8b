import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, isPermission } from '@common/domain/permissions';
import { isRole } from '@common/domain/roles';
import { forbidden, notSignedIn } from '../core/domain-error';
import { hashToken } from '../lib/tokens';
import type { SessionsRepository } from '../core/sessions/sessions.repository';
import { anyTeamRoleAllows } from '@common/domain/team-roles';
import { TOUCH_INTERVAL_MS, sessionExpiry } from '../core/sessions/session-policy';
import { readToken } from '../core/sessions/sessions';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A write that rides on the cookie must come from our own pages (S8). Browsers send
 * Sec-Fetch-Site; older ones at least Origin. Bearer-token requests cannot be forged cross-site.
 */
function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/**
 * Sessions and permissions on every route. A route under /api without a policy stops the
 * start (deny by default); 'public' routes still learn who is signed in when they ask.
 * Returns the session lookup, for what is not under /api and signs in by its cookie.
 */
export function registerAuth(app: FastifyInstance, sessions: SessionsRepository) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('viaCookie', false);
  app.decorateRequest('fullUser', null);

  const registered: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registered);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const policy = route.config?.policy;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        registered.push({ method, url: route.url, policy: policy ?? '', schema: route.schema ?? {} });
    }
    if (!policy) throw new Error(`Route ${route.method} ${route.url} has no policy`);
    if (policy !== 'public' && policy !== 'authenticated' && !isPermission(policy)) {
      throw new Error(`Route ${route.method} ${route.url} names an unknown permission: ${policy}`);
    }
  });

  const signIn = sessionLookup(sessions);

  /** Cross-site writes and the route's policy, checked before the body is even parsed: deny first, validate after. */
  const guard = (request: FastifyRequest, found: ReturnType<typeof readToken>) => {
    const unsafe = UNSAFE_METHODS.has(request.method);
    if (unsafe && !(found && !found.viaCookie) && isCrossSite(request)) {
      throw forbidden('Forespørgsler fra andre sider er ikke tilladt');
    }
    const policy = request.routeOptions.config?.policy;
    if (!policy || policy === 'public') return;
    if (!request.user) throw notSignedIn();
    if (!allows(request.user, policy)) throw forbidden(request.routeOptions.config?.deniedMessage);
  };
  const guarded = (request: FastifyRequest, found: ReturnType<typeof readToken>, next: (error?: Error) => void) => {
    try {
      guard(request, found);
    } catch (error) {
      return next(error as Error);
    }
    next();
  };

  // Synchronous without a token (health, public reads): an async hook costs each request a promise (P1).
  app.addHook('onRequest', (request, _reply, next) => {
    if (!request.url.startsWith('/api/')) return next();
    const found = readToken(request);
    if (!found) return guarded(request, found, next);
    const fullUser = request.routeOptions.config?.loadsFullUser === true;
    signIn(request, found, fullUser).then(() => guarded(request, found, next), next);
  });
  return signIn;
}

/** A session token and how it came: in the cookie, or in an Authorization header. */
export type FoundToken = NonNullable<ReturnType<typeof readToken>>;

/**
 * The session behind a token: who the request is from (`user`, `sessionId`, `viaCookie`, and
 * `fullUser` when asked for), and the sliding idle window. The auth hook's for every /api request,
 * and the drawn page's (server-drawn-pages.ts), which is not under /api, for its cookie.
 */
export function sessionLookup(sessions: SessionsRepository) {
  return async (request: FastifyRequest, found: FoundToken, fullUser: boolean) => {
    const now = new Date();
    const id = hashToken(found.token);
    let row: Awaited<ReturnType<SessionsRepository['findLive']>>;
    if (fullUser) {
      const found = await sessions.findLiveWithUser(id, now);
      row = found;
      request.fullUser = found?.full ?? null;
    } else {
      row = await sessions.findLive(id, now);
    }
    if (row && isRole(row.role)) {
      request.user = {
        id: row.userId,
        role: row.role,
        team: row.team,
        teams: row.teams,
        firstName: row.firstName,
        lastName: row.lastName,
      };
      request.sessionId = id;
      request.viaCookie = found.viaCookie;
      if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        // Browser sessions slide their 12-hour idle window; remember-me sessions keep their 30 days.
        const expiresAt = row.persistent ? row.expiresAt : sessionExpiry(false, now);
        await sessions.touch(id, now, expiresAt);
      }
    }
  };
}

/** Puts the person behind a request's session on it (sessionLookup). */
export type SignIn = ReturnType<typeof sessionLookup>;

/** Whether a route's policy lets this person (or a visitor, null) in: the one rule every route and in-process read follows. */
export function allows(user: FastifyRequest['user'], policy: string): boolean {
  if (policy === 'public') return true;
  if (!user) return false;
  // A team role (Holdleder) gives a few permissions on its team; the route's scope check narrows to it (decision 107).
  return (
    policy === 'authenticated' ||
    (isPermission(policy) && (can(user.role, policy) || anyTeamRoleAllows(user.teams, policy)))
  );
}

/** Every /api route with its policy and schemas, as registered: the route × role test and the contract tests walk this list. */
export interface RegisteredRoute {
  method: string;
  url: string;
  policy: string;
  schema: { body?: unknown; querystring?: unknown; params?: unknown; summary?: string };
}
