import { addMonths } from 'date-fns';
import { membershipTypeOfSubscription, type SubscriptionType } from '@common/domain/membership';
import type { ClubPrices } from '@common/domain/prices';

/**
 * How a membership is granted, extended and ended: the one module that decides what a users
 * row's membership columns become. Kontingent (the club's hand), Bliv Medlem, subscriptions and
 * invitation links all write what these functions return; none spells the columns out itself.
 * Pure functions of their inputs (and the clock passed in), so every rule has a unit test.
 */
export type MembershipType = 'player' | 'ru_member';

export interface MembershipTerms {
  membershipType: MembershipType;
  membershipStatus: 'active' | 'inactive';
  membershipExpiresAt: Date | null;
  /** Given by the club (Kontingent › Medlemskab, board/coach links) rather than bought through the app. */
  manualMembership: boolean;
}

/** The club grants a membership by hand, active until the chosen day. */
export function grantedByClub(type: MembershipType, expiresAt: Date): MembershipTerms {
  return { membershipType: type, membershipStatus: 'active', membershipExpiresAt: expiresAt, manualMembership: true };
}

/** Created by the club without a paid membership (the member import): waits for the fee of its type. */
export function awaitingFee(type: MembershipType): MembershipTerms {
  return { membershipType: type, membershipStatus: 'inactive', membershipExpiresAt: null, manualMembership: false };
}

/** The club ends a membership now (its type stays for the history of the person). */
export function endedByClub(now: Date): Omit<MembershipTerms, 'membershipType'> {
  return { membershipStatus: 'inactive', membershipExpiresAt: now, manualMembership: false };
}

/** Bliv Medlem paid: an RU membership for the club's RU period from now. */
export function paidRegistration(prices: Pick<ClubPrices, 'ruPeriodMonths'>, now: Date): MembershipTerms {
  return { membershipType: 'ru_member', membershipStatus: 'active', membershipExpiresAt: addMonths(now, prices.ruPeriodMonths), manualMembership: false };
}

/**
 * Registered through an invitation link: a player waits for the player fee (inactive, no
 * expiry); a board member or coach gets an RU-length membership from the club.
 */
export function invited(player: boolean, prices: Pick<ClubPrices, 'ruPeriodMonths'>, now: Date): MembershipTerms {
  if (player) return { membershipType: 'player', membershipStatus: 'inactive', membershipExpiresAt: null, manualMembership: false };
  return { membershipType: 'ru_member', membershipStatus: 'active', membershipExpiresAt: addMonths(now, prices.ruPeriodMonths), manualMembership: true };
}

export interface SubscriptionPaid {
  current: { membershipType: string | null; membershipStatus: string; membershipExpiresAt: Date | null };
  subscription: SubscriptionType;
  /** The gateway's end of the paid period. */
  periodEnd: Date | null;
  /** An RU subscription while a player subscription of the same person is running. */
  replacedByRunningPlayer: boolean;
}

/**
 * A subscription's charge went through. A player stays a player when an RU subscription renews.
 * The expiry follows the subscription that gives the membership its type: switching to it (an
 * upgrade, the rest of the RU period credited, D3) takes its period end even when that is
 * sooner; after that each renewal moves it forward. An RU subscription replaced by a running
 * player subscription never moves the expiry back out.
 */
export function subscriptionPaid({ current, subscription, periodEnd, replacedByRunningPlayer }: SubscriptionPaid): MembershipTerms {
  const type = membershipTypeOfSubscription(subscription);
  const nextType: MembershipType = current.membershipType === 'player' && type === 'ru_member' ? 'player' : type;
  const end = nextType !== type && replacedByRunningPlayer ? null : periodEnd;
  const moves = end !== null && (nextType !== current.membershipType || !current.membershipExpiresAt || end > current.membershipExpiresAt);
  return { membershipType: nextType, membershipStatus: 'active', membershipExpiresAt: moves ? end : current.membershipExpiresAt, manualMembership: false };
}

/** Whether new terms change the membership (so a renewal that moves nothing writes nothing). */
export function changesTerms(current: SubscriptionPaid['current'], next: MembershipTerms): boolean {
  return (
    current.membershipType !== next.membershipType ||
    current.membershipStatus !== next.membershipStatus ||
    current.membershipExpiresAt?.getTime() !== next.membershipExpiresAt?.getTime()
  );
}
