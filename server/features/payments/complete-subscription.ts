import type { User } from '@common/contracts/user';
import { DomainError, notFound } from '../../core/domain-error';
import { NOT_SUCCEEDED } from './complete-registration';
import type { PaymentsContext } from './payments-context';
import { syncSubscription } from './sync-subscription';

/** After the card is confirmed: re-reads the subscription at the gateway and activates the membership if paid. */
export async function completeSubscription(ctx: PaymentsContext, user: User, paymentIntentId: string) {
  const local = await ctx.repo.findSubscriptionByIntent(user.id, paymentIntentId);
  if (!local?.providerSubscriptionId) throw notFound('Ukendt betaling');
  const synced = await syncSubscription(ctx, local.providerSubscriptionId);
  if (synced?.status !== 'active') throw new DomainError('paymentRequired', NOT_SUCCEEDED);
  return { success: true, message: 'Betaling gennemført!' };
}
