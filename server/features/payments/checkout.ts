import type { GatewayIntent } from '../../integrations/payments/gateway';

/** Intent states in which the person can still pay: the same intent is handed out again. */
const PAYABLE = new Set<GatewayIntent['status']>(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/** What the payment form needs to pay an intent. */
export function checkoutOf(intent: GatewayIntent) {
  return { clientSecret: intent.clientSecret ?? '', paymentIntentId: intent.id, amount: intent.amount, paymentMethods: intent.paymentMethods };
}

/**
 * The checkout of an open intent the person can still pay (a double click, a lost answer, a
 * return to the form), or null when a new intent is needed. With an amount, only an intent of that
 * amount counts (a price change needs a new one); a subscription's first charge may be pro rata.
 * One rule for registration, subscriptions and outstanding payments.
 */
export function reusableCheckout(intent: GatewayIntent | null | undefined, amount?: number) {
  if (!intent?.clientSecret || !PAYABLE.has(intent.status)) return null;
  if (amount !== undefined && intent.amount !== amount) return null;
  return checkoutOf(intent);
}
