import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments, pendingRegistrations, subscriptions } from '../../db/schema';
import { buildPayment, buildUser } from '../../test/factories';
import { memberForm, uploadRegistrationPicture } from '../../test/sign-up';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The offline sandbox takes test cards and grants real memberships, so only the embedded demo
 * runs it by itself. A setup that faces people (a public address, a proxy, PostgreSQL) without
 * Stripe keys refuses payments with 'Betalinger ikke tilgængelige' and saves nothing, unless
 * PAYMENTS=sandbox asks for the sandbox explicitly.
 */
const registration = {
  username: 'ingen_penge',
  password: 'hemmelig-kode-42',
  email: 'ingen.penge@example.dk',
  firstName: 'Ingen',
  lastName: 'Penge',
  address: 'Vigerslev Allé 12',
  postalCode: '2500 Valby',
  birthDate: '1990-04-12',
  membershipType: 'ru_member',
  phone: '12345678',
  profileImageUrl: '/objects/uploads/abc123',
};

describe('a public installation without Stripe keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { PUBLIC_URL: 'https://app.ru-klub.dk' });
  });
  afterAll(() => t.close());

  it('tells the client that payments are not available', async () => {
    const res = await t.request({ method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toEqual({ provider: 'unavailable', mode: 'unavailable', publishableKey: null });
    const admin = await t.roleUser('admin');
    const status = await t.request({ method: 'GET', url: '/api/admin/system-status', headers: admin.headers });
    expect(status.json().payments.mode).toBe('unavailable');
  });

  it('refuses a paid registration and keeps nothing of it (no stored form, no password hash)', async () => {
    const res = await t.request({ method: 'POST', url: '/api/create-payment-intent', payload: { userData: registration } });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Betalinger ikke tilgængelige');
    expect(await t.deps.db.select().from(pendingRegistrations)).toHaveLength(0);
  });

  it('refuses paying an outstanding payment, the player fee and a card, changing nothing', async () => {
    const member = await buildUser(t.deps.db, { role: 'none' });
    const headers = await t.authFor(member.id);
    const row = await buildPayment(t.deps.db, { userId: member.id, amount: 50000, description: 'Kontingent', status: 'pending' });
    const pay = await t.request({ method: 'POST', url: '/api/create-payment-intent', headers, payload: { paymentId: row.id } });
    expect([pay.statusCode, pay.json().message]).toEqual([503, 'Betalinger ikke tilgængelige']);
    const [after] = await t.deps.db.select().from(payments).where(eq(payments.id, row.id));
    expect(after).toMatchObject({ status: 'pending', paymentIntentId: null });

    const fee = await t.request({ method: 'POST', url: '/api/create-player-subscription', headers, payload: {} });
    expect([fee.statusCode, fee.json().message]).toEqual([503, 'Betalinger ikke tilgængelige']);
    expect(await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id))).toHaveLength(0);

    const card = await t.request({ method: 'POST', url: '/api/setup-payment-method', headers, payload: {} });
    expect([card.statusCode, card.json().message]).toEqual([503, 'Betalinger ikke tilgængelige']);
  });

  it('has no sandbox card form to post test cards to', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/sandbox/confirm-payment',
      payload: { clientSecret: 'pi_sbx_x_secret_y', card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' } },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the same installation with PAYMENTS=sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { PUBLIC_URL: 'https://test.ru-klub.dk', TRUST_PROXY: 'true', PAYMENTS: 'sandbox' });
  });
  afterAll(() => t.close());

  it('runs the sandbox, as asked', async () => {
    const res = await t.request({ method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toMatchObject({ provider: 'sandbox', mode: 'sandbox' });
    const userData = memberForm(await uploadRegistrationPicture(t));
    const intent = await t.request({ method: 'POST', url: '/api/create-payment-intent', payload: { userData } });
    expect(intent.statusCode).toBe(200);
  });
});
