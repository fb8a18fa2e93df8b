import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * An invited player (role none) who pays a kontingent is still an invitee: the kontingent does not
 * make them an active player anywhere, and the player fee can still be paid (F17).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const card = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };
const pay = async (clientSecret: string) =>
  (await t.request({ method: 'POST', url: '/api/sandbox/confirm-payment', payload: { clientSecret, card } })).json().status;

/** An invitee as the invitation link creates them, with a kontingent the club created and they paid. */
async function inviteeWhoPaidKontingent() {
  const invitee = await buildUser(t.deps.db, { role: 'none', membershipType: 'player', membershipStatus: 'inactive' });
  const admin = await t.roleUser('admin');
  const created = await t.request({
    method: 'POST',
    url: '/api/admin/create-kontingent',
    headers: admin.headers,
    payload: { amount: 500, description: 'Månedskontingent', dueDate: '2030-01-01', userIds: [invitee.id] },
  });
  expect(created.statusCode).toBe(200);
  const headers = await t.authFor(invitee.id);
  const [payment] = (await t.request({ method: 'GET', url: '/api/payments', headers })).json();
  const intent = (await t.request({ method: 'POST', url: '/api/create-payment-intent', headers, payload: { paymentId: payment.id } })).json();
  expect(await pay(intent.clientSecret)).toBe('succeeded');
  expect((await t.request({ method: 'GET', url: '/api/payments', headers })).json()[0].status).toBe('completed');
  return { invitee, headers, admin };
}

describe('an invitee (role none) who paid a kontingent', () => {
  it('is not shown as an active player: own profile, the kontingent list and the statistics', async () => {
    const statistics = async () =>
      (await t.request({ method: 'GET', url: '/api/admin/system-status', headers: (await t.roleUser('admin')).headers })).json().users;
    const before = await statistics();
    const { invitee, headers, admin } = await inviteeWhoPaidKontingent();
    const after = await statistics();
    expect(after.byRole.none - before.byRole.none).toBe(1);
    expect(after.activeMemberships).toBe(before.activeMemberships);
    const me = (await t.request({ method: 'GET', url: '/api/user', headers })).json();
    expect(me).toMatchObject({ role: 'none', membershipStatus: 'inactive' });
    const list = (await t.request({ method: 'GET', url: '/api/users', headers: admin.headers })).json() as Array<{ id: number; membershipStatus: string }>;
    expect(list.find((u) => u.id === invitee.id)?.membershipStatus).toBe('inactive');
  });

  it('can pay the player fee and then is a player with an active membership', async () => {
    const { headers } = await inviteeWhoPaidKontingent();
    const created = await t.request({ method: 'POST', url: '/api/create-player-subscription', headers, payload: {} });
    expect(created.statusCode).toBe(200);
    expect(created.json().amount).toBe(60000);
    expect(await pay(created.json().clientSecret)).toBe('succeeded');
    const done = await t.request({ method: 'POST', url: '/api/complete-player-subscription', headers, payload: { paymentIntentId: created.json().paymentIntentId } });
    expect(done.statusCode).toBe(200);
    const me = (await t.request({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${done.json().token}` } })).json();
    expect(me).toMatchObject({ role: 'player', membershipStatus: 'active', membershipType: 'player' });
  });

  it('can pay the player fee even with a membership the club created', async () => {
    const invitee = await buildUser(t.deps.db, { role: 'none', membershipType: 'player' });
    const admin = await t.roleUser('admin');
    const granted = await t.request({
      method: 'POST',
      url: '/api/admin/create-membership',
      headers: admin.headers,
      payload: { membershipType: 'player', duration: 12, userIds: [invitee.id] },
    });
    expect(granted.statusCode).toBe(200);
    const headers = await t.authFor(invitee.id);
    const created = await t.request({ method: 'POST', url: '/api/create-player-subscription', headers, payload: {} });
    expect(created.statusCode).toBe(200);
  });
});
