import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, processedWebhookEvents, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { uploadRegistrationPicture } from '../../test/sign-up';
import { buildPayment, buildUser } from '../../test/factories';
import { createPaymentsContext } from '../../features/payments/payments-context';
import { reconcilePayments } from '../../features/payments/reconcile';
import { stripeGateway } from './stripe-gateway';
import { startStripeFake, type StripeFake } from '../../test/stripe-fake';

/**
 * The Stripe adapter for real: the official SDK talks HTTP to a local fake of the endpoints,
 * and webhooks are signed with the SDK's own test-header helper.
 */
const WEBHOOK_SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');
let fake: StripeFake;
let t: TestApp;

beforeAll(async () => {
  fake = await startStripeFake();
  const gateway = await stripeGateway({
    secretKey: 'sk_test_123',
    publishableKey: 'pk_test_123',
    webhookSecret: WEBHOOK_SECRET,
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
  });
  t = await createTestApp({ payments: gateway });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

let n = 0;
const userData = async () => {
  n++;
  return {
    username: `stripe_medlem${n}`,
    password: 'hemmelig-kode-42',
    email: `stripe${n}@example.dk`,
    firstName: 'Stripe',
    lastName: 'Medlem',
    address: 'Vigerslev Allé 12',
    postalCode: '2500 Valby',
    birthDate: '1990-04-12',
    membershipType: 'ru_member',
    phone: '12345678',
    profileImageUrl: await uploadRegistrationPicture(t),
  };
};

function webhook(event: Record<string, unknown>, options: { timestamp?: number; secret?: string; tamper?: boolean } = {}) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
  return t.request({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'stripe-signature': header, 'content-type': 'application/json' },
    payload: options.tamper ? payload.replace('payment_intent.succeeded', 'payment_intent.canceled') : payload,
  });
}
const intentEvent = (type: string, intentId: string, eventId = `evt_${Math.random().toString(36).slice(2)}`) => ({
  id: eventId,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  data: { object: { id: intentId, object: 'payment_intent' } },
});

describe('Stripe adapter against a local fake', () => {
  it('tells the client the publishable key and the mode', async () => {
    const res = await t.request({ method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toEqual({ provider: 'stripe', mode: 'test', publishableKey: 'pk_test_123' });
  });

  it('creates one PaymentIntent for the RU fee with an idempotency key, even on double submit', async () => {
    const data = await userData();
    const before = fake.created('pi').length;
    const [a, b] = await Promise.all([
      t.request({ method: 'POST', url: '/api/create-payment-intent', payload: { userData: data, amount: 1 } }),
      t.request({ method: 'POST', url: '/api/create-payment-intent', payload: { userData: data } }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(a.json().paymentIntentId).toBe(b.json().paymentIntentId);
    expect(fake.created('pi').length).toBe(before + 1);
    const create = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(create?.body.amount).toBe('30000');
    expect(create?.idempotencyKey).toMatch(/^registration:reg:[0-9a-f]{64}:ru:30000:\d+:after:none$/);
  });

  it('registers the member from a signed webhook, once, however often it arrives', async () => {
    const data = await userData();
    const { paymentIntentId, clientSecret } = (await t.request({ method: 'POST', url: '/api/create-payment-intent', payload: { userData: data } })).json();
    fake.update(paymentIntentId, { status: 'succeeded' });
    const event = intentEvent('payment_intent.succeeded', paymentIntentId);
    const results = [];
    for (let i = 0; i < 10; i++) results.push((await webhook(event)).json());
    expect(results[0]).toEqual({ received: true });
    expect(results.slice(1).every((r) => r.duplicate === true)).toBe(true);
    const created = await t.deps.db.select().from(users).where(eq(users.email, data.email));
    expect(created).toHaveLength(1);
    expect(await t.deps.db.select().from(payments).where(eq(payments.paymentIntentId, paymentIntentId))).toHaveLength(1);
    // The browser's own completion still signs the payer in.
    const done = await t.request({ method: 'POST', url: '/api/complete-registration', payload: { paymentIntentId, clientSecret, userData: data } });
    expect(done.statusCode).toBe(200);
    expect(done.json().role).toBe('member');
  });

  it('a registration payment still processing is not a failure: 409 "behandles", then the webhook completes it', async () => {
    const data = await userData();
    const { paymentIntentId, clientSecret } = (await t.request({ method: 'POST', url: '/api/create-payment-intent', payload: { userData: data } })).json();
    fake.update(paymentIntentId, { status: 'processing' });
    const early = await t.request({ method: 'POST', url: '/api/complete-registration-from-redirect', payload: { paymentIntentId, clientSecret } });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Betalingen behandles stadig. Vent et øjeblik.');
    expect(await t.deps.db.select().from(users).where(eq(users.email, data.email))).toHaveLength(0);
    fake.update(paymentIntentId, { status: 'succeeded' });
    await webhook(intentEvent('payment_intent.succeeded', paymentIntentId));
    expect(await t.deps.db.select().from(users).where(eq(users.email, data.email))).toHaveLength(1);
  });

  it('refuses a bad signature, a tampered body and an old timestamp', async () => {
    const { paymentIntentId } = (await t.request({ method: 'POST', url: '/api/create-payment-intent', payload: { userData: await userData() } })).json();
    fake.update(paymentIntentId, { status: 'succeeded' });
    const event = intentEvent('payment_intent.succeeded', paymentIntentId);
    expect((await webhook(event, { secret: 'whsec_wrong' })).statusCode).toBe(400);
    expect((await webhook(event, { tamper: true })).statusCode).toBe(400);
    expect((await webhook(event, { timestamp: Math.floor(Date.now() / 1000) - 301 })).statusCode).toBe(400);
    const unsigned = await t.request({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(event) });
    expect(unsigned.statusCode).toBe(400);
    const seen = await t.deps.db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.id, event.id));
    expect(seen).toHaveLength(0);
  });

  it('ends in the right state when succeeded arrives before processing', async () => {
    const member = await buildUser(t.deps.db, { role: 'member' });
    const row = await buildPayment(t.deps.db, { userId: member.id, amount: 50000, description: 'Månedskontingent', status: 'pending', dueDate: '2030-01-01' });
    const headers = await t.authFor(member.id);
    const res = await t.request({ method: 'POST', url: '/api/create-payment-intent', headers, payload: { paymentId: row.id, amount: 1 } });
    expect(res.json().amount).toBe(50000);
    const intentId = res.json().paymentIntentId;
    fake.update(intentId, { status: 'succeeded' });
    await webhook(intentEvent('payment_intent.succeeded', intentId));
    await webhook(intentEvent('payment_intent.processing', intentId));
    const [after] = await t.deps.db.select().from(payments).where(eq(payments.id, row.id));
    expect(after!.status).toBe('completed');
  });

  it('the reconcile job repairs a charge the database never heard of', async () => {
    const member = await buildUser(t.deps.db, { role: 'member' });
    const row = await buildPayment(t.deps.db, { userId: member.id, amount: 12300, description: 'Kontingent', status: 'pending' });
    const headers = await t.authFor(member.id);
    const intentId = (await t.request({ method: 'POST', url: '/api/create-payment-intent', headers, payload: { paymentId: row.id } })).json().paymentIntentId;
    fake.update(intentId, { status: 'succeeded' });
    // No webhook: the app crashed after the charge.
    await reconcilePayments(createPaymentsContext(t.deps));
    const [after] = await t.deps.db.select().from(payments).where(eq(payments.id, row.id));
    expect(after!.status).toBe('completed');
  });

  it('cancels the open intent of a deleted outstanding payment; refuses once it succeeded', async () => {
    const coach = await t.roleUser('coach');
    const member = await buildUser(t.deps.db, { role: 'player' }); // a coach's kontingent reach: players
    const headers = await t.authFor(member.id);
    const insert = () => buildPayment(t.deps.db, { userId: member.id, amount: 40000 });
    const open = await insert();
    const openIntent = (await t.request({ method: 'POST', url: '/api/create-payment-intent', headers, payload: { paymentId: open.id } })).json().paymentIntentId;
    const res = await t.request({ method: 'DELETE', url: `/api/admin/payments/${open.id}`, headers: coach.headers });
    expect(res.statusCode).toBe(200);
    expect(fake.requests.some((r) => r.method === 'POST' && r.path === `/v1/payment_intents/${openIntent}/cancel`)).toBe(true);
    expect(fake.objects.get(openIntent)!.status).toBe('canceled');
    // Cancelling an intent that is cancelled already is not an error.
    expect((await t.deps.payments.cancelPaymentIntent(openIntent)).status).toBe('canceled');

    const paid = await insert();
    const paidIntent = (await t.request({ method: 'POST', url: '/api/create-payment-intent', headers, payload: { paymentId: paid.id } })).json().paymentIntentId;
    fake.update(paidIntent, { status: 'processing' });
    const refused = await t.request({ method: 'DELETE', url: `/api/admin/payments/${paid.id}`, headers: coach.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Betalingen er i gang og kan ikke slettes');
    await expect(t.deps.payments.cancelPaymentIntent(paidIntent)).rejects.toMatchObject({ code: 'invalid_request' });
  });

  it('refunds a succeeded charge whose payment row is gone when its webhook arrives', async () => {
    const member = await buildUser(t.deps.db, { role: 'member' });
    const row = await buildPayment(t.deps.db, { userId: member.id, amount: 25000, description: 'Kontingent', status: 'pending' });
    const headers = await t.authFor(member.id);
    const intentId = (await t.request({ method: 'POST', url: '/api/create-payment-intent', headers, payload: { paymentId: row.id } })).json().paymentIntentId;
    await t.deps.db.delete(payments).where(eq(payments.id, row.id));
    fake.update(intentId, { status: 'succeeded' });
    await webhook(intentEvent('payment_intent.succeeded', intentId));
    await webhook(intentEvent('payment_intent.succeeded', intentId)); // a second event id: still one refund
    const refunds = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds' && r.body.payment_intent === intentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.idempotencyKey).toBe(`refund:${intentId}`);
    const [recorded] = await t.deps.db.select().from(payments).where(eq(payments.paymentIntentId, intentId));
    expect(recorded).toMatchObject({ status: 'refunded', userId: member.id });
  });

  it('runs the player subscription: price from the table, activation from an invoice webhook', async () => {
    const invitee = await buildUser(t.deps.db, { role: 'none' });
    const headers = await t.authFor(invitee.id);
    const created = await t.request({ method: 'POST', url: '/api/create-player-subscription', headers, payload: {} });
    expect(created.statusCode).toBe(200);
    expect(created.json().amount).toBe(60000);
    const again = await t.request({ method: 'POST', url: '/api/create-player-subscription', headers, payload: {} });
    expect(again.json().paymentIntentId).toBe(created.json().paymentIntentId);
    const sub = fake.created('sub').at(-1)!;
    const subReq = fake.requests.find((r) => r.path === '/v1/subscriptions' && r.method === 'POST');
    expect(subReq?.idempotencyKey).toMatch(/^subscription:/);
    fake.update(created.json().paymentIntentId, { status: 'succeeded' });
    fake.update(sub.id, { status: 'active' });
    const invoiceId = sub.latest_invoice as string;
    const res = await webhook({
      id: 'evt_invoice_paid_1',
      object: 'event',
      type: 'invoice.paid',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: invoiceId, object: 'invoice', parent: { subscription_details: { subscription: sub.id } } } },
    });
    expect(res.statusCode).toBe(200);
    const me = (await t.request({ method: 'GET', url: '/api/user', headers })).json();
    expect(me.role).toBe('player');
    expect(me.membershipStatus).toBe('active');
    const complete = await t.request({ method: 'POST', url: '/api/complete-player-subscription', headers, payload: { paymentIntentId: created.json().paymentIntentId } });
    expect(complete.json()).toMatchObject({ success: true, message: 'Betaling gennemført!' });
    const renewed = { authorization: `Bearer ${complete.json().token}` };
    const cancel = await t.request({ method: 'POST', url: `/api/subscriptions/${sub.id}/cancel`, headers: renewed, payload: {} });
    expect(cancel.statusCode).toBe(200);
    expect(fake.objects.get(sub.id)!.cancel_at_period_end).toBe(true);
    const active = (await t.request({ method: 'GET', url: '/api/subscriptions/active', headers: renewed })).json();
    expect(active.cancelAtPeriodEnd).toBe(true);
  });

  it('deleting an account cancels its subscription at once and deletes the Stripe customer', async () => {
    const admin = await t.roleUser('admin');
    const invitee = await buildUser(t.deps.db, { role: 'none' });
    const headers = await t.authFor(invitee.id);
    const created = await t.request({ method: 'POST', url: '/api/create-player-subscription', headers, payload: {} });
    expect(created.statusCode).toBe(200);
    const sub = fake.created('sub').at(-1)!;
    const customerId = sub.customer as string;
    const res = await t.request({ method: 'DELETE', url: `/api/admin/members/${invitee.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(fake.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${sub.id}`)).toBe(true);
    expect(fake.objects.get(sub.id)!.status).toBe('canceled');
    expect(fake.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/customers/${customerId}`)).toBe(true);
    expect(fake.objects.has(customerId)).toBe(false);
  });

  it('lists and removes only the member own cards', async () => {
    const member = await buildUser(t.deps.db, { role: 'member' });
    const headers = await t.authFor(member.id);
    const setup = await t.request({ method: 'POST', url: '/api/setup-payment-method', headers, payload: {} });
    expect(setup.json().clientSecret).toMatch(/^seti_/);
    const [me] = await t.deps.db.select().from(users).where(eq(users.id, member.id));
    fake.objects.set('pm_mine', { id: 'pm_mine', object: 'payment_method', type: 'card', customer: me!.stripeCustomerId, card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 } });
    fake.objects.set('pm_other', { id: 'pm_other', object: 'payment_method', type: 'card', customer: 'cus_someone_else', card: { brand: 'visa', last4: '1111', exp_month: 1, exp_year: 2041 } });
    const list = await t.request({ method: 'GET', url: '/api/payment-methods', headers });
    expect(list.json()).toEqual([{ id: 'pm_mine', card: { last4: '4242', brand: 'visa', exp_month: 12, exp_year: 2040 } }]);
    expect((await t.request({ method: 'DELETE', url: '/api/payment-methods/pm_other', headers })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: '/api/payment-methods/pm_mine', headers })).statusCode).toBe(200);
    expect(fake.objects.get('pm_mine')!.customer).toBeNull();
  });
});

describe('content security policy with Stripe', () => {
  it('allows Stripe.js, its frames and API only when Stripe is the gateway', async () => {
    const res = await t.request({ method: 'GET', url: '/abonnement' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('frame-src');
    expect(csp).toContain('https://hooks.stripe.com');
  });
});
