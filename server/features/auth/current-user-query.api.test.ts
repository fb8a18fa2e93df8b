import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildPayment, buildUser } from '../../test/factories';
import { countQueries } from '../../test/count-queries';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * GET /api/user is read on every app start and focus: the session, the user and the facts its
 * membership status is judged from come back in one query (P2, P7).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('answers GET /api/user with one query, membership judged from the same row', async () => {
  const member = await buildUser(t.deps.db, { role: 'member', firstName: 'Ida' });
  const headers = await t.authFor(member.id);
  let body: { firstName: string; membershipStatus: string } | undefined;
  const queries = await countQueries(t, async () => {
    const res = await t.request({ method: 'GET', url: '/api/user', headers });
    expect(res.statusCode).toBe(200);
    body = res.json();
  });
  expect(body).toMatchObject({ firstName: 'Ida', membershipStatus: 'inactive' });
  expect(queries).toBe(1);

  // A completed payment and nothing pending: active (part 2 §4), seen through the same single query.
  await buildPayment(t.deps.db, { userId: member.id, amount: 30000, description: 'RU Medlem', status: 'completed' });
  const res = await t.request({ method: 'GET', url: '/api/user', headers });
  expect(res.json().membershipStatus).toBe('active');
  expect((await t.request({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
});

it('answers GET /api/session with the user, or { user: null } and a 200 for a visitor (F30)', async () => {
  const player = await buildUser(t.deps.db, { role: 'player', firstName: 'Bo' });
  const headers = await t.authFor(player.id);
  let body: { user: { id: number; firstName: string } | null } | undefined;
  const queries = await countQueries(t, async () => {
    const res = await t.request({ method: 'GET', url: '/api/session', headers });
    expect(res.statusCode).toBe(200);
    body = res.json();
  });
  expect(body?.user).toMatchObject({ id: player.id, firstName: 'Bo' });
  expect(queries).toBe(1);

  const visitor = await t.request({ method: 'GET', url: '/api/session' });
  expect(visitor.statusCode).toBe(200);
  expect(visitor.json()).toEqual({ user: null });
  // A token that names no live session is a visitor too, not an error.
  const stale = await t.request({ method: 'GET', url: '/api/session', headers: { authorization: 'Bearer not-a-session' } });
  expect(stale.statusCode).toBe(200);
  expect(stale.json()).toEqual({ user: null });
});
