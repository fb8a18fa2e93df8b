import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeGateway } from '../../integrations/payments/stripe-gateway';
import { startStripeFake, type StripeFake } from '../../test/stripe-fake';
import { buildPayment, buildUser } from '../../test/factories';
import { memberForm, uploadRegistrationPicture } from '../../test/sign-up';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * MobilePay (F27): offered for one-off payments where the gateway has it, never
 * promised where it has not. MobilePay is single-use, so a subscription's first charge is card only.
 * The sandbox simulates the MobilePay app's approve / decline step.
 */
/** A fresh Bliv Medlem form with a picture reserved and uploaded in this flow. */
const userData = async (app: TestApp) => memberForm(await uploadRegistrationPicture(app));

describe('MobilePay in the sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const mobilepay = (clientSecret: string, phone: unknown) =>
    t.request({ method: 'POST', url: '/api/sandbox/confirm-mobilepay', payload: { clientSecret, phone } });
  const approve = (clientSecret: string, approved: boolean) =>
    t.request({ method: 'POST', url: '/api/sandbox/authenticate', payload: { clientSecret, approve: approved } });

  it('offers card and MobilePay for the registration fee and an outstanding payment, card only for a subscription', async () => {
    const registration = await t.request({ method: 'POST', url: '/api/create-payment-intent', payload: { userData: await userData(t) } });
    expect(registration.json().paymentMethods).toEqual(['card', 'mobilepay']);
    const member = await buildUser(t.deps.db, { role: 'member' });
    const row = await buildPayment(t.deps.db, { userId: member.id, amount: 50000, description: 'Kontingent', status: 'pending' });
    const outstanding = await t.request({ method: 'POST', url: '/api/create-payment-intent', headers: await t.authFor(member.id), payload: { paymentId: row.id } });
    expect(outstanding.json().paymentMethods).toEqual(['card', 'mobilepay']);
    const invitee = await buildUser(t.deps.db, { role: 'none' });
    const headers = await t.authFor(invitee.id);
    const fee = await t.request({ method: 'POST', url: '/api/create-player-subscription', headers, payload: {} });
    expect(fee.json().paymentMethods).toEqual(['card']);
  });

  it('registers a member paid with MobilePay once the payer approves in the app', async () => {
    const data = await userData(t);
    const { clientSecret, paymentIntentId } = (await t.request({ method: 'POST', url: '/api/create-payment-intent', payload: { userData: data } })).json();
    const sent = await mobilepay(clientSecret, '22334455');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'requires_action', paymentIntentId });
    // Not paid until approved: completing now is refused and creates no member.
    const early = await t.request({ method: 'POST', url: '/api/complete-registration', payload: { paymentIntentId, clientSecret, userData: data } });
    expect(early.statusCode).toBe(402);
    expect((await approve(clientSecret, true)).json()).toMatchObject({ status: 'succeeded' });
    const done = await t.request({ method: 'POST', url: '/api/complete-registration', payload: { paymentIntentId, clientSecret, userData: data } });
    expect(done.statusCode).toBe(200);
    expect(done.json().role).toBe('member');
  });

  it('a payment declined in the app fails with its reason and can be paid by card afterwards', async () => {
    const data = await userData(t);
    const { clientSecret } = (await t.request({ method: 'POST', url: '/api/create-payment-intent', payload: { userData: data } })).json();
    await mobilepay(clientSecret, '22334455');
    const declined = await approve(clientSecret, false);
    expect(declined.json()).toMatchObject({ status: 'failed', message: 'Betalingen blev afvist i MobilePay.' });
    const card = await t.request({
      method: 'POST',
      url: '/api/sandbox/confirm-payment',
      payload: { clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' } },
    });
    expect(card.json().status).toBe('succeeded');
  });

  it('refuses a bad phone number and MobilePay for a subscription, changing nothing', async () => {
    const { clientSecret, paymentIntentId } = (await t.request({ method: 'POST', url: '/api/create-payment-intent', payload: { userData: await userData(t) } })).json();
    for (const [phone, message] of [
      ['1234', 'Telefonnummer skal være 8 cifre'],
      ['1234567x', 'Telefonnummer må kun indeholde tal'],
    ] as const) {
      const res = await mobilepay(clientSecret, phone);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.phone).toBe(message);
    }
    expect((await t.deps.payments.retrievePaymentIntent(paymentIntentId))?.status).toBe('requires_payment_method');

    const invitee = await buildUser(t.deps.db, { role: 'none' });
    const fee = (await t.request({ method: 'POST', url: '/api/create-player-subscription', headers: await t.authFor(invitee.id), payload: {} })).json();
    const refused = await mobilepay(fee.clientSecret, '22334455');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('MobilePay kan ikke bruges til denne betaling');
    expect((await t.deps.payments.retrievePaymentIntent(fee.paymentIntentId))?.status).toBe('requires_payment_method');
    expect((await mobilepay('pi_sbx_findes_ikke_secret_x', '22334455')).statusCode).toBe(404);
  });
});

describe('MobilePay with Stripe', () => {
  let fake: StripeFake;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startStripeFake();
    const gateway = await stripeGateway({ secretKey: 'sk_test_mp', publishableKey: 'pk_test_mp', host: '127.0.0.1', port: fake.port, protocol: 'http' });
    t = await createTestApp({ payments: gateway });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('promises MobilePay only when the Stripe account offers it for the intent', async () => {
    fake.paymentMethodTypes(['card']);
    const without = await t.request({ method: 'POST', url: '/api/create-payment-intent', payload: { userData: await userData(t) } });
    expect(without.json().paymentMethods).toEqual(['card']);
    fake.paymentMethodTypes(['card', 'link', 'mobilepay']);
    const withIt = await t.request({ method: 'POST', url: '/api/create-payment-intent', payload: { userData: await userData(t) } });
    expect(withIt.json().paymentMethods).toEqual(['card', 'mobilepay']);
  });
});
