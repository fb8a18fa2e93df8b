import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { addDays } from 'date-fns';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPayment, buildUser } from '../../test/factories';
import { uploadRegistrationPicture } from '../../test/sign-up';
import { payments, pendingRegistrations, sandboxObjects, users } from '../../db/schema';
import { reconcilePayments } from './reconcile';
import { completeRegistration } from './complete-registration';
import { createPaymentsContext } from './payments-context';
import { SandboxGateway } from '../../integrations/payments/sandbox-gateway';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const userData = async (over: Record<string, unknown> = {}) => {
  n++;
  return {
    username: `nyt_medlem${n}`,
    password: 'hemmelig-kode-42',
    email: `nyt${n}@example.dk`,
    firstName: 'Nyt',
    lastName: 'Medlem',
    address: 'Vigerslev Allé 12',
    postalCode: '2500 Valby',
    birthDate: '1990-04-12',
    membershipType: 'ru_member',
    phone: '12345678',
    profileImageUrl: await uploadRegistrationPicture(t),
    ...over,
  };
};
const card = (number: string) => ({ number, expMonth: 12, expYear: 2040, cvc: '123' });

async function intentFor(data: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const res = await t.request({ method: 'POST', url: '/api/create-payment-intent', payload: { userData: data, ...extra } });
  return res;
}
async function confirm(clientSecret: string, number: string) {
  return t.request({ method: 'POST', url: '/api/sandbox/confirm-payment', payload: { clientSecret, card: card(number) } });
}
const userCount = async () => (await t.deps.db.select({ id: users.id }).from(users)).length;

describe('Bliv Medlem with payment (sandbox)', () => {
  it('charges the RU fee from the price table, ignoring the amount the client sends', async () => {
    const res = await intentFor(await userData(), { amount: 1, currency: 'usd' });
    expect(res.statusCode).toBe(200);
    expect(res.json().amount).toBe(30000);
  });

  it('registers a member after 4242…, signs them in and records the payment', async () => {
    const data = await userData();
    const { clientSecret, paymentIntentId } = (await intentFor(data)).json();
    const paid = await confirm(clientSecret, '4242 4242 4242 4242');
    expect(paid.json().status).toBe('succeeded');
    const res = await t.request({ method: 'POST', url: '/api/complete-registration', payload: { paymentIntentId, clientSecret, userData: data } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.role).toBe('member');
    expect(body.membershipStatus).toBe('active');
    expect(body.membershipType).toBe('ru_member');
    expect(body.token).toBeTruthy();
    const me = await t.request({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.json().username).toBe(data.username);
    const rows = await t.deps.db.select().from(payments).where(eq(payments.paymentIntentId, paymentIntentId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('completed');
    expect(rows[0]!.amount).toBe(30000);
    // The stored form (password hash, personal data) is emptied: the account holds it now.
    const [pending] = await t.deps.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.paymentIntentId, paymentIntentId));
    expect(pending!.data).toEqual({});
  });

  it('a declined card gives the provider message and creates no user', async () => {
    const before = await userCount();
    const data = await userData();
    const { clientSecret, paymentIntentId } = (await intentFor(data)).json();
    const declined = await confirm(clientSecret, '4000000000000002');
    expect(declined.json()).toMatchObject({ status: 'failed', message: 'Dit kort blev afvist.' });
    const insufficient = await confirm(clientSecret, '4000000000009995');
    expect(insufficient.json().message).toBe('Dit kort har ikke tilstrækkelige midler.');
    const res = await t.request({ method: 'POST', url: '/api/complete-registration', payload: { paymentIntentId, clientSecret, userData: data } });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Betalingen blev ikke gennemført korrekt');
    expect(await userCount()).toBe(before);
  });

  it('asks for a confirmation step with 4000 0027 6000 3184 and succeeds only after it', async () => {
    const data = await userData();
    const { clientSecret, paymentIntentId } = (await intentFor(data)).json();
    expect((await confirm(clientSecret, '4000002760003184')).json().status).toBe('requires_action');
    const early = await t.request({ method: 'POST', url: '/api/complete-registration', payload: { paymentIntentId, clientSecret, userData: data } });
    expect(early.statusCode).toBe(402);
    const approved = await t.request({ method: 'POST', url: '/api/sandbox/authenticate', payload: { clientSecret, approve: true } });
    expect(approved.json().status).toBe('succeeded');
    const res = await t.request({ method: 'POST', url: '/api/complete-registration', payload: { paymentIntentId, clientSecret, userData: data } });
    expect(res.statusCode).toBe(200);
  });

  it('rejects invalid card input with Danish messages', async () => {
    const { clientSecret } = (await intentFor(await userData())).json();
    expect((await confirm(clientSecret, '4242424242424241')).json().message).toBe('Dit kortnummer er ugyldigt.');
    const past = await t.request({
      method: 'POST',
      url: '/api/sandbox/confirm-payment',
      payload: { clientSecret, card: { number: '4242424242424242', expMonth: 1, expYear: 2001, cvc: '123' } },
    });
    expect(past.json().message).toBe('Dit korts udløbsår er i fortiden.');
    const unknown = await t.request({ method: 'POST', url: '/api/sandbox/confirm-payment', payload: { clientSecret: 'pi_sbx_nope_secret_x', card: card('4242424242424242') } });
    expect(unknown.statusCode).toBe(404);
  });

  it('double submit and parallel requests reuse one payment intent', async () => {
    const data = await userData();
    const [a, b, c] = await Promise.all([intentFor(data), intentFor(data), intentFor(data)]);
    expect(new Set([a.json().paymentIntentId, b.json().paymentIntentId, c.json().paymentIntentId]).size).toBe(1);
    const retry = await intentFor(data);
    expect(retry.json().paymentIntentId).toBe(a.json().paymentIntentId);
  });

  it('completing twice signs in twice but creates one user and one payment', async () => {
    const data = await userData();
    const { clientSecret, paymentIntentId } = (await intentFor(data)).json();
    await confirm(clientSecret, '4242424242424242');
    const [a, b] = await Promise.all([
      t.request({ method: 'POST', url: '/api/complete-registration', payload: { paymentIntentId, clientSecret, userData: data } }),
      t.request({ method: 'POST', url: '/api/complete-registration-from-redirect', payload: { paymentIntentId, clientSecret } }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().id).toBe(b.json().id);
    const rows = await t.deps.db.select().from(payments).where(eq(payments.paymentIntentId, paymentIntentId));
    expect(rows).toHaveLength(1);
  });

  it('a username taken meanwhile gets the next free number; the payment is kept', async () => {
    const data = await userData({ username: 'soerenhansen', firstName: 'Søren', lastName: 'Hansen' });
    const { clientSecret, paymentIntentId } = (await intentFor(data)).json();
    await buildUser(t.deps.db, { username: 'soerenhansen' });
    await confirm(clientSecret, '4242424242424242');
    const res = await t.request({ method: 'POST', url: '/api/register-member-inline', payload: { ...data, paymentIntentId, clientSecret } });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe('soerenhansen2');
  });

  it('an email taken meanwhile refunds the payment and says so', async () => {
    const data = await userData();
    const { clientSecret, paymentIntentId } = (await intentFor(data)).json();
    await buildUser(t.deps.db, { email: data.email as string });
    await confirm(clientSecret, '4242424242424242');
    const before = await userCount();
    const res = await t.request({ method: 'POST', url: '/api/complete-registration', payload: { paymentIntentId, clientSecret, userData: data } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('refunderet');
    expect(await userCount()).toBe(before);
    const [pending] = await t.deps.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.paymentIntentId, paymentIntentId));
    expect(pending!.status).toBe('refunded');
    expect(pending!.data).toEqual({});
  });

  it('refuses bad registration data with the spec messages and charges nothing', async () => {
    const bad = await intentFor(await userData({ phone: '1234' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['userData.phone']).toBe('Telefonnummer skal være 8 cifre');
    const noImage = await intentFor(await userData({ profileImageUrl: '' }));
    expect(noImage.json().errors['userData.profileImageUrl']).toBe('Profilbillede er påkrævet - upload et billede af dig selv');
    const extra = await intentFor(await userData({ role: 'admin' }));
    expect(extra.statusCode).toBe(400);
    const weak = await intentFor(await userData({ password: 'password' }));
    expect(weak.statusCode).toBe(400);
    const existing = await buildUser(t.deps.db);
    const taken = await intentFor(await userData({ email: existing.email }));
    expect(taken.statusCode).toBe(409);
    const empty = await t.request({ method: 'POST', url: '/api/create-payment-intent', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Der opstod en fejl ved forberedelse af betalingen');
  });

  it('unknown or forged intents never create a user', async () => {
    const res = await t.request({ method: 'POST', url: '/api/complete-registration-from-redirect', payload: { paymentIntentId: 'pi_fake', clientSecret: 'pi_fake_secret_x' } });
    expect(res.statusCode).toBe(404);
    const missing = await t.request({ method: 'POST', url: '/api/complete-registration-from-redirect', payload: {} });
    expect(missing.statusCode).toBe(400);
  });

  it('the reconcile job finishes a paid registration after a crash before the database write', async () => {
    const data = await userData();
    const { clientSecret, paymentIntentId } = (await intentFor(data)).json();
    // Pay at the gateway directly: the app never hears of it (as if it crashed).
    const gateway = t.deps.payments as SandboxGateway;
    await gateway.confirmIntent(clientSecret, card('4242424242424242'), false);
    const before = await userCount();
    const report = await reconcilePayments(createPaymentsContext(t.deps));
    expect(report.registrations).toBe(1);
    expect(await userCount()).toBe(before + 1);
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, data.email as string));
    expect(row!.role).toBe('member');
    // The payer can still finish in the browser and is signed in.
    const res = await t.request({ method: 'POST', url: '/api/complete-registration', payload: { paymentIntentId, clientSecret, userData: data } });
    expect(res.statusCode).toBe(200);
    expect(await userCount()).toBe(before + 1);
  });
});

describe('only the payer turns a paid intent into a session', () => {
  it('the intent id without the client secret, or with a wrong one, is refused and creates nothing', async () => {
    const data = await userData();
    const { clientSecret, paymentIntentId } = (await intentFor(data)).json();
    // Paid at the gateway, not yet applied here (the browser's completion call is what is tested).
    await (t.deps.payments as SandboxGateway).confirmIntent(clientSecret, card('4242424242424242'), false);
    const before = await userCount();
    const attempts = [
      { url: '/api/complete-registration', payload: { paymentIntentId, userData: data } },
      { url: '/api/complete-registration-from-redirect', payload: { paymentIntentId } },
      { url: '/api/register-member-inline', payload: { ...data, paymentIntentId } },
    ];
    for (const attempt of attempts) {
      const missing = await t.request({ method: 'POST', ...attempt });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors.clientSecret).toBe('Betalingen kunne ikke bekræftes');
      const wrong = await t.request({ method: 'POST', url: attempt.url, payload: { ...attempt.payload, clientSecret: `${paymentIntentId}_secret_gæt` } });
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json().message).toBe('Ukendt betaling');
      expect(wrong.headers['set-cookie']).toBeUndefined();
    }
    expect(await userCount()).toBe(before);
    const [pending] = await t.deps.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.paymentIntentId, paymentIntentId));
    expect(pending!.status).toBe('open');

    // The payer, with the secret, is signed in; afterwards the id alone still gives nobody a session.
    const ok = await t.request({ method: 'POST', url: '/api/complete-registration-from-redirect', payload: { paymentIntentId, clientSecret } });
    expect(ok.statusCode).toBe(200);
    const later = await t.request({ method: 'POST', url: '/api/complete-registration-from-redirect', payload: { paymentIntentId, clientSecret: 'x' } });
    expect(later.statusCode).toBe(404);
  });
});

describe('one email, two people (registration takeover)', () => {
  const login = (username: string, password: string) =>
    t.request({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: '10.1.2.3' });

  it('a second caller with the same email never gets the first registration, its secret, or a say over its data', async () => {
    const victim = await userData();
    const first = (await intentFor(victim)).json();
    const attacker = { ...victim, username: 'overtager', password: 'en-helt-anden-kode-99', firstName: 'Ond' };
    const second = await intentFor(attacker);
    expect(second.statusCode).toBe(200);
    expect(second.json().paymentIntentId).not.toBe(first.paymentIntentId);
    expect(second.json().clientSecret).not.toBe(first.clientSecret);
    // The very same form with another password is not the creator either.
    const samePassword = (await intentFor({ ...victim, password: 'en-helt-anden-kode-99' })).json();
    expect(samePassword.clientSecret).not.toBe(first.clientSecret);
    // The creator asking again gets their own intent back.
    expect((await intentFor(victim)).json().clientSecret).toBe(first.clientSecret);

    // The victim's stored registration is untouched: paying creates the victim's account.
    await confirm(first.clientSecret, '4242424242424242');
    const done = await t.request({ method: 'POST', url: '/api/complete-registration', payload: { paymentIntentId: first.paymentIntentId, clientSecret: first.clientSecret, userData: victim } });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ username: victim.username, firstName: 'Nyt' });
    expect((await login(victim.username as string, victim.password as string)).statusCode).toBe(200);
    expect((await login(victim.username as string, attacker.password)).statusCode).toBe(401);
    expect((await login(attacker.username, attacker.password)).statusCode).toBe(401);
  });
});

describe('a crash between creating the member and closing the pending registration', () => {
  const refundsFor = async (intentId: string) =>
    (await t.deps.db.select().from(sandboxObjects).where(eq(sandboxObjects.kind, 'refund'))).filter(
      (r) => (r.data as { paymentIntentId: string }).paymentIntentId === intentId,
    );

  it('a retry or the reconcile job finds the member by the payment row: no refund, membership stays active', async () => {
    const data = await userData();
    const { clientSecret, paymentIntentId } = (await intentFor(data)).json();
    await (t.deps.payments as SandboxGateway).confirmIntent(clientSecret, card('4242424242424242'), false);
    // What the member transaction wrote before the crash: the member and the payment, the pending row still open.
    const member = await buildUser(t.deps.db, { email: data.email as string, username: data.username as string, role: 'member' });
    await buildPayment(t.deps.db, { userId: member.id, amount: 30000, description: 'RU medlemskab', status: 'completed', kind: 'registration', paymentIntentId });
    const before = await userCount();

    const report = await reconcilePayments(createPaymentsContext(t.deps));
    expect(report.registrations).toBe(1);
    expect(await refundsFor(paymentIntentId)).toHaveLength(0);
    const [pending] = await t.deps.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.paymentIntentId, paymentIntentId));
    expect(pending).toMatchObject({ status: 'completed', userId: member.id });

    const res = await t.request({ method: 'POST', url: '/api/complete-registration', payload: { paymentIntentId, clientSecret, userData: data } });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(member.id);
    expect(await refundsFor(paymentIntentId)).toHaveLength(0);
    expect(await userCount()).toBe(before);
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.paymentIntentId, paymentIntentId));
    expect(row!.status).toBe('completed');
  });

  it('closes the pending row in the member transaction', async () => {
    const data = await userData();
    const { clientSecret, paymentIntentId } = (await intentFor(data)).json();
    await (t.deps.payments as SandboxGateway).confirmIntent(clientSecret, card('4242424242424242'), false);
    const ctx = createPaymentsContext(t.deps);
    // The process dies right after the member transaction: closePending outside it never runs.
    ctx.repo.closePending = async () => {
      throw new Error('crash');
    };
    await reconcilePayments(ctx).catch(() => undefined);
    const [pending] = await t.deps.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.paymentIntentId, paymentIntentId));
    expect(pending!.status).toBe('completed');
    expect(pending!.userId).toBeTruthy();
  });
});

describe('a race between the availability check and the insert', () => {
  async function paidRegistration(over: Record<string, unknown> = {}) {
    const data = await userData(over);
    const { clientSecret, paymentIntentId } = (await intentFor(data)).json();
    await (t.deps.payments as SandboxGateway).confirmIntent(clientSecret, card('4242424242424242'), false);
    return { data, paymentIntentId: paymentIntentId as string };
  }
  /** The first check misses the row another registration is inserting at that moment. */
  function missesFirstCheck(key: 'usernameTaken' | 'emailTaken') {
    const ctx = createPaymentsContext(t.deps);
    const real = ctx.repo[key];
    let calls = 0;
    ctx.repo[key] = async (value: string) => (calls++ === 0 ? false : real(value));
    return ctx;
  }

  it('a username taken at that moment gives the paid payer the next free name, not an error', async () => {
    const { data, paymentIntentId } = await paidRegistration({ username: 'kaploeb_navn' });
    await buildUser(t.deps.db, { username: 'kaploeb_navn' });
    const userId = await completeRegistration(missesFirstCheck('usernameTaken'), paymentIntentId);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ username: 'kaploeb_navn2', email: data.email });
  });

  it('an email taken at that moment refunds the payment', async () => {
    const { data, paymentIntentId } = await paidRegistration();
    await buildUser(t.deps.db, { email: data.email as string });
    await expect(completeRegistration(missesFirstCheck('emailTaken'), paymentIntentId)).rejects.toMatchObject({ kind: 'conflict' });
    const [pending] = await t.deps.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.paymentIntentId, paymentIntentId));
    expect(pending!.status).toBe('refunded');
  });
});

describe('the reconcile window for open registrations', () => {
  it('finishes a registration started more than 7 days ago whose payment went through only now', async () => {
    const data = await userData();
    const { clientSecret, paymentIntentId } = (await intentFor(data)).json();
    await t.deps.db.update(pendingRegistrations).set({ createdAt: addDays(new Date(), -10) }).where(eq(pendingRegistrations.paymentIntentId, paymentIntentId));
    await (t.deps.payments as SandboxGateway).confirmIntent(clientSecret, card('4242424242424242'), false);
    const report = await reconcilePayments(createPaymentsContext(t.deps));
    expect(report.registrations).toBe(1);
    expect(await t.deps.db.select().from(users).where(eq(users.email, data.email as string))).toHaveLength(1);
  });
});

describe('abandoned registrations', () => {
  it('after 30 days the reconcile job cancels the intent and deletes the stored form; one paid after all is completed', async () => {
    const gateway = t.deps.payments as SandboxGateway;
    const forgotten = (await intentFor(await userData())).json();
    const paidData = await userData();
    const paidLate = (await intentFor(paidData)).json();
    await gateway.confirmIntent(paidLate.clientSecret, card('4242424242424242'), false);
    const recent = (await intentFor(await userData())).json();
    await t.deps.db
      .update(pendingRegistrations)
      .set({ createdAt: addDays(new Date(), -31) })
      .where(inArray(pendingRegistrations.paymentIntentId, [forgotten.paymentIntentId, paidLate.paymentIntentId]));

    await reconcilePayments(createPaymentsContext(t.deps));
    expect(await t.deps.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.paymentIntentId, forgotten.paymentIntentId))).toHaveLength(0);
    expect((await gateway.retrievePaymentIntent(forgotten.paymentIntentId))!.status).toBe('canceled');
    const [paid] = await t.deps.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.paymentIntentId, paidLate.paymentIntentId));
    expect(paid).toMatchObject({ status: 'completed', data: {} });
    expect(await t.deps.db.select().from(users).where(eq(users.email, paidData.email as string))).toHaveLength(1);
    const [young] = await t.deps.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.paymentIntentId, recent.paymentIntentId));
    expect(young!.status).toBe('open');
    expect((young!.data as { passwordHash: string }).passwordHash).toBeTruthy();
  });
});

describe('sandbox gateway', () => {
  it('is the default without Stripe keys and keeps Stripe out of the CSP', async () => {
    expect((await t.request({ method: 'GET', url: '/api/payments/config' })).json()).toEqual({ provider: 'sandbox', mode: 'sandbox', publishableKey: null });
    const res = await t.request({ method: 'GET', url: '/auth' });
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(res.headers['content-security-policy'])).not.toContain('stripe');
  });

  it('a webhook is refused when Stripe is not configured', async () => {
    const res = await t.request({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' }, payload: '{}' });
    expect(res.statusCode).toBe(400);
  });
});

describe('rate limit', () => {
  it('refuses a flood of registration intents from one address with 429 and a Danish message', async () => {
    let last = 0;
    for (let i = 0; i < 61; i++) {
      last = (await t.request({ method: 'POST', url: '/api/create-payment-intent', payload: {}, remoteAddress: '10.9.8.7' })).statusCode;
    }
    expect(last).toBe(429);
    const res = await t.request({ method: 'POST', url: '/api/create-payment-intent', payload: {}, remoteAddress: '10.9.8.7' });
    expect(res.json().message).toBe('For mange forsøg. Prøv igen senere.');
    // Others are not affected.
    expect((await t.request({ method: 'POST', url: '/api/create-payment-intent', payload: {}, remoteAddress: '10.9.8.6' })).statusCode).toBe(400);
  });
});

describe('GET /api/payment-success', () => {
  it('tells whether the payment went through, by the intent id', async () => {
    const { clientSecret, paymentIntentId } = (await intentFor(await userData())).json();
    const before = await t.request({ method: 'GET', url: `/api/payment-success?session_id=${paymentIntentId}`, remoteAddress: '10.0.0.77' });
    expect(before.json()).toEqual({ status: 'requires_payment_method', succeeded: false });
    await confirm(clientSecret, '4242424242424242');
    const after = await t.request({ method: 'GET', url: `/api/payment-success?session_id=${paymentIntentId}`, remoteAddress: '10.0.0.77' });
    expect(after.json()).toEqual({ status: 'succeeded', succeeded: true });
    expect((await t.request({ method: 'GET', url: '/api/payment-success?session_id=pi_nope', remoteAddress: '10.0.0.77' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/payment-success', remoteAddress: '10.0.0.77' })).statusCode).toBe(400);
  });
});
