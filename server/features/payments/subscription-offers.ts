import { addMonths } from 'date-fns';
import { prorataCredit, upgradeDueNow } from '@common/domain/fees';
import { canUpgradeToPlayer } from '@common/domain/membership';
import type { User } from '@common/contracts/user';
import { prices, type PaymentsContext } from './payments-context';
import type { SubscriptionRow } from './payments.repository';

/** The user's live subscription (active and not past its period), newest first. */
export function activeSubscription(rows: SubscriptionRow[], now: Date): SubscriptionRow | undefined {
  return rows.find((s) => s.status === 'active' && (!s.currentPeriodEnd || s.currentPeriodEnd > now));
}

/**
 * What /subscribe offers, with the exact amount due now (D3): an upgrade credits the unused part
 * of the current RU period (its subscription, else the membership's expiry) pro rata.
 */
export async function subscriptionOffers(ctx: PaymentsContext, user: User) {
  const now = ctx.deps.now();
  const p = await prices(ctx);
  const upgradeAvailable = canUpgradeToPlayer(user);
  let credit = 0;
  let replaces: string | null = null;
  if (upgradeAvailable) {
    const active = activeSubscription(await ctx.repo.listSubscriptions(user.id), now);
    if (active?.type === 'ru' && active.currentPeriodStart && active.currentPeriodEnd) {
      credit = prorataCredit(p.ruFeeOre, active.currentPeriodStart, active.currentPeriodEnd, now);
      replaces = active.providerSubscriptionId;
    } else if (user.membershipExpiresAt) {
      const end = new Date(user.membershipExpiresAt);
      credit = prorataCredit(p.ruFeeOre, addMonths(end, -p.ruPeriodMonths), end, now);
    }
  }
  return {
    prices: p,
    replaces,
    offers: {
      spiller: {
        amount: p.playerFeeOre,
        periodMonths: p.playerPeriodMonths,
        dueNow: upgradeAvailable ? upgradeDueNow(p.playerFeeOre, credit) : p.playerFeeOre,
      },
      ru: { amount: p.ruFeeOre, periodMonths: p.ruPeriodMonths, dueNow: p.ruFeeOre },
      upgradeAvailable,
      upgradeCredit: credit,
    },
  };
}
