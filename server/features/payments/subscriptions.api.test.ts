import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from 'date-fns';
import { payments, sandboxObjects, subscriptions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildUser } from '../../test/factories';
import { createPaymentsContext } from './payments-context';
import { reconcilePayments } from './reconcile';
import { syncSubscription } from './sync-subscription';
import { loadCurrentUser } from '../../core/people/load-current-user';

/** Subscriptions, upgrade, cancellation and cards on the sandbox gateway, with a clock the tests move. */
// GET /api/user judges membership by the real time, so the clock starts now and moves forward.
const START = new Date();
let clock = START;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const card = (number = '4242424242424242') => ({ number, expMonth: 12, expYear: 2040, cvc: '123' });
const pay = (clientSecret: string, number?: string) =>
  t.request({ method: 'POST', url: '/api/sandbox/confirm-payment', payload: { clientSecret, card: card(number) } });
/** Completes the subscription; the session is renewed (S3), so the new bearer header is returned. */
async function complete(headers: Record<string, string>, paymentIntentId: string) {
  const res = await t.request({ method: 'POST', url: '/api/complete-player-subscription', headers, payload: { paymentIntentId } });
  expect(res.json()).toMatchObject({ success: true });
  return { authorization: `Bearer ${res.json().token}` };
}
const me = async (headers: Record<string, string>) => (await t.request({ method: 'GET', url: '/api/user', headers })).json();

describe('player fee for role none', () => {
  it('nybruger pays 600 kr and becomes Spiller with an active membership', async () => {
    const invitee = await buildUser(t.deps.db, { role: 'none', membershipType: null });
    let headers = await t.authFor(invitee.id);
    const created = await t.request({ method: 'POST', url: '/api/create-player-subscription', headers, payload: {} });
    expect(created.statusCode).toBe(200);
    expect(created.json().amount).toBe(60000);
    const declined = await pay(created.json().clientSecret, '4000000000000002');
    expect(declined.json().message).toBe('Dit kort blev afvist.');
    const notYet = await t.request({ method: 'POST', url: '/api/complete-player-subscription', headers, payload: { paymentIntentId: created.json().paymentIntentId } });
    expect(notYet.statusCode).toBe(402);
    expect((await me(headers)).role).toBe('none');
    await pay(created.json().clientSecret);
    const done = await t.request({ method: 'POST', url: '/api/complete-player-subscription', headers, payload: { paymentIntentId: created.json().paymentIntentId } });
    expect(done.json()).toMatchObject({ success: true, message: 'Betaling gennemført!' });
    // The role changed: a new session (S3); the old token no longer works.
    expect((await t.request({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(401);
    headers = { authorization: `Bearer ${done.json().token}` };
    const user = await me(headers);
    expect(user.role).toBe('player');
    expect(user.membershipStatus).toBe('active');
    expect(user.membershipType).toBe('player');
    expect(new Date(user.membershipExpiresAt).toISOString()).toBe(addMonths(clock, 6).toISOString());
    const history = (await t.request({ method: 'GET', url: '/api/payments', headers })).json();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ status: 'completed', amount: 60000, kind: 'subscription' });
  });

  it('double click creates one subscription and one intent', async () => {
    const invitee = await buildUser(t.deps.db, { role: 'none' });
    const headers = await t.authFor(invitee.id);
    const results = await Promise.all([1, 2, 3].map(() => t.request({ method: 'POST', url: '/api/create-player-subscription', headers, payload: {} })));
    expect(new Set(results.map((r) => r.json().paymentIntentId)).size).toBe(1);
    const rows = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, invitee.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses an unknown intent and unknown fields', async () => {
    const { headers } = await t.roleUser('none');
    const unknown = await t.request({ method: 'POST', url: '/api/complete-player-subscription', headers, payload: { paymentIntentId: 'pi_nope' } });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.request({ method: 'POST', url: '/api/create-subscription', headers, payload: { membershipType: 'gold' } });
    expect(bad.statusCode).toBe(400);
    const extra = await t.request({ method: 'POST', url: '/api/create-subscription', headers, payload: { membershipType: 'ru', amount: 1 } });
    expect(extra.statusCode).toBe(400);
  });
});

describe('RU subscription, renewal and cancellation', () => {
  it('renews by the clock, moves the expiry forward, and ends after cancellation at period end', async () => {
    clock = START;
    const member = await buildUser(t.deps.db, { role: 'member', membershipStatus: 'inactive' });
    let headers = await t.authFor(member.id);
    const created = await t.request({ method: 'POST', url: '/api/create-subscription', headers, payload: { membershipType: 'ru' } });
    expect(created.json()).toMatchObject({ amount: 30000 });
    await pay(created.json().clientSecret);
    headers = await complete(headers, created.json().paymentIntentId);
    const active = (await t.request({ method: 'GET', url: '/api/subscriptions/active', headers })).json();
    expect(active).toMatchObject({ type: 'ru', status: 'active', cancelAtPeriodEnd: false });
    const firstEnd = active.currentPeriodEnd;

    // A year and a day later the sandbox renews with the saved card; the reconcile job picks it up.
    clock = new Date(addMonths(START, 12).getTime() + 86400000);
    // Reading the subscription after its period ended asks the gateway (no reconcile needed).
    const renewed = (await t.request({ method: 'GET', url: '/api/subscriptions/active', headers })).json();
    expect(renewed).not.toBeNull();
    expect(new Date(renewed.currentPeriodEnd) > new Date(firstEnd)).toBe(true);
    expect((await me(headers)).membershipExpiresAt).toBe(renewed.currentPeriodEnd);
    const history = (await t.request({ method: 'GET', url: '/api/payments', headers })).json();
    expect(history.filter((p: { status: string }) => p.status === 'completed')).toHaveLength(2);

    // Cancel: at period end; a second cancel is refused; someone else cannot cancel it.
    const other = await t.roleUser('player');
    expect((await t.request({ method: 'POST', url: `/api/subscriptions/${renewed.stripeSubscriptionId}/cancel`, headers: other.headers, payload: {} })).statusCode).toBe(404);
    const cancel = await t.request({ method: 'POST', url: `/api/subscriptions/${renewed.stripeSubscriptionId}/cancel`, headers, payload: {} });
    expect(cancel.json()).toMatchObject({ success: true, message: 'Abonnement opsagt', currentPeriodEnd: renewed.currentPeriodEnd });
    expect((await me(headers)).membershipStatus).toBe('active');

    clock = addMonths(new Date(renewed.currentPeriodEnd), 1);
    await reconcilePayments(createPaymentsContext(t.deps));
    expect((await t.request({ method: 'GET', url: '/api/subscriptions/active', headers })).json()).toBeNull();
    expect((await loadCurrentUser(t.deps.users, member.id, clock))!.membershipStatus).toBe('inactive');
    clock = START;
  });

  it('an active member cannot buy RU again', async () => {
    const player = await buildUser(t.deps.db, {
      role: 'player',
      manualMembership: true,
      membershipType: 'player',
      membershipStatus: 'active',
      membershipExpiresAt: addMonths(clock, 3),
    });
    const headers = await t.authFor(player.id);
    const res = await t.request({ method: 'POST', url: '/api/create-subscription', headers, payload: { membershipType: 'ru' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Dit medlemskab er allerede aktivt');
  });
});

describe('upgrade RU → Spiller (D3)', () => {
  it('credits the unused RU period on the first charge and makes the member a player', async () => {
    const member = await buildUser(t.deps.db, {
      role: 'member',
      membershipType: 'ru_member',
      membershipStatus: 'active',
      // Half of the 12-month RU period is left.
      membershipExpiresAt: addMonths(clock, 6),
    });
    let headers = await t.authFor(member.id);
    const offers = (await t.request({ method: 'GET', url: '/api/subscriptions/offers', headers })).json();
    expect(offers.upgradeAvailable).toBe(true);
    expect(offers.upgradeCredit).toBeGreaterThan(14000);
    expect(offers.upgradeCredit).toBeLessThan(16000);
    expect(offers.spiller.dueNow).toBe(60000 - offers.upgradeCredit);
    const created = await t.request({ method: 'POST', url: '/api/create-subscription', headers, payload: { membershipType: 'spiller' } });
    expect(created.json().amount).toBe(offers.spiller.dueNow);
    await pay(created.json().clientSecret);
    headers = await complete(headers, created.json().paymentIntentId);
    const user = await me(headers);
    expect(user.role).toBe('player');
    expect(user.membershipType).toBe('player');
    const [paid] = await t.deps.db.select().from(payments).where(eq(payments.userId, member.id));
    expect(paid).toMatchObject({ kind: 'upgrade', amount: offers.spiller.dueNow, description: 'Opgradering til Spillermedlemskab' });
  });

  it('after the upgrade the membership ends with the player period, not the later RU expiry', async () => {
    const member = await buildUser(t.deps.db, {
      role: 'member',
      membershipType: 'ru_member',
      membershipStatus: 'active',
      // Ten months of RU left: credited on the player charge (D3), so they are used up.
      membershipExpiresAt: addMonths(clock, 10),
    });
    let headers = await t.authFor(member.id);
    const created = await t.request({ method: 'POST', url: '/api/create-subscription', headers, payload: { membershipType: 'spiller' } });
    expect(created.json().amount).toBeLessThan(60000);
    await pay(created.json().clientSecret);
    headers = await complete(headers, created.json().paymentIntentId);
    const user = await me(headers);
    expect(user.membershipType).toBe('player');
    expect(new Date(user.membershipExpiresAt).toISOString()).toBe(addMonths(clock, 6).toISOString());
    const active = (await t.request({ method: 'GET', url: '/api/subscriptions/active', headers })).json();
    expect(active.currentPeriodEnd).toBe(user.membershipExpiresAt);
  });

  it('an RU subscription still running after the upgrade does not move the expiry back out', async () => {
    const member = await buildUser(t.deps.db, { role: 'member', membershipType: null });
    let headers = await t.authFor(member.id);
    const ru = (await t.request({ method: 'POST', url: '/api/create-subscription', headers, payload: { membershipType: 'ru' } })).json();
    await pay(ru.clientSecret);
    headers = await complete(headers, ru.paymentIntentId);
    const [ruSub] = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id));
    expect(ruSub!.status).toBe('active');
    const upgrade = (await t.request({ method: 'POST', url: '/api/create-subscription', headers, payload: { membershipType: 'spiller' } })).json();
    await pay(upgrade.clientSecret);
    headers = await complete(headers, upgrade.paymentIntentId);
    const playerEnd = (await me(headers)).membershipExpiresAt;
    expect(new Date(playerEnd).toISOString()).toBe(addMonths(clock, 6).toISOString());
    // The RU subscription's cancellation got lost (a gateway error): it is still active on both sides.
    await t.deps.db.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.id, ruSub!.id));
    await t.deps.db
      .update(sandboxObjects)
      .set({ data: sql`jsonb_set(${sandboxObjects.data}, '{status}', '"active"')` })
      .where(eq(sandboxObjects.id, ruSub!.providerSubscriptionId!));
    // Its state arrives (a webhook or the reconcile job) before the player subscription's retry cancels it.
    await syncSubscription(createPaymentsContext(t.deps), ruSub!.providerSubscriptionId!);
    expect((await me(headers)).membershipExpiresAt).toBe(playerEnd);
  });

  it('is not offered to players', async () => {
    const { headers } = await t.roleUser('player');
    const offers = (await t.request({ method: 'GET', url: '/api/subscriptions/offers', headers })).json();
    expect(offers.upgradeAvailable).toBe(false);
    expect(offers.spiller.dueNow).toBe(60000);
  });
});

describe('cards', () => {
  it('saves a card through a setup intent, lists brand and last four only, and removes it', async () => {
    const member = await buildUser(t.deps.db, { role: 'member', manualMembership: true });
    const headers = await t.authFor(member.id);
    expect((await t.request({ method: 'GET', url: '/api/payment-methods', headers })).json()).toEqual([]);
    const { clientSecret } = (await t.request({ method: 'POST', url: '/api/setup-payment-method', headers, payload: {} })).json();
    const declined = await t.request({ method: 'POST', url: '/api/sandbox/confirm-setup', payload: { clientSecret, card: card('4000000000000069') } });
    expect(declined.json().message).toBe('Dit kort er udløbet.');
    const saved = await t.request({ method: 'POST', url: '/api/sandbox/confirm-setup', payload: { clientSecret, card: card('5555 5555 5555 4444') } });
    expect(saved.json().status).toBe('succeeded');
    const list = (await t.request({ method: 'GET', url: '/api/payment-methods', headers })).json();
    expect(list).toEqual([{ id: list[0].id, card: { last4: '4444', brand: 'mastercard', exp_month: 12, exp_year: 2040 } }]);
    expect(JSON.stringify(list)).not.toContain('5555555555554444');
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.stripeCustomerId).toBeTruthy();
    const other = await t.roleUser('coach');
    expect((await t.request({ method: 'DELETE', url: `/api/payment-methods/${list[0].id}`, headers: other.headers })).statusCode).toBe(404);
    const removed = await t.request({ method: 'DELETE', url: `/api/payment-methods/${list[0].id}`, headers });
    expect(removed.json()).toEqual({ success: true, message: 'Betalingskort fjernet' });
    expect((await t.request({ method: 'GET', url: '/api/payment-methods', headers })).json()).toEqual([]);
  });
});

describe('admin cancels a member subscription', () => {
  it('board cancels at period end; a coach may not', async () => {
    const invitee = await buildUser(t.deps.db, { role: 'none' });
    const headers = await t.authFor(invitee.id);
    const created = (await t.request({ method: 'POST', url: '/api/create-player-subscription', headers, payload: {} })).json();
    await pay(created.clientSecret);
    const coach = await t.roleUser('coach');
    const denied = await t.request({ method: 'POST', url: `/api/admin/members/${invitee.id}/subscription/cancel`, headers: coach.headers, payload: {} });
    expect(denied.statusCode).toBe(403);
    const board = await t.roleUser('board');
    const res = await t.request({ method: 'POST', url: `/api/admin/members/${invitee.id}/subscription/cancel`, headers: board.headers, payload: {} });
    expect(res.statusCode).toBe(200);
    const active = (await t.request({ method: 'GET', url: '/api/subscriptions/active', headers })).json();
    expect(active.cancelAtPeriodEnd).toBe(true);
    const none = await t.request({ method: 'POST', url: `/api/admin/members/999999/subscription/cancel`, headers: board.headers, payload: {} });
    expect(none.statusCode).toBe(404);
  });
});
