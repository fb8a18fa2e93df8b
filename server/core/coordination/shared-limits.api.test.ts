import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Two app instances on one database (C3): every limit holds across them, as it would with
 * one. Requests alternate between the instances; each has its own memory, so before the counts
 * moved into PostgreSQL each instance let through its own full allowance.
 */
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  const env = { LOGIN_IP_LIMIT: '4' };
  a = await createTestApp({}, env);
  b = await createTestApp({}, env, a.deps.database);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const DEVICE = 'ru_device';
const instance = (i: number) => (i % 2 === 0 ? a : b);
let address = 0;
function login(app: TestApp, username: string, password: string, options: { ip?: string; device?: string } = {}) {
  address++;
  return app.request({
    method: 'POST',
    url: '/api/login',
    remoteAddress: options.ip ?? `198.51.100.${address % 250}`,
    payload: { username, password },
    ...(options.device ? { cookies: { [DEVICE]: options.device } } : {}),
  });
}

describe('limits across two instances', () => {
  it('per account: the fifth failure locks out unknown clients on both instances; the owner’s browser still gets in', async () => {
    const owner = await buildUser(a.deps.db, { role: 'player' });
    const signedIn = await login(a, owner.username, TEST_PASSWORD);
    const device = signedIn.cookies.find((c) => c.name === DEVICE)!.value;
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await login(instance(i), owner.username, `forkert-${i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect((await login(b, owner.username, TEST_PASSWORD)).statusCode).toBe(429);
    expect((await login(b, owner.username, TEST_PASSWORD, { device })).statusCode).toBe(200);
  });

  it('per address: LOGIN_IP_LIMIT failures from one address in a minute, counted across instances', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await login(instance(i), `ingen${i}`, 'forkert-kode', { ip: '203.0.113.50' })).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
    expect((await login(a, 'ingen', 'forkert-kode', { ip: '203.0.113.51' })).statusCode).toBe(401);
  });

  it('chat posting: ten messages in ten seconds, counted across instances', async () => {
    const poster = await buildUser(a.deps.db, { role: 'player' });
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const app = instance(i);
      const res = await app.request({
        method: 'POST',
        url: '/api/chat/messages',
        headers: await app.authFor(poster.id),
        payload: { channel: 'club', message: `besked ${i}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
  });

  it('public registration routes: the per-address limit is counted across instances', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 62; i++) {
      codes.push((await instance(i).request({ method: 'POST', url: '/api/create-payment-intent', payload: {}, remoteAddress: '10.9.8.7' })).statusCode);
    }
    expect(codes.slice(0, 60).every((c) => c === 400)).toBe(true);
    expect(codes.slice(60)).toEqual([429, 429]);
    const other = await b.request({ method: 'POST', url: '/api/create-payment-intent', payload: {}, remoteAddress: '10.9.8.6' });
    expect(other.statusCode).toBe(400);
  });
});
