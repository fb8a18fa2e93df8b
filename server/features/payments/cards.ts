import type { PaymentMethod } from '@common/contracts/payments';
import { randomBytes } from 'node:crypto';
import type { GatewayCard } from '../../integrations/payments/gateway';
import { notFound } from '../../core/domain-error';
import { ensureCustomer } from './ensure-customer';
import { assertPaymentsAvailable, gatewayCall } from './gateway-call';
import type { PaymentsContext } from './payments-context';

const toMethod = (c: GatewayCard): PaymentMethod => ({
  id: c.id,
  card: { last4: c.last4, brand: c.brand, exp_month: c.expMonth, exp_year: c.expYear },
});

/** The user's saved cards: brand, last four digits and expiry only. */
export async function listCards(ctx: PaymentsContext, userId: number): Promise<PaymentMethod[]> {
  const user = await ctx.deps.users.findById(userId);
  if (!user?.stripeCustomerId || ctx.deps.payments.kind === 'unavailable') return [];
  const cards = await gatewayCall(() => ctx.deps.payments.listCards(user.stripeCustomerId!));
  return cards.map(toMethod);
}

/** A setup intent to save a card; creates the customer on first use. Saving a card charges nothing. */
export async function setupCard(ctx: PaymentsContext, userId: number) {
  assertPaymentsAvailable(ctx.deps.payments);
  const customerId = await ensureCustomer(ctx, userId);
  const setup = await gatewayCall(() =>
    ctx.deps.payments.createSetupIntent(customerId, `setup:${userId}:${randomBytes(8).toString('hex')}`),
  );
  return { clientSecret: setup.clientSecret };
}

/** Removes one of the user's own cards; another customer's card is "not found". */
export async function removeCard(ctx: PaymentsContext, userId: number, cardId: string) {
  const user = await ctx.deps.users.findById(userId);
  const card = user?.stripeCustomerId ? await gatewayCall(() => ctx.deps.payments.retrieveCard(cardId)) : null;
  if (!card || card.customerId !== user?.stripeCustomerId) throw notFound('Betalingskortet findes ikke');
  await gatewayCall(() => ctx.deps.payments.detachCard(cardId));
  return { success: true, message: 'Betalingskort fjernet' };
}
