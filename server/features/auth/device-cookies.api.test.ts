import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildUser, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * S19, F7: nobody can lock an account out by guessing. OWASP's device cookies: a
 * browser that has signed in to the account before carries a signed device cookie and is counted
 * apart from unknown clients; the per-account lockout applies to unknown clients only; a trusted
 * browser is locked out only by its own failures; the per-address limit counts only unknown
 * clients' failures, so a club house on one Wi-Fi keeps signing in. The clock is the app's.
 */
let t: TestApp;
let clock = new Date('2026-11-24T18:00:00Z');
const MINUTE = 60_000;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  t = await createTestApp({ now: () => clock }, { LOGIN_IP_LIMIT: '10' });
});
afterAll(() => t.close());

const DEVICE = 'ru_device';
let address = 0;
/** A client of its own address unless told otherwise, so the per-address limit stays out of the way. */
function login(username: string, password: string, options: { device?: string; ip?: string } = {}) {
  address++;
  return t.request({
    method: 'POST',
    url: '/api/login',
    remoteAddress: options.ip ?? `198.51.100.${address % 250}`,
    payload: { username, password },
    ...(options.device ? { cookies: { [DEVICE]: options.device } } : {}),
  });
}
function deviceCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === DEVICE);
  expect(cookie, 'a device cookie was issued').toBeTruthy();
  return cookie!.value;
}
async function guess(username: string, times: number) {
  const answers: number[] = [];
  for (let i = 0; i < times; i++) answers.push((await login(username, `gaet-${i}-forkert`)).statusCode);
  return answers;
}

describe('device cookies (S19)', () => {
  it('keep the owner signing in from a browser that has signed in before while a guesser locks out unknown clients', async () => {
    const owner = await buildUser(t.deps.db, { role: 'admin' });
    const device = deviceCookieOf(await login(owner.username, TEST_PASSWORD));

    expect(await guess(owner.username, 7)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // A browser that never signed in to the account waits, even with the right password…
    const unknown = await login(owner.username, TEST_PASSWORD);
    expect(unknown.statusCode).toBe(429);
    expect(Number(unknown.headers['retry-after'])).toBeGreaterThan(0);
    // …but the owner's own browser is let in, and its cookie is renewed.
    const own = await login(owner.username, TEST_PASSWORD, { device });
    expect(own.statusCode).toBe(200);
    const renewed = deviceCookieOf(own);
    expect(renewed).not.toBe(device);

    // A few guesses every 15 minutes keep unknown clients slowed, never the owner.
    let current = renewed;
    for (let round = 0; round < 4; round++) {
      advance(15 * MINUTE);
      await guess(owner.username, 6);
      const again = await login(owner.username, TEST_PASSWORD, { device: current });
      expect(again.statusCode, `round ${round}`).toBe(200);
      current = deviceCookieOf(again);
    }
  });

  it('locks a trusted browser out only by its own failures, and only for a while', async () => {
    const owner = await buildUser(t.deps.db, {});
    const device = deviceCookieOf(await login(owner.username, TEST_PASSWORD));
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await login(owner.username, `forkert-${i}`, { device })).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await login(owner.username, TEST_PASSWORD, { device })).statusCode).toBe(429);
    // Its failures are its own: an unknown client of the account is not locked by them.
    expect((await login(owner.username, TEST_PASSWORD)).statusCode).toBe(200);
    advance(16 * MINUTE);
    expect((await login(owner.username, TEST_PASSWORD, { device })).statusCode).toBe(200);
  });

  it('trusts a device cookie only for the account it was issued to, and a forged or altered one for none', async () => {
    const anna = await buildUser(t.deps.db, {});
    const bo = await buildUser(t.deps.db, {});
    const annasDevice = deviceCookieOf(await login(anna.username, TEST_PASSWORD));
    await guess(bo.username, 5);
    await guess(anna.username, 5);
    expect((await login(bo.username, TEST_PASSWORD, { device: annasDevice })).statusCode).toBe(429);
    const [id, nonce, signature] = annasDevice.split('.');
    const altered = [
      `${id}.${nonce}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`,
      `${bo.id}.${nonce}.${signature}`,
      // Another first letter of the nonce (1 in 64 nonces already start with 'x').
      `${id}.${nonce!.startsWith('x') ? 'y' : 'x'}${nonce!.slice(1)}.${signature}`,
      'garbage',
      `${annasDevice}~${annasDevice}`.repeat(40),
    ];
    for (const device of altered) expect((await login(anna.username, TEST_PASSWORD, { device })).statusCode, device.slice(0, 40)).toBe(429);
    expect((await login(anna.username, TEST_PASSWORD, { device: annasDevice })).statusCode).toBe(200);
  });

  it('keeps several accounts trusted in one shared browser', async () => {
    const parent = await buildUser(t.deps.db, {});
    const child = await buildUser(t.deps.db, {});
    const first = deviceCookieOf(await login(parent.username, TEST_PASSWORD));
    const both = deviceCookieOf(await login(child.username, TEST_PASSWORD, { device: first }));
    await guess(parent.username, 5);
    await guess(child.username, 5);
    expect((await login(parent.username, TEST_PASSWORD, { device: both })).statusCode).toBe(200);
    expect((await login(child.username, TEST_PASSWORD, { device: both })).statusCode).toBe(200);
  });

  it('issues the cookie HttpOnly, for the sign-in call only, and same-site only', async () => {
    const user = await buildUser(t.deps.db, {});
    const res = await login(user.username, TEST_PASSWORD);
    const cookie = res.cookies.find((c) => c.name === DEVICE)!;
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/login', sameSite: 'Strict' });
    expect(cookie.maxAge).toBeGreaterThan(30 * 24 * 3600);
    // A failed sign-in issues none.
    expect((await login(user.username, 'forkert-kode')).cookies.find((c) => c.name === DEVICE)).toBeUndefined();
  });
});

describe('the per-address limit (S4, S19)', () => {
  it('counts only unknown clients’ failures: a club house on one Wi-Fi keeps signing in, trusted browsers always', async () => {
    const clubhouse = '203.0.113.77';
    const members = await Promise.all(Array.from({ length: 14 }, () => buildUser(t.deps.db, {})));
    // Fourteen people sign in from the same address within a minute: successes do not count.
    const devices: string[] = [];
    for (const m of members) {
      const res = await login(m.username, TEST_PASSWORD, { ip: clubhouse });
      expect(res.statusCode).toBe(200);
      devices.push(deviceCookieOf(res));
    }
    // Ten failures from the address (LOGIN_IP_LIMIT=10) slow down unknown clients there…
    for (let i = 0; i < 10; i++) expect((await login(`ingen${i}`, 'forkert-kode', { ip: clubhouse })).statusCode).toBe(401);
    const newcomer = await buildUser(t.deps.db, {});
    expect((await login(newcomer.username, TEST_PASSWORD, { ip: clubhouse })).statusCode).toBe(429);
    // …but every browser that has signed in before still gets in.
    expect((await login(members[0]!.username, TEST_PASSWORD, { ip: clubhouse, device: devices[0] })).statusCode).toBe(200);
    advance(MINUTE + 1000);
    expect((await login(newcomer.username, TEST_PASSWORD, { ip: clubhouse })).statusCode).toBe(200);
  });
});

describe('the same answer for unknown user and wrong password (S4)', () => {
  it('holds for a fresh attempt, a trusted browser, and while locked out', async () => {
    const known = await buildUser(t.deps.db, {});
    const device = deviceCookieOf(await login(known.username, TEST_PASSWORD));
    const wrong = await login(known.username, 'forkert-kode', { device });
    const unknown = await login('findes-ikke', 'forkert-kode', { device });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.cookies).toEqual(unknown.cookies);

    await guess(known.username, 5);
    await guess('findes-heller-ikke', 5);
    const lockedKnown = await login(known.username, 'forkert-kode');
    const lockedUnknown = await login('findes-heller-ikke', 'forkert-kode');
    expect([lockedKnown.statusCode, lockedUnknown.statusCode]).toEqual([429, 429]);
    expect(lockedKnown.json()).toEqual(lockedUnknown.json());
    expect(lockedKnown.headers['retry-after']).toBe(lockedUnknown.headers['retry-after']);
  });
});
