import { describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../../integrations/payments/gateway';
import { KeyLock } from '../../core/coordination/work-leases';
import type { PaymentsContext, PaymentsDeps } from './payments-context';
import type { PaymentsRepository } from './payments.repository';
import { reconcilePayments } from './reconcile';

/**
 * The reconcile run against in-memory fakes (no database, no gateway): which steps run, that one
 * failing item is counted and logged while the run goes on, and what is written.
 */
const now = new Date('2026-11-24T10:00:00Z');

/** The repository methods a test fakes (Drizzle's builders are awaited like promises). */
type FakeRepo = Partial<Record<keyof PaymentsRepository, (...args: never[]) => Promise<unknown>>>;

function fakeContext(gateway: Partial<PaymentGateway>, repo: FakeRepo) {
  const emitted: Array<[string, unknown]> = [];
  const warnings: Array<Record<string, unknown>> = [];
  const deps = {
    now: () => now,
    payments: gateway as PaymentGateway,
    events: { emit: (name: string, payload: unknown) => void emitted.push([name, payload]) },
  } as unknown as PaymentsDeps;
  const noItems = async () => [];
  const ctx: PaymentsContext = {
    deps,
    checkRegistrationPicture: async (path) => path,
    repo: {
      openPendingRegistrations: noItems,
      openPaymentsWithIntent: noItems,
      subscriptionsToSync: noItems,
      abandonedPendingRegistrations: noItems,
      claimOverdueReminders: noItems,
      ...repo,
    } as unknown as PaymentsRepository,
    lock: new KeyLock(),
    log: { info: () => undefined, warn: (details) => void warnings.push(details as Record<string, unknown>) },
  };
  return { ctx, emitted, warnings };
}

const overdueRow = { id: 7, userId: 3, amount: 30000, description: 'Kontingent', dueDate: '2026-11-01' };

describe('reconcilePayments with fakes', () => {
  it('without a gateway sends the overdue reminders once and forgets abandoned registrations, touching nothing remote', async () => {
    const deleted: number[] = [];
    const reminded: number[][] = [];
    const { ctx, emitted } = fakeContext(
      { kind: 'unavailable' },
      {
        abandonedPendingRegistrations: async () => [{ id: 11, paymentIntentId: null }],
        deleteOpenPending: async (id: number) => void deleted.push(id),
        claimOverdueReminders: async () => {
          reminded.push([overdueRow.id]);
          return [overdueRow];
        },
      },
    );
    const report = await reconcilePayments(ctx);
    expect(report).toMatchObject({ registrations: 0, payments: 0, subscriptions: 0, recent: 0, reminders: 1, failures: 0 });
    expect(deleted).toEqual([11]);
    expect(reminded).toEqual([[7]]);
    expect(emitted).toEqual([['payment.overdue', overdueRow]]);
  });

  it('counts and logs an item the gateway fails on, and still does every other step', async () => {
    const { ctx, emitted, warnings } = fakeContext(
      {
        kind: 'sandbox',
        retrievePaymentIntent: async () => {
          throw new Error('gateway down');
        },
        listRecentPaymentIntents: async () => [],
      },
      {
        openPendingRegistrations: async () => [{ id: 5, paymentIntentId: 'pi_5' }],
        claimOverdueReminders: async () => [overdueRow],
      },
    );
    const report = await reconcilePayments(ctx);
    expect(report).toMatchObject({ registrations: 0, reminders: 1, failures: 1 });
    expect(warnings).toEqual([expect.objectContaining({ step: 'registration', pendingRegistrationId: 5, paymentIntentId: 'pi_5' })]);
    expect(emitted).toHaveLength(1);
  });
});
