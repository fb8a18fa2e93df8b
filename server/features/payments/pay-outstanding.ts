import { conflict, notFound } from '../../core/domain-error';
import { assertPaymentsAvailable, gatewayCall } from './gateway-call';
import type { PaymentsContext } from './payments-context';
import { syncPaymentIntent } from './sync-payment-intent';
import { checkoutOf, reusableCheckout } from './checkout';


/**
 * 'Betal Nu' on an outstanding payment: one intent for the row's amount (never the client's),
 * reused on a double click or a retry.
 */
export async function payOutstanding(ctx: PaymentsContext, userId: number, paymentId: number) {
  assertPaymentsAvailable(ctx.deps.payments);
  return ctx.lock.run(`payment:${paymentId}`, async () => {
    const row = await ctx.repo.findPayment(paymentId);
    if (!row || row.userId !== userId) throw notFound('Betalingen findes ikke');
    if (row.status === 'completed') throw conflict('Betalingen er allerede gennemført');
    if (row.status === 'processing') throw conflict('Betalingen behandles stadig. Vent et øjeblik.');
    if (row.status !== 'pending') throw conflict('Betalingen kan ikke betales');
    if (row.paymentIntentId) {
      const existing = await gatewayCall(() => ctx.deps.payments.retrievePaymentIntent(row.paymentIntentId!));
      if (existing?.status === 'succeeded' || existing?.status === 'processing') {
        await syncPaymentIntent(ctx, existing);
        throw conflict('Betalingen er allerede gennemført');
      }
      const reusable = reusableCheckout(existing, row.amount);
      if (reusable) return reusable;
    }
    const user = await ctx.deps.users.findById(userId);
    // Keyed by the person, the payment (the product) and its amount, and the intent it replaces:
    // the same on every instance, so the gateway makes it once.
    const idempotencyKey = `payment:${userId}:${row.id}:${row.amount}:after:${row.paymentIntentId ?? 'none'}`;
    const intent = await gatewayCall(() =>
      ctx.deps.payments.createPaymentIntent(
        {
          amount: row.amount,
          currency: 'dkk',
          description: row.description,
          customerId: user?.stripeCustomerId ?? null,
          metadata: { purpose: 'payment', paymentId: String(row.id), userId: String(userId) },
        },
        idempotencyKey,
      ),
    );
    await ctx.repo.setPaymentIntent(row.id, intent.id);
    return checkoutOf(intent);
  });
}
