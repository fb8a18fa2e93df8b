/**
 * When a membership counts as active (part 2 §4). One function, used by the server for every
 * answer and by the client for display. An expired manual membership is inactive without
 * anyone acting: the expiry date decides, not a stored flag alone.
 */
export interface MembershipFacts {
  /** 'none' is an invited player who has not paid the player fee yet. */
  role: string;
  manualMembership: boolean;
  membershipType: string | null;
  membershipStatus: string;
  membershipExpiresAt: Date | string | null;
  /** A provider (or sandbox) subscription that is active and not yet past its period end. */
  hasActiveSubscription: boolean;
  pendingPayments: number;
  completedPayments: number;
}

export function isMembershipActive(facts: MembershipFacts, now: Date = new Date()): boolean {
  const expires = facts.membershipExpiresAt ? new Date(facts.membershipExpiresAt) : null;
  if (facts.manualMembership && facts.membershipType && facts.membershipStatus === 'active' && expires && expires > now) {
    return true;
  }
  if (facts.hasActiveSubscription) return true;
  // Memberships bought through the app also carry an expiry; past it they lapse.
  if (!facts.manualMembership && facts.membershipStatus === 'active' && expires && expires > now) return true;
  // Paid payments alone (a kontingent) never make an invitee a member: the player fee does
  // (decision 020 "A kontingent is not a membership for role none").
  if (facts.role === 'none') return false;
  return facts.pendingPayments === 0 && facts.completedPayments > 0 && (!expires || expires > now);
}

/** What one can subscribe to: the player fee ('spiller') or RU membership ('ru'). */
export const SUBSCRIPTION_TYPES = ['spiller', 'ru'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/** A subscription's type as the user's membershipType ('player' | 'ru_member'). */
export function membershipTypeOfSubscription(type: SubscriptionType): 'player' | 'ru_member' {
  return type === 'spiller' ? 'player' : 'ru_member';
}

/**
 * Upgrade to player is offered only to active RU members who are not players (part 2 §6, D3).
 */
export function canUpgradeToPlayer(user: { role: string; membershipType: string | null; membershipStatus: string }): boolean {
  return user.membershipStatus === 'active' && user.membershipType !== 'player' && user.role === 'member';
}

/** The add-card prompt: a manual membership with no provider customer id (part 2 §6). */
export function needsCardPrompt(user: { manualMembership: boolean; stripeCustomerId: string | null }): boolean {
  return user.manualMembership && !user.stripeCustomerId;
}

/**
 * What 'Opsig medlemskab' can do for this membership (decision 020 "Every membership says how
 * it ends"): a gateway subscription is cancelled at its period end; one already cancelled ends
 * on a date; a membership paid once or created by the club runs out by itself on its expiry; one
 * carried by paid kontingent ends with the club; without an active membership there is nothing.
 */
export type MembershipEnding =
  | { kind: 'none' }
  | { kind: 'subscription'; subscriptionId: string; renewsAt: string | null }
  | { kind: 'ending'; endsAt: string | null }
  | { kind: 'paid-once'; expiresAt: string }
  | { kind: 'by-club'; expiresAt: string }
  | { kind: 'kontingent' };

export function membershipEnding(
  user: { membershipStatus: string; manualMembership: boolean; membershipExpiresAt: string | null },
  subscription: { cancelAtPeriodEnd: boolean; currentPeriodEnd: string | null; stripeSubscriptionId: string | null } | null,
): MembershipEnding {
  if (subscription?.cancelAtPeriodEnd) return { kind: 'ending', endsAt: subscription.currentPeriodEnd };
  if (subscription?.stripeSubscriptionId) {
    return { kind: 'subscription', subscriptionId: subscription.stripeSubscriptionId, renewsAt: subscription.currentPeriodEnd };
  }
  if (user.membershipStatus !== 'active') return { kind: 'none' };
  if (user.membershipExpiresAt) {
    return user.manualMembership ? { kind: 'by-club', expiresAt: user.membershipExpiresAt } : { kind: 'paid-once', expiresAt: user.membershipExpiresAt };
  }
  return { kind: 'kontingent' };
}
