import { OWN_MEMBERSHIP, mayChangeMembership } from '@common/domain/membership-reach';
import { isRole, type Role } from '@common/domain/roles';
import { conflict, forbidden, notFound } from '../../core/domain-error';
import { gatewayCall } from './gateway-call';
import type { PaymentsContext } from './payments-context';
import type { SubscriptionRow } from './payments.repository';
import { applySubscription } from './sync-subscription';

/** Cancels at the period end (the member keeps what they paid for); afterwards only the end date shows. */
export async function cancelSubscription(ctx: PaymentsContext, row: SubscriptionRow | undefined) {
  if (!row?.providerSubscriptionId) throw notFound('Abonnementet findes ikke');
  if (row.status !== 'active' && row.status !== 'past_due') throw conflict('Abonnementet er ikke aktivt');
  const remote = await gatewayCall(() => ctx.deps.payments.cancelSubscriptionAtPeriodEnd(row.providerSubscriptionId!));
  const updated = await applySubscription(ctx, row, remote);
  return {
    success: true,
    message: 'Abonnement opsagt',
    currentPeriodEnd: updated.currentPeriodEnd?.toISOString() ?? null,
  };
}

/** A member's own subscription, by the provider id in the URL; someone else's is "not found". */
export async function cancelOwnSubscription(ctx: PaymentsContext, userId: number, providerSubscriptionId: string) {
  const row = await ctx.repo.findSubscriptionByProviderId(providerSubscriptionId);
  return cancelSubscription(ctx, row && row.userId === userId ? row : undefined);
}

/** Admin and board: another member's live subscription (never their own here: F5). */
export async function cancelMemberSubscription(ctx: PaymentsContext, actor: { id: number; role: Role }, userId: number) {
  if (userId === actor.id) throw forbidden(OWN_MEMBERSHIP);
  const member = await ctx.deps.users.findById(userId);
  if (!member || !isRole(member.role)) throw notFound('Medlemmet har intet aktivt abonnement');
  if (!mayChangeMembership(actor, { id: userId, role: member.role }, 'cancelSubscription')) throw forbidden();
  const rows = await ctx.repo.listSubscriptions(userId);
  const live = rows.find((s) => s.status === 'active' || s.status === 'past_due');
  if (!live) throw notFound('Medlemmet har intet aktivt abonnement');
  return cancelSubscription(ctx, live);
}
