import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pendingRegistrations, processedWebhookEvents, users } from '../../db/schema';
import { stripeGateway } from '../../integrations/payments/stripe-gateway';
import { startStripeFake, type StripeFake } from '../../test/stripe-fake';
import { buildUser } from '../../test/factories';
import { memberForm, uploadRegistrationPicture } from '../../test/sign-up';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPaymentsContext } from './payments-context';
import { reconcilePayments } from './reconcile';

/**
 * Work that could not be done because the gateway could not be reached is never recorded as done:
 * the webhook answers 503 with Retry-After (Stripe delivers it again) and the reconcile job counts
 * a failure (its next run tries again). The Stripe SDK talks to a local fake that drops connections.
 */
const WEBHOOK_SECRET = 'whsec_outage';
const signer = new Stripe('sk_test_signer');
let fake: StripeFake;
let t: TestApp;

beforeAll(async () => {
  fake = await startStripeFake();
  const gateway = await stripeGateway({
    secretKey: 'sk_test_outage',
    publishableKey: 'pk_test_outage',
    webhookSecret: WEBHOOK_SECRET,
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  t = await createTestApp({ payments: gateway });
});
afterEach(() => fake.outage(null));
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A fresh Bliv Medlem form with a picture reserved and uploaded in this flow. */
const userData = async () => memberForm(await uploadRegistrationPicture(t));

function deliver(event: Record<string, unknown>) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) });
  return t.request({ method: 'POST', url: '/api/stripe/webhook', headers: { 'stripe-signature': header, 'content-type': 'application/json' }, payload });
}
const event = (id: string, type: string, object: Record<string, unknown>) => ({
  id,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  data: { object },
});
const recorded = async (eventId: string) =>
  (await t.deps.db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.id, eventId))).length > 0;
const usersWithEmail = async (email: string) => t.deps.db.select().from(users).where(eq(users.email, email));
const pendingOf = async (intentId: string) =>
  (await t.deps.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.paymentIntentId, intentId)))[0]!;

async function paidRegistration() {
  const data = await userData();
  const res = await t.request({ method: 'POST', url: '/api/create-payment-intent', payload: { userData: data } });
  expect(res.statusCode).toBe(200);
  const intentId: string = res.json().paymentIntentId;
  fake.update(intentId, { status: 'succeeded' });
  return { data, intentId };
}

describe('a webhook while the gateway cannot be reached', () => {
  it('answers 503 with Retry-After, is not recorded, and is applied when Stripe delivers it again', async () => {
    const { data, intentId } = await paidRegistration();
    const succeeded = event('evt_outage_read', 'payment_intent.succeeded', { id: intentId, object: 'payment_intent' });
    fake.outage();
    const during = await deliver(succeeded);
    expect(during.statusCode).toBe(503);
    expect(Number(during.headers['retry-after'])).toBeGreaterThan(0);
    expect(during.json().message).toBe('Betalingsudbyderen svarer ikke lige nu. Prøv igen om lidt.');
    expect(await recorded(succeeded.id)).toBe(false);
    expect(await usersWithEmail(data.email)).toHaveLength(0);

    fake.outage(null);
    const after = await deliver(succeeded);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ received: true });
    expect(await recorded(succeeded.id)).toBe(true);
    expect(await usersWithEmail(data.email)).toHaveLength(1);
  });

  it('is not recorded when its work fails half-way at the gateway (the refund of an email taken meanwhile)', async () => {
    const { data, intentId } = await paidRegistration();
    await buildUser(t.deps.db, { email: data.email });
    const succeeded = event('evt_outage_refund', 'payment_intent.succeeded', { id: intentId, object: 'payment_intent' });
    fake.outage((method, path) => method === 'POST' && path === '/v1/refunds');
    const during = await deliver(succeeded);
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBeDefined();
    expect(await recorded(succeeded.id)).toBe(false);
    expect((await pendingOf(intentId)).status).toBe('open');

    fake.outage(null);
    expect((await deliver(succeeded)).statusCode).toBe(200);
    expect(await recorded(succeeded.id)).toBe(true);
    expect((await pendingOf(intentId)).status).toBe('refunded');
    expect(fake.requests.filter((r) => r.path === '/v1/refunds' && r.body.payment_intent === intentId).length).toBeGreaterThan(0);
  });

  it('is not recorded when the subscription of an invoice cannot be read', async () => {
    const invitee = await buildUser(t.deps.db, { role: 'none' });
    const headers = await t.authFor(invitee.id);
    const created = await t.request({ method: 'POST', url: '/api/create-player-subscription', headers, payload: {} });
    expect(created.statusCode).toBe(200);
    const sub = fake.created('sub').at(-1)!;
    fake.update(created.json().paymentIntentId, { status: 'succeeded' });
    fake.update(sub.id, { status: 'active' });
    const paid = event('evt_outage_invoice', 'invoice.paid', {
      id: sub.latest_invoice,
      object: 'invoice',
      parent: { subscription_details: { subscription: sub.id } },
    });
    fake.outage((method, path) => method === 'GET' && path.startsWith('/v1/subscriptions/'));
    const during = await deliver(paid);
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBeDefined();
    expect(await recorded(paid.id)).toBe(false);

    fake.outage(null);
    expect((await deliver(paid)).statusCode).toBe(200);
    const me = (await t.request({ method: 'GET', url: '/api/user', headers })).json();
    expect(me.role).toBe('player');
  });
});

describe('the reconcile job while the gateway cannot be reached', () => {
  it('counts a registration whose refund failed as a failure and finishes it on the next run', async () => {
    const { data, intentId } = await paidRegistration();
    await buildUser(t.deps.db, { email: data.email });
    const ctx = createPaymentsContext(t.deps);
    fake.outage((method, path) => method === 'POST' && path === '/v1/refunds');
    const first = await reconcilePayments(ctx);
    expect(first.failures).toBeGreaterThan(0);
    expect((await pendingOf(intentId)).status).toBe('open');

    fake.outage(null);
    await reconcilePayments(ctx);
    expect((await pendingOf(intentId)).status).toBe('refunded');
  });
});
