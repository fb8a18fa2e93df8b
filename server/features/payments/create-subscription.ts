import type { SubscriptionType } from '@common/domain/membership';
import type { User } from '@common/contracts/user';
import { DomainError, conflict } from '../../core/domain-error';
import { ensureCustomer } from './ensure-customer';
import { assertPaymentsAvailable, gatewayCall } from './gateway-call';
import { supporterMembershipName, type PaymentsContext } from './payments-context';
import { activeSubscription, subscriptionOffers } from './subscription-offers';
import { checkoutOf, reusableCheckout } from './checkout';

const REUSE_WINDOW_MS = 23 * 60 * 60 * 1000;

/**
 * Starts a Spiller or RU subscription (or the D3 upgrade) at the price table's amount and returns
 * the client secret of its first charge. Per user one at a time: a double click or a retry gets
 * the same subscription and intent back, on whichever instance it lands (ctx.lock is a database
 * lease, decision 020).
 */
export async function createSubscription(ctx: PaymentsContext, user: User, type: SubscriptionType) {
  assertPaymentsAvailable(ctx.deps.payments);
  return ctx.lock.run(`subscription:${user.id}`, async () => {
    const now = ctx.deps.now();
    const existing = await ctx.repo.listSubscriptions(user.id);
    const live = activeSubscription(existing, now);
    const { offers, prices, replaces } = await subscriptionOffers(ctx, user);
    const upgrade = type === 'spiller' && offers.upgradeAvailable;
    if (type === 'ru' && user.membershipStatus === 'active') throw conflict('Dit medlemskab er allerede aktivt');
    // An invitee (role none) can always pay the player fee, whatever else they have (a kontingent,
    // a membership the club created): only a running player subscription is already that fee.
    const alreadyPlayer =
      user.role === 'none'
        ? live?.type === 'spiller'
        : (user.membershipType === 'player' || live) && user.membershipStatus === 'active';
    if (type === 'spiller' && !upgrade && alreadyPlayer) throw conflict('Dit medlemskab er allerede aktivt');

    // Reuse an unpaid subscription of the same kind from the last day (lost answer, double click).
    for (const row of existing) {
      if (row.type !== type || row.status !== 'incomplete' || !row.providerSubscriptionId) continue;
      if (now.getTime() - row.createdAt.getTime() > REUSE_WINDOW_MS) continue;
      const remote = await gatewayCall(() => ctx.deps.payments.retrieveSubscription(row.providerSubscriptionId!));
      const reusable = remote?.status === 'incomplete' ? reusableCheckout(remote.latestIntent) : null;
      if (reusable) return reusable;
    }

    const customerId = await ensureCustomer(ctx, user.id);
    const amount = type === 'spiller' ? prices.playerFeeOre : prices.ruFeeOre;
    const credit = upgrade ? offers.upgradeCredit : 0;
    // The gateway's idempotency key names the person, the product, its price and the subscription
    // it follows (the newest one of this kind the gateway knows, or none): the same on every
    // instance, new for every real new start. A retry after a lost answer gets the same one back.
    const previous = existing.find((row) => row.type === type && row.providerSubscriptionId)?.providerSubscriptionId ?? 'none';
    const idempotencyKey = `subscription:${user.id}:${type}:${amount}:${credit}:after:${previous}`;
    const local = await ctx.repo.insertSubscription({ userId: user.id, type, now });
    const productName = type === 'spiller' ? 'Spillermedlemskab' : await supporterMembershipName(ctx);
    try {
      const remote = await gatewayCall(() =>
        ctx.deps.payments.createSubscription(
          {
            customerId,
            product: type,
            productName,
            amount,
            intervalMonths: type === 'spiller' ? prices.playerPeriodMonths : prices.ruPeriodMonths,
            firstChargeCredit: credit,
            // Only what is the same on every instance: a replay under the same key must ask the same.
            metadata: {
              userId: String(user.id),
              type,
              upgrade: String(upgrade),
              ...(upgrade && replaces ? { replaces } : {}),
            },
          },
          idempotencyKey,
        ),
      );
      const intent = remote.latestIntent;
      await ctx.repo.updateSubscription(local.id, {
        providerSubscriptionId: remote.id,
        customerId,
        latestPaymentIntentId: intent?.id ?? null,
        updatedAt: now,
      });
      if (!intent?.clientSecret) throw new DomainError('gatewayFailed', 'Kunne ikke oprette abonnement. Prøv igen.');
      return checkoutOf(intent);
    } catch (error) {
      await ctx.repo.deleteSubscription(local.id);
      throw error;
    }
  });
}
