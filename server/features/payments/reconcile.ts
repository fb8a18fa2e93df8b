import { addDays } from 'date-fns';
import { instantToCopenhagen } from '@common/domain/time';
import type { PaymentsContext } from './payments-context';
import type { PendingRegistrationRow } from './payments.repository';
import { syncPaymentIntent } from './sync-payment-intent';
import { syncSubscription } from './sync-subscription';

/**
 * Repairs local state from the gateway (S11): a crash between the charge and the database write,
 * a webhook that never came, a renewal. Every step re-reads the gateway and applies its state,
 * so running it any number of times is safe. Also sends each overdue payment's reminder once.
 * Each item stands alone: a failing gateway call is logged and the run goes on with the next;
 * the reminders need only the database and are sent even when the gateway is unavailable.
 */
export async function reconcilePayments(ctx: PaymentsContext) {
  const { deps, repo } = ctx;
  const now = deps.now();
  const report = { registrations: 0, payments: 0, subscriptions: 0, recent: 0, reminders: 0, failures: 0 };
  const each = async (step: string, details: Record<string, unknown>, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      report.failures++;
      ctx.log.warn({ err: error, step, ...details }, 'payment reconcile step failed');
    }
  };

  if (deps.payments.kind !== 'unavailable') {
    await each('open registrations', {}, async () => {
      // Every open one: abandoned ones are forgotten below, so this set stays small.
      for (const pending of await repo.openPendingRegistrations()) {
        await each(
          'registration',
          { pendingRegistrationId: pending.id, paymentIntentId: pending.paymentIntentId },
          async () => {
            const intent = await deps.payments.retrievePaymentIntent(pending.paymentIntentId!);
            if (intent?.status === 'succeeded') {
              await syncPaymentIntent(ctx, intent);
              report.registrations++;
            }
          },
        );
      }
    });
    await each('open payments', {}, async () => {
      for (const row of await repo.openPaymentsWithIntent()) {
        await each('payment', { paymentId: row.id, paymentIntentId: row.paymentIntentId }, async () => {
          const intent = await deps.payments.retrievePaymentIntent(row.paymentIntentId!);
          if (intent) {
            await syncPaymentIntent(ctx, intent);
            report.payments++;
          }
        });
      }
    });
    await each('subscriptions', {}, async () => {
      for (const sub of await repo.subscriptionsToSync()) {
        await each(
          'subscription',
          { subscriptionId: sub.id, providerSubscriptionId: sub.providerSubscriptionId },
          async () => {
            await syncSubscription(ctx, sub.providerSubscriptionId!);
            report.subscriptions++;
          },
        );
      }
    });
    // Charges the database never heard of (the intent id was not saved before a crash), and charges
    // for a payment deleted meanwhile (refunded by syncPaymentIntent).
    await each('recent intents', {}, async () => {
      for (const intent of await deps.payments.listRecentPaymentIntents(addDays(now, -2), 100)) {
        if (intent.status !== 'succeeded' || intent.metadata.purpose !== 'payment') continue;
        await each('recent intent', { paymentIntentId: intent.id }, async () => {
          const row = await repo.findPayment(Number(intent.metadata.paymentId));
          const orphan = !row && !(await repo.findPaymentByIntent(intent.id));
          if (orphan || (row && row.status !== 'completed')) {
            await syncPaymentIntent(ctx, intent);
            report.recent++;
          }
        });
      }
    });
  }
  await each('abandoned registrations', {}, async () => {
    for (const pending of await repo.abandonedPendingRegistrations(addDays(now, -ABANDONED_AFTER_DAYS))) {
      await each('abandoned registration', { pendingRegistrationId: pending.id }, () =>
        forgetAbandoned(ctx, pending),
      );
    }
  });
  await each('reminders', {}, async () => {
    report.reminders = await sendOverdueReminders(ctx);
  });
  return report;
}

/** A registration nobody finished in this many days is forgotten (its data holds a password hash). */
export const ABANDONED_AFTER_DAYS = 30;

/**
 * An abandoned registration: a payment that went through after all is completed (or refunded) as
 * usual; otherwise its intent is cancelled so it can never be paid, and the row with its data goes.
 */
async function forgetAbandoned(ctx: PaymentsContext, pending: PendingRegistrationRow) {
  if (pending.paymentIntentId) {
    if (ctx.deps.payments.kind === 'unavailable') return;
    const intent = await ctx.deps.payments.retrievePaymentIntent(pending.paymentIntentId);
    if (intent?.status === 'succeeded') return syncPaymentIntent(ctx, intent);
    if (intent?.status === 'processing') return;
    if (intent && intent.status !== 'canceled') await ctx.deps.payments.cancelPaymentIntent(intent.id);
  }
  await ctx.repo.deleteOpenPending(pending.id);
}

/**
 * Beyond the spec: an outstanding payment past its due date is announced once (push listens).
 * Claimed before it is announced, so it is announced at most once however many runs overlap.
 */
export async function sendOverdueReminders(ctx: PaymentsContext) {
  const now = ctx.deps.now();
  const claimed = await ctx.repo.claimOverdueReminders(instantToCopenhagen(now).date, now);
  for (const row of claimed) {
    ctx.deps.events.emit('payment.overdue', {
      id: row.id,
      userId: row.userId!,
      amount: row.amount,
      description: row.description,
      dueDate: row.dueDate!,
    });
  }
  return claimed.length;
}
