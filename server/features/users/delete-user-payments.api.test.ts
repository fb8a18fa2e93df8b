import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, pendingRegistrations, subscriptions, users } from '../../db/schema';
import { GatewayError } from '../../integrations/payments/gateway';
import type { SandboxGateway } from '../../integrations/payments/sandbox-gateway';
import { createTestApp, type TestApp } from '../../test/test-app';
import { uploadRegistrationPicture } from '../../test/sign-up';
import { TEST_PASSWORD, buildUser } from '../../test/factories';
import { GATEWAY_BUSY, deleteUser } from './delete-user';

/** Deleting an account (S15) ends the person's money relationship at the gateway too. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const card = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };
const sandbox = () => t.deps.payments as SandboxGateway;

/** A paying player: a sandbox customer, a saved card and an active subscription. */
async function payingPlayer() {
  const invitee = await buildUser(t.deps.db, { role: 'none', membershipType: null });
  const headers = await t.authFor(invitee.id);
  const created = (await t.request({ method: 'POST', url: '/api/create-player-subscription', headers, payload: {} })).json();
  const paid = await t.request({ method: 'POST', url: '/api/sandbox/confirm-payment', payload: { clientSecret: created.clientSecret, card } });
  expect(paid.json().status).toBe('succeeded');
  const [sub] = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, invitee.id));
  expect(sub!.status).toBe('active');
  const [row] = await t.deps.db.select().from(users).where(eq(users.id, invitee.id));
  return { user: row!, sub: sub!, headers: await t.authFor(invitee.id) };
}

describe('deleting an account with a running subscription', () => {
  it('DELETE /api/user cancels the subscription at once and deletes the gateway customer and cards', async () => {
    const { user, sub, headers } = await payingPlayer();
    const customerId = user.stripeCustomerId!;
    expect(await sandbox().listCards(customerId)).toHaveLength(1);
    const res = await t.request({ method: 'DELETE', url: '/api/user', headers, payload: { password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    const remote = await sandbox().retrieveSubscription(sub.providerSubscriptionId!);
    expect(remote!.status).toBe('canceled');
    expect(remote!.cancelAtPeriodEnd).toBe(false);
    expect(await sandbox().listCards(customerId)).toHaveLength(0);
    const [local] = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(local).toMatchObject({ status: 'canceled', userId: null });
    // The payments stay for the books, under a pseudonym.
    const kept = await t.deps.db.select().from(payments).where(eq(payments.paymentIntentId, sub.latestPaymentIntentId!));
    expect(kept[0]).toMatchObject({ userId: null, status: 'completed' });
    expect(kept[0]!.payerName).toMatch(/^Slettet medlem /);
  });

  it('an admin deleting a member does the same', async () => {
    const admin = await t.roleUser('admin');
    const { sub } = await payingPlayer();
    const res = await t.request({ method: 'DELETE', url: `/api/admin/members/${sub.userId}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect((await sandbox().retrieveSubscription(sub.providerSubscriptionId!))!.status).toBe('canceled');
  });

  it('keeps the account (503, nothing changed) when the gateway cannot be reached', async () => {
    const { user, sub } = await payingPlayer();
    const down = Object.create(sandbox()) as SandboxGateway;
    down.retrieveSubscription = async () => {
      throw new GatewayError('connect ECONNREFUSED', 'api');
    };
    await expect(deleteUser({ ...t.deps, payments: down }, user.id)).rejects.toMatchObject({ kind: 'unavailable', message: GATEWAY_BUSY });
    expect(await t.deps.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect((await sandbox().retrieveSubscription(sub.providerSubscriptionId!))!.status).toBe('active');
  });
});

describe('pending registrations of a deleted account', () => {
  it('are deleted with the account', async () => {
    const data = {
      username: 'slet_mig',
      password: 'hemmelig-kode-42',
      email: 'slet.mig@example.dk',
      firstName: 'Slet',
      lastName: 'Mig',
      address: 'Vigerslev Allé 12',
      postalCode: '2500 Valby',
      birthDate: '1990-04-12',
      membershipType: 'ru_member',
      phone: '12345678',
      profileImageUrl: await uploadRegistrationPicture(t),
    };
    const intent = (await t.request({ method: 'POST', url: '/api/create-payment-intent', payload: { userData: data } })).json();
    const done = await t.request({ method: 'POST', url: '/api/sandbox/confirm-payment', payload: { clientSecret: intent.clientSecret, card } });
    expect(done.json().status).toBe('succeeded');
    const [pending] = await t.deps.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.paymentIntentId, intent.paymentIntentId));
    expect(pending!.userId).toBeTruthy();
    expect(await deleteUser(t.deps, pending!.userId!)).toBe(true);
    expect(await t.deps.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.id, pending!.id))).toHaveLength(0);
  });
});
