import type { GatewayIntent } from '../../integrations/payments/gateway';
import { DomainError } from '../../core/domain-error';
import { completeRegistration } from './complete-registration';
import { gatewayCall, isGatewayOutage } from './gateway-call';
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
      // Refunded, already done, or not ours: the state is final either way. A gateway that could
      // not be reached (a refund that did not happen) is not: the caller must try again.
      if (!(error instanceof DomainError) || isGatewayOutage(error)) throw error;
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
    if (!row) {
      if (intent.status === 'succeeded') await refundOrphanedCharge(ctx, intent, paymentId);
      return;
    }
    if (row.amount !== intent.amount) return;
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

/**
 * Paid for an outstanding payment that is gone (an admin deleted it while the member was paying):
 * the money goes back, once, and a refunded row records it for the member and the books.
 */
async function refundOrphanedCharge(ctx: PaymentsContext, intent: GatewayIntent, paymentId: number) {
  if (await ctx.repo.findPaymentByIntent(intent.id)) return; // refunded and recorded before
  await gatewayCall(() => ctx.deps.payments.refundPaymentIntent(intent.id, `refund:${intent.id}`));
  const userId = Number(intent.metadata.userId);
  const user = Number.isInteger(userId) && userId > 0 ? await ctx.deps.users.findById(userId) : undefined;
  await ctx.repo.insertRefundedPayment({
    userId: user ? user.id : null,
    amount: intent.amount,
    description: 'Refunderet: betalingen var slettet',
    paymentIntentId: intent.id,
  });
  ctx.log.warn({ paymentIntentId: intent.id, paymentId, amount: intent.amount }, 'refunded a charge for a deleted payment');
}

/** Re-reads an intent from the gateway and applies it. */
export async function syncPaymentIntentById(ctx: PaymentsContext, paymentIntentId: string) {
  const intent = await gatewayCall(() => ctx.deps.payments.retrievePaymentIntent(paymentIntentId));
  if (intent) await syncPaymentIntent(ctx, intent);
  return intent;
}
