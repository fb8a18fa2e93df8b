import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { announcements, sessions } from '../../db/schema';
import { buildUser, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Sign-in limits, session lifetimes and hostile input that the first auth tests do not reach. */
let t: TestApp;
beforeAll(async () => {
  // One proxy in front (TRUST_PROXY=true) and a small per-IP limit so the test stays short.
  t = await createTestApp({}, { TRUST_PROXY: 'true', LOGIN_IP_LIMIT: '3' });
});
afterAll(() => t.close());

const PROXY = '10.0.0.1';
const attempt = (forwardedFor: string) =>
  t.request({
    method: 'POST',
    url: '/api/login',
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { username: 'ingen', password: 'forkert-kode' },
  });

describe('per-IP login limit behind a proxy', () => {
  it('counts the address the proxy saw, so a forged X-Forwarded-For does not dodge the limit', async () => {
    for (let i = 1; i <= 3; i++) expect((await attempt(`6.6.6.${i}, 203.0.113.9`)).statusCode).toBe(401);
    const blocked = await attempt('6.6.6.99, 203.0.113.9');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(blocked.json().message).toBeTruthy();
    // Another real client behind the same proxy is not affected.
    expect((await attempt('198.51.100.7')).statusCode).toBe(401);
  });
});

describe('session lifetime', () => {
  let client = 0;
  async function signedIn(rememberMe: boolean) {
    const user = await buildUser(t.deps.db, {});
    client++;
    const res = await t.request({
      method: 'POST',
      url: '/api/login',
      remoteAddress: `192.0.2.${client}`,
      payload: { username: user.username, password: TEST_PASSWORD, rememberMe },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    return { id: row!.id, headers: { authorization: `Bearer ${res.json().token as string}` } };
  }
  const me = (headers: Record<string, string>) => t.request({ method: 'GET', url: '/api/user', headers });

  it('refuses a browser session idle for more than 12 hours', async () => {
    const s = await signedIn(false);
    const longAgo = new Date(Date.now() - 13 * 3600_000);
    await t.deps.db.update(sessions).set({ lastSeenAt: longAgo, expiresAt: new Date(longAgo.getTime() + 12 * 3600_000) }).where(eq(sessions.id, s.id));
    expect((await me(s.headers)).statusCode).toBe(401);
  });

  it('slides the 12-hour window on use, but keeps the 30 days of a remember-me session', async () => {
    const browser = await signedIn(false);
    const tenHoursAgo = new Date(Date.now() - 10 * 3600_000);
    await t.deps.db.update(sessions).set({ lastSeenAt: tenHoursAgo, expiresAt: new Date(tenHoursAgo.getTime() + 12 * 3600_000) }).where(eq(sessions.id, browser.id));
    expect((await me(browser.headers)).statusCode).toBe(200);
    const [slid] = await t.deps.db.select().from(sessions).where(eq(sessions.id, browser.id));
    expect(slid!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11.9 * 3600_000);

    const remembered = await signedIn(true);
    const [before] = await t.deps.db.select().from(sessions).where(eq(sessions.id, remembered.id));
    await t.deps.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 3600_000) }).where(eq(sessions.id, remembered.id));
    expect((await me(remembered.headers)).statusCode).toBe(200);
    const [after] = await t.deps.db.select().from(sessions).where(eq(sessions.id, remembered.id));
    expect(after!.expiresAt.getTime()).toBe(before!.expiresAt.getTime());
  });

  it('sweeps expired sessions and leaves live ones', async () => {
    const expired = await signedIn(false);
    const live = await signedIn(false);
    await t.deps.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, expired.id));
    await t.deps.sessions.deleteExpired(new Date());
    const left = (await t.deps.db.select({ id: sessions.id }).from(sessions)).map((r) => r.id);
    expect(left).not.toContain(expired.id);
    expect(left).toContain(live.id);
  });
});

describe('the NUL character', () => {
  it('is refused with 400 in a body, a path or a query, and nothing is stored', async () => {
    const login = await t.request({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '192.0.2.50',
      payload: { username: 'x\u0000y', password: 'whatever1' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toBe('Ugyldige tegn i forespørgslen');

    const admin = await t.roleUser('admin');
    const before = await t.deps.db.$count(announcements);
    const post = await t.request({
      method: 'POST',
      url: '/api/announcements',
      headers: admin.headers,
      payload: { title: 'Hej\u0000', content: 'Tekst', important: false },
    });
    expect(post.statusCode).toBe(400);
    expect(await t.deps.db.$count(announcements)).toBe(before);

    const path = await t.request({ method: 'POST', url: '/api/subscriptions/%00/cancel', headers: admin.headers });
    expect(path.statusCode).toBe(400);
    const query = await t.request({ method: 'GET', url: '/api/matches?before=%00', headers: admin.headers });
    expect(query.statusCode).toBe(400);
  });
});

describe('routes without a body', () => {
  it('refuse unknown fields with 400 and still work with an empty body', async () => {
    const user = await buildUser(t.deps.db, {});
    const headers = await t.authFor(user.id);
    const stray = await t.request({ method: 'POST', url: '/api/logout', headers, payload: { zzUnknown: 1 } });
    expect(stray.statusCode).toBe(400);
    expect(stray.json().message).toBe('Ukendt felt: zzUnknown');
    expect((await t.request({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/calendar/token', headers, payload: { x: 1 } })).statusCode).toBe(400);
    expect((await t.request({ method: 'POST', url: '/api/logout', headers, payload: {} })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(401);
  });
});
