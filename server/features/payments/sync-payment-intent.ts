import type { GatewayIntent } from '../../integrations/payments/gateway';
import { HttpError } from '../../lib/http-error';
import { completeRegistration } from './complete-registration';
import type { PaymentsContext } from './payments-context';
import { syncSubscription } from './sync-subscription';

/**
 * Applies an intent's current state (as the gateway reports it now) to the database: the one
 * place webhooks, the sandbox confirmation, the client's "I paid" call and the reconcile job
 * lead to. Idempotent: applying the same state twice changes nothing the second time.
 */
export async function syncPaymentIntent(ctx: PaymentsContext, intent: GatewayIntent): Promise<void> {
  const purpose = intent.metadata.purpose;
  if (purpose === 'registration') {
    if (intent.status !== 'succeeded') return;
    try {
      await completeRegistration(ctx, intent.id);
    } catch (error) {
      // Refunded or already done: the state is final either way.
      if (!(error instanceof HttpError)) throw error;
    }
    return;
  }
  if (purpose === 'subscription' || intent.metadata.subscriptionId) {
    if (intent.metadata.subscriptionId) await syncSubscription(ctx, intent.metadata.subscriptionId);
    return;
  }
  if (purpose === 'payment') {
    const paymentId = Number(intent.metadata.paymentId);
    if (!Number.isInteger(paymentId)) return;
    const row = await ctx.repo.findPayment(paymentId);
    if (!row || row.amount !== intent.amount) return;
    if (intent.status === 'succeeded') {
      await ctx.repo.updatePaymentStatus(paymentId, ['pending', 'processing', 'failed'], 'completed', intent.id, ctx.deps.now());
    } else if (intent.status === 'processing') {
      await ctx.repo.updatePaymentStatus(paymentId, ['pending'], 'processing', intent.id, null);
    } else if (row.paymentIntentId === intent.id) {
      // A failed or cancelled attempt leaves the payment outstanding.
      await ctx.repo.updatePaymentStatus(paymentId, ['processing'], 'pending', intent.id, null);
    }
  }
}

/** Re-reads an intent from the gateway and applies it. */
export async function syncPaymentIntentById(ctx: PaymentsContext, paymentIntentId: string) {
  const intent = await ctx.deps.payments.retrievePaymentIntent(paymentIntentId);
  if (intent) await syncPaymentIntent(ctx, intent);
  return intent;
}
