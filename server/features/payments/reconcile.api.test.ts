import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPayment, buildUser } from '../../test/factories';
import { GatewayError } from '../../integrations/payments/gateway';
import type { SandboxGateway } from '../../integrations/payments/sandbox-gateway';
import { unavailableGateway } from '../../integrations/payments/unavailable-gateway';
import { createPaymentsContext } from './payments-context';
import { reconcilePayments } from './reconcile';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const card = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };

/** An outstanding payment whose intent the member paid at the gateway while the app heard nothing. */
async function paidBehindOurBack(amount: number) {
  const member = await buildUser(t.deps.db, { role: 'member' });
  const row = await buildPayment(t.deps.db, { userId: member.id, amount, description: 'Kontingent', dueDate: '2030-01-01' });
  const headers = await t.authFor(member.id);
  const intent = (await t.request({ method: 'POST', url: '/api/create-payment-intent', headers, payload: { paymentId: row.id } })).json();
  await (t.deps.payments as SandboxGateway).confirmIntent(intent.clientSecret, card, false);
  return { row, intentId: intent.paymentIntentId as string };
}
async function overdue() {
  const member = await buildUser(t.deps.db, { role: 'member' });
  return buildPayment(t.deps.db, { userId: member.id, amount: 5000, description: 'Gammelt kontingent', dueDate: '2020-01-01' });
}
const statusOf = async (id: number) => (await t.deps.db.select().from(payments).where(eq(payments.id, id)))[0]!.status;
const reminded = async (id: number) => (await t.deps.db.select().from(payments).where(eq(payments.id, id)))[0]!.reminderSentAt;

describe('the reconcile job', () => {
  it('logs a failing gateway call and goes on with the next item and the reminders', async () => {
    const broken = await paidBehindOurBack(11100);
    const fine = await paidBehindOurBack(22200);
    const late = await overdue();
    const flaky = Object.create(t.deps.payments) as SandboxGateway;
    const sandbox = t.deps.payments;
    flaky.retrievePaymentIntent = async (id: string) => {
      if (id === broken.intentId) throw new GatewayError('connection reset', 'api');
      return sandbox.retrievePaymentIntent(id);
    };
    flaky.listRecentPaymentIntents = async () => {
      throw new Error('timeout');
    };
    const warnings: Array<Record<string, unknown>> = [];
    const ctx = createPaymentsContext({ ...t.deps, payments: flaky }, { info: () => undefined, warn: (d) => void warnings.push(d as Record<string, unknown>) });

    const report = await reconcilePayments(ctx);
    expect(await statusOf(fine.row.id)).toBe('completed');
    expect(await statusOf(broken.row.id)).toBe('pending');
    expect(await reminded(late.id)).toBeTruthy();
    expect(report.failures).toBe(2);
    expect(warnings.map((w) => w.step)).toEqual(expect.arrayContaining(['payment', 'recent intents']));
    expect(warnings.find((w) => w.step === 'payment')).toMatchObject({ paymentId: broken.row.id, paymentIntentId: broken.intentId });

    // The next run, with the gateway back, repairs the one that failed.
    await reconcilePayments(createPaymentsContext(t.deps));
    expect(await statusOf(broken.row.id)).toBe('completed');
  });

  it('sends overdue reminders even when no payment gateway is configured', async () => {
    const late = await overdue();
    const report = await reconcilePayments(createPaymentsContext({ ...t.deps, payments: unavailableGateway }));
    expect(report.reminders).toBeGreaterThan(0);
    expect(await reminded(late.id)).toBeTruthy();
  });
});
