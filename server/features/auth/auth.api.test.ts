import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { buildUser, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (body: unknown, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/login', payload: body as object, headers });
/** The session cookie's Set-Cookie line (a sign-in also sets the device cookie, S19). */
const sessionCookie = (res: { headers: Record<string, unknown> }) =>
  [res.headers['set-cookie']].flat().map(String).find((line) => line.startsWith('ru_session=')) ?? '';

describe('POST /api/login', () => {
  it('signs in with the user fields plus a token and an HttpOnly, SameSite=Lax session cookie', async () => {
    const user = await buildUser(t.deps.db, { username: 'karen', firstName: 'Karen', role: 'coach' });
    const res = await login({ username: 'karen', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: user.id, firstName: 'Karen', role: 'coach', profileImageUrl: null });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body).not.toHaveProperty('passwordHash');
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Max-Age/); // ends with the browser
    // The token is stored only as a hash.
    const stored = await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored.some((s) => s.id === body.token)).toBe(false);
    // The bearer token works for /api/user.
    const me = await t.request({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.json().username).toBe('karen');
  });

  it('keeps a remember-me session for 30 days', async () => {
    await buildUser(t.deps.db, { username: 'huske' });
    const res = await login({ username: 'huske', password: TEST_PASSWORD, rememberMe: true });
    expect(sessionCookie(res)).toMatch(/Max-Age=2592000/);
  });

  it('accepts the username in any letter case', async () => {
    await buildUser(t.deps.db, { username: 'Storebogstav' });
    expect((await login({ username: 'storebogstav', password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('answers an unknown user and a wrong password alike', async () => {
    await buildUser(t.deps.db, { username: 'kendt' });
    const wrong = await login({ username: 'kendt', password: 'forkert-kode' }, { 'x-forwarded-for': '10.9.9.1' });
    const unknown = await login({ username: 'ukendt', password: 'forkert-kode' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Forkert brugernavn eller adgangskode');
  });

  it('backs off an account after five failures, even with the right password, and says when to retry', async () => {
    await buildUser(t.deps.db, { username: 'angrebet' });
    for (let i = 0; i < 5; i++) await login({ username: 'angrebet', password: `gaet-${i}` });
    const res = await login({ username: 'angrebet', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses bad input with a Danish message and field errors', async () => {
    const empty = await login({ username: '', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({ username: 'Brugernavn er påkrævet', password: 'Adgangskode er påkrævet' });
    const extra = await login({ username: 'a', password: 'b', role: 'admin' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors.role).toBe('Ukendt felt: role');
    const wrongType = await login({ username: 5, password: true });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().errors)).toEqual(expect.arrayContaining(['username', 'password']));
  });

  it('refuses malformed JSON with 400 and a body over 64 KiB with 413', async () => {
    const malformed = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: '{"username": "x",',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Ugyldig JSON');
    const huge = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: JSON.stringify({ username: 'x'.repeat(70 * 1024), password: 'y' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe('sessions', () => {
  it('answers 401 on /api/user when signed out, or with a made-up token', async () => {
    expect((await t.request({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    const res = await t.request({ method: 'GET', url: '/api/user', headers: { authorization: 'Bearer nope' } });
    expect(res.statusCode).toBe(401);
  });

  it('rejects the old token after logout', async () => {
    await buildUser(t.deps.db, { username: 'loggerud' });
    const { token } = (await login({ username: 'loggerud', password: TEST_PASSWORD })).json();
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.request({ method: 'POST', url: '/api/logout', headers })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(401);
  });

  it('GET /api/logout clears the cookie and goes home; GET /api/login goes to /auth', async () => {
    await buildUser(t.deps.db, { username: 'navigerer' });
    const res = await login({ username: 'navigerer', password: TEST_PASSWORD });
    const cookie = sessionCookie(res).split(';')[0]!;
    const out = await t.request({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    expect((await t.request({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
    const toAuth = await t.request({ method: 'GET', url: '/api/login' });
    expect(toAuth.statusCode).toBe(302);
    expect(toAuth.headers.location).toBe('/auth');
  });

  it('refuses a cookie-authenticated write from another site, but not a bearer one', async () => {
    await buildUser(t.deps.db, { username: 'csrf' });
    const res = await login({ username: 'csrf', password: TEST_PASSWORD });
    const cookie = sessionCookie(res).split(';')[0]!;
    const cross = await t.request({ method: 'POST', url: '/api/logout', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(cross.statusCode).toBe(403);
    const crossOrigin = await t.request({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, origin: 'https://evil.example', host: 'localhost' },
    });
    expect(crossOrigin.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
    const bearer = await t.request({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${res.json().token}`, 'sec-fetch-site': 'cross-site' },
    });
    expect(bearer.statusCode).toBe(200);
  });

  it('sends security headers: pages get a CSP without inline scripts, no framing and nosniff', async () => {
    const res = await t.request({ method: 'GET', url: '/matches' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('sends JSON answers the REST header set: a CSP that allows nothing, no framing, nosniff, no-store', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    // The browsable OpenAPI pages are pages.
    const docs = await t.request({ method: 'GET', url: '/api/docs' });
    expect(String(docs.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});

describe('GET /api/health and /api/teams', () => {
  it('reports the database state', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: { kind: t.deps.database.kind, ok: true } });
  });

  it('lists the five seeded teams in sort order for anyone signed in', async () => {
    const { headers } = await t.roleUser('none');
    const res = await t.request({ method: 'GET', url: '/api/teams', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((team: { code: string }) => team.code)).toEqual([
      'serie_3_pulje_5',
      'serie_5_pulje_6',
      'serie_4_pulje_9',
      'herresenior_2_pulje_5',
      'motionsholdet',
    ]);
    expect((await t.request({ method: 'GET', url: '/api/teams' })).statusCode).toBe(401);
  });
});
