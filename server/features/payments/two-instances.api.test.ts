import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { payments, pendingRegistrations, sandboxObjects, subscriptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPayment, buildUser } from '../../test/factories';
import { uploadRegistrationPicture } from '../../test/sign-up';

/**
 * Two app instances on one database, as two processes behind one load balancer (C2): each
 * has its own memory, so only the database can keep a double click from charging twice. Runs on
 * PGlite (two instances on one PGlite) and on PostgreSQL when TEST_DATABASE_URL is set.
 */
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({}, {}, a.deps.database);
  // A gateway that takes its time, as a real one does: both requests are under way at once.
  for (const app of [a, b]) {
    const gateway = app.deps.payments as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    for (const name of ['createCustomer', 'createSubscription', 'createPaymentIntent', 'retrievePaymentIntent']) {
      const original = gateway[name]!.bind(gateway);
      gateway[name] = async (...args) => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        return original(...args);
      };
    }
  }
});
afterAll(async () => {
  await b.close();
  await a.close();
});

/** The intents the sandbox gateway made whose metadata names `field` = `value`. */
async function gatewayIntents(field: string, value: string) {
  const rows = await a.deps.db
    .select({ id: sandboxObjects.id })
    .from(sandboxObjects)
    .where(sql`${sandboxObjects.kind} = 'payment_intent' and ${sandboxObjects.data} -> 'metadata' ->> ${field} = ${value}`);
  return rows.length;
}

describe('two instances, one double click', () => {
  it('a subscription (Spiller, RU, the RU → Spiller upgrade): one local subscription, one intent, the same client secret for both', async () => {
    const upgrade = { role: 'member', membershipType: 'ru_member', membershipStatus: 'active', membershipExpiresAt: new Date(Date.now() + 180 * 86_400_000) } as const;
    const newcomer = { role: 'none', membershipType: null, membershipStatus: 'inactive' } as const;
    for (const [type, over] of [['spiller', newcomer], ['ru', newcomer], ['spiller', upgrade]] as const) {
      const person = await buildUser(a.deps.db, over);
      const [onA, onB] = await Promise.all(
        [a, b].map(async (app) =>
          app.request({ method: 'POST', url: '/api/create-subscription', headers: await app.authFor(person.id), payload: { membershipType: type } }),
        ),
      );
      expect([onA!.statusCode, onB!.statusCode]).toEqual([200, 200]);
      expect(onB!.json().clientSecret).toBe(onA!.json().clientSecret);
      const local = await a.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, person.id));
      expect(local).toHaveLength(1);
      expect(await gatewayIntents('userId', String(person.id))).toBe(1);
    }
  });

  it('paid once and completed on both instances at once: one payment, one active subscription', async () => {
    const person = await buildUser(a.deps.db, { role: 'none', membershipType: null, membershipStatus: 'inactive' });
    const created = await a.request({ method: 'POST', url: '/api/create-subscription', headers: await a.authFor(person.id), payload: { membershipType: 'spiller' } });
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };
    const paid = await b.request({ method: 'POST', url: '/api/sandbox/confirm-payment', payload: { clientSecret: created.json().clientSecret, card } });
    expect(paid.statusCode).toBe(200);
    const done = await Promise.all(
      [a, b].map(async (app) =>
        app.request({
          method: 'POST',
          url: '/api/complete-player-subscription',
          headers: await app.authFor(person.id),
          payload: { paymentIntentId: created.json().paymentIntentId },
        }),
      ),
    );
    expect(done.map((res) => res.statusCode)).toEqual([200, 200]);
    const rows = await a.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, person.id));
    expect(rows.map((row) => row.status)).toEqual(['active']);
    expect(await a.deps.db.select().from(payments).where(eq(payments.userId, person.id))).toHaveLength(1);
  });

  it('a registration: one pending registration, one intent, the same client secret for both', async () => {
    const userData = {
      username: 'to_instanser',
      password: 'hemmelig-kode-42',
      email: 'to.instanser@example.dk',
      firstName: 'To',
      lastName: 'Instanser',
      address: 'Vigerslev Allé 12',
      postalCode: '2500 Valby',
      birthDate: '1990-04-12',
      membershipType: 'ru_member',
      phone: '12345678',
      profileImageUrl: await uploadRegistrationPicture(a),
    };
    const [onA, onB] = await Promise.all([a, b].map((app) => app.request({ method: 'POST', url: '/api/create-payment-intent', payload: { userData } })));
    expect([onA!.statusCode, onB!.statusCode]).toEqual([200, 200]);
    expect(onB!.json().clientSecret).toBe(onA!.json().clientSecret);
    const pending = await a.deps.db.select().from(pendingRegistrations);
    expect(pending).toHaveLength(1);
    expect(await gatewayIntents('email', userData.email)).toBe(1);
  });

  it('an outstanding kontingent: one intent, the same client secret for both', async () => {
    const person = await buildUser(a.deps.db, { role: 'player' });
    const due = await buildPayment(a.deps.db, { userId: person.id, amount: 45000, description: 'Kontingent forår' });
    // A first intent that can no longer be paid (cancelled at the gateway): both requests need a new one.
    const first = await a.request({ method: 'POST', url: '/api/create-payment-intent', headers: await a.authFor(person.id), payload: { paymentId: due.id } });
    await a.deps.payments.cancelPaymentIntent(first.json().paymentIntentId);
    const [onA, onB] = await Promise.all(
      [a, b].map(async (app) =>
        app.request({ method: 'POST', url: '/api/create-payment-intent', headers: await app.authFor(person.id), payload: { paymentId: due.id } }),
      ),
    );
    expect([onA!.statusCode, onB!.statusCode]).toEqual([200, 200]);
    expect(onB!.json().clientSecret).toBe(onA!.json().clientSecret);
    const [row] = await a.deps.db.select().from(payments).where(eq(payments.id, due.id));
    expect(row!.paymentIntentId).toBe(onA!.json().paymentIntentId);
    expect(onA!.json().paymentIntentId).not.toBe(first.json().paymentIntentId);
    expect(await gatewayIntents('paymentId', String(due.id))).toBe(2);
  });
});
