import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken, newToken } from '../../lib/tokens';
import type { SessionsRepository } from './sessions.repository';
import { PERSISTENT_SESSION_MS, SESSION_COOKIE, sessionExpiry } from './session-policy';

/** Starts a fresh session (S3: a new token on every login) and sets the cookie. */
export async function startSession(
  repo: SessionsRepository,
  reply: FastifyReply,
  userId: number,
  persistent: boolean,
  secureCookie: boolean,
): Promise<string> {
  const token = newToken();
  const now = new Date();
  await repo.create({ id: hashToken(token), userId, persistent, expiresAt: sessionExpiry(persistent, now) });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie,
    // Without remember me the cookie has no Max-Age: it ends with the browser.
    ...(persistent ? { maxAge: PERSISTENT_SESSION_MS / 1000 } : {}),
  });
  return token;
}

export function clearSessionCookie(reply: FastifyReply, secureCookie: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookie });
}

/** The token from `Authorization: Bearer …` first, else the cookie. */
export function readToken(request: FastifyRequest): { token: string; viaCookie: boolean } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token && token.length <= 100) return { token, viaCookie: false };
  }
  return readCookieToken(request);
}

/** The token from the session cookie alone: what a page's own request signs in by (a drawn page). */
export function readCookieToken(request: FastifyRequest): { token: string; viaCookie: true } | null {
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie && cookie.length <= 100 ? { token: cookie, viaCookie: true } : null;
}
