import type { GatewaySubscription } from '../../integrations/payments/gateway';
import { changesTerms, subscriptionPaid } from '../../core/membership/membership-terms';
import { gatewayCall } from './gateway-call';
import { supporterMembershipName, type PaymentsContext } from './payments-context';
import type { SubscriptionRow } from './payments.repository';

const LOCAL_STATUS: Record<string, string> = {
  active: 'active',
  trialing: 'active',
  incomplete: 'incomplete',
  past_due: 'past_due',
  unpaid: 'past_due',
  paused: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
};

/**
 * Brings a local subscription to the gateway's current state (webhooks, reconcile and completion
 * all end here, so the order events arrive in never matters). Each paid invoice is recorded once
 * as a payment; the member's expiry moves forward with each renewal.
 */
export async function syncSubscription(ctx: PaymentsContext, providerSubscriptionId: string): Promise<SubscriptionRow | undefined> {
  const local = await ctx.repo.findSubscriptionByProviderId(providerSubscriptionId);
  if (!local) return undefined;
  const remote = await gatewayCall(() => ctx.deps.payments.retrieveSubscription(providerSubscriptionId));
  if (!remote) return local;
  return applySubscription(ctx, local, remote);
}

export async function applySubscription(ctx: PaymentsContext, local: SubscriptionRow, remote: GatewaySubscription) {
  const now = ctx.deps.now();
  const status = LOCAL_STATUS[remote.status] ?? remote.status;
  const patch = {
    status,
    customerId: remote.customerId,
    currentPeriodStart: remote.currentPeriodStart,
    currentPeriodEnd: remote.currentPeriodEnd,
    cancelAtPeriodEnd: remote.cancelAtPeriodEnd,
    latestPaymentIntentId: remote.latestIntent?.id ?? local.latestPaymentIntentId,
    updatedAt: now,
  };
  await ctx.repo.updateSubscription(local.id, patch);
  const updated = { ...local, ...patch };
  if (!local.userId) return updated;

  const intent = remote.latestIntent;
  if (intent?.status === 'succeeded') {
    const upgrade = remote.metadata.upgrade === 'true';
    const description = local.type === 'spiller' ? (upgrade ? 'Opgradering til Spillermedlemskab' : 'Spillermedlemskab') : await supporterMembershipName(ctx);
    await ctx.repo.insertCompletedPayment({
      userId: local.userId,
      amount: intent.amount,
      description,
      kind: upgrade ? 'upgrade' : 'subscription',
      paymentIntentId: intent.id,
      paidAt: now,
    });
  }
  if (status === 'active') {
    const user = await ctx.deps.users.findById(local.userId);
    if (user) {
      const role = nextRole(user.role, local.type);
      // Only an RU renewal of a player can be overtaken by a running player subscription.
      const mayBeReplaced = local.type === 'ru' && user.membershipType === 'player';
      const terms = subscriptionPaid({
        current: user,
        subscription: local.type,
        periodEnd: remote.currentPeriodEnd,
        replacedByRunningPlayer: mayBeReplaced && (await hasLivePlayerSubscription(ctx, local.userId, local.id)),
      });
      if (role !== user.role || changesTerms(user, terms)) {
        await ctx.repo.updateUser(local.userId, { role, ...terms, updatedAt: now });
      }
      if (remote.metadata.upgrade === 'true' && remote.metadata.replaces) await endReplacedSubscription(ctx, remote.metadata.replaces);
    }
  }
  return updated;
}

async function hasLivePlayerSubscription(ctx: PaymentsContext, userId: number, exceptId: number) {
  const subs = await ctx.repo.listSubscriptions(userId);
  return subs.some((s) => s.id !== exceptId && s.type === 'spiller' && s.status === 'active');
}

/** An unpaid invitee becomes a player by paying the player fee; an RU member who upgrades too. Staff keep their role. */
function nextRole(role: string, type: string): 'none' | 'member' | 'player' | 'coach' | 'board' | 'admin' {
  if (role === 'none') return type === 'spiller' ? 'player' : 'member';
  if (role === 'member' && type === 'spiller') return 'player';
  return role as 'member';
}

/** After an upgrade is paid the RU subscription it replaces ends at once (its rest was credited). */
async function endReplacedSubscription(ctx: PaymentsContext, providerSubscriptionId: string) {
  const old = await ctx.repo.findSubscriptionByProviderId(providerSubscriptionId);
  if (!old || old.status === 'canceled') return;
  const remote = await gatewayCall(() => ctx.deps.payments.cancelSubscriptionNow(providerSubscriptionId));
  await ctx.repo.updateSubscription(old.id, { status: LOCAL_STATUS[remote.status] ?? 'canceled', updatedAt: ctx.deps.now() });
}
