import { describe, expect, it } from 'vitest';
import {
  canUpgradeToPlayer,
  isMembershipActive,
  membershipEnding,
  membershipTypeOfSubscription,
  needsCardPrompt,
  type MembershipFacts,
} from './membership';

const now = new Date('2026-06-01T12:00:00Z');
const future = '2026-12-01T00:00:00Z';
const past = '2026-05-01T00:00:00Z';
const none: MembershipFacts = {
  role: 'member',
  manualMembership: false,
  membershipType: null,
  membershipStatus: 'inactive',
  membershipExpiresAt: null,
  hasActiveSubscription: false,
  pendingPayments: 0,
  completedPayments: 0,
};

describe('isMembershipActive', () => {
  it('is inactive with nothing', () => {
    expect(isMembershipActive(none, now)).toBe(false);
  });
  it('is active for a manual membership with type, active status and a future expiry', () => {
    expect(
      isMembershipActive({ ...none, manualMembership: true, membershipType: 'player', membershipStatus: 'active', membershipExpiresAt: future }, now),
    ).toBe(true);
  });
  it('lapses on its own when the manual membership expires', () => {
    expect(
      isMembershipActive({ ...none, manualMembership: true, membershipType: 'player', membershipStatus: 'active', membershipExpiresAt: past }, now),
    ).toBe(false);
  });
  it('needs a type and an active status for a manual membership', () => {
    const base = { ...none, manualMembership: true, membershipStatus: 'active', membershipExpiresAt: future };
    expect(isMembershipActive({ ...base, membershipType: null }, now)).toBe(false);
    expect(isMembershipActive({ ...base, membershipType: 'player', membershipStatus: 'inactive' }, now)).toBe(false);
  });
  it('is active with an active provider subscription', () => {
    expect(isMembershipActive({ ...none, hasActiveSubscription: true }, now)).toBe(true);
  });
  it('is active for a paid membership bought in the app until its expiry', () => {
    const paid = { ...none, membershipType: 'ru_member', membershipStatus: 'active', completedPayments: 1 };
    expect(isMembershipActive({ ...paid, membershipExpiresAt: future }, now)).toBe(true);
    expect(isMembershipActive({ ...paid, membershipExpiresAt: past }, now)).toBe(false);
  });
  it('is active with no pending and at least one completed payment', () => {
    expect(isMembershipActive({ ...none, completedPayments: 1 }, now)).toBe(true);
  });
  it('never counts paid payments (a kontingent) as a membership for an invitee (role none)', () => {
    expect(isMembershipActive({ ...none, role: 'none', completedPayments: 1 }, now)).toBe(false);
    expect(isMembershipActive({ ...none, role: 'none', hasActiveSubscription: true }, now)).toBe(true);
  });
  it('is inactive while a payment is outstanding', () => {
    expect(isMembershipActive({ ...none, completedPayments: 3, pendingPayments: 1 }, now)).toBe(false);
  });
  it('does not let old payments outlive a removed (expired) membership', () => {
    expect(isMembershipActive({ ...none, completedPayments: 2, membershipExpiresAt: past }, now)).toBe(false);
  });
  it('accepts Date objects as expiry', () => {
    expect(
      isMembershipActive(
        { ...none, manualMembership: true, membershipType: 'ru_member', membershipStatus: 'active', membershipExpiresAt: new Date(future) },
        now,
      ),
    ).toBe(true);
  });
});

describe('membership helpers', () => {
  it('maps subscription types to membership types', () => {
    expect(membershipTypeOfSubscription('spiller')).toBe('player');
    expect(membershipTypeOfSubscription('ru')).toBe('ru_member');
  });
  it('offers the upgrade only to active RU members who are not players', () => {
    expect(canUpgradeToPlayer({ role: 'member', membershipType: 'ru_member', membershipStatus: 'active' })).toBe(true);
    expect(canUpgradeToPlayer({ role: 'member', membershipType: 'ru_member', membershipStatus: 'inactive' })).toBe(false);
    expect(canUpgradeToPlayer({ role: 'player', membershipType: 'player', membershipStatus: 'active' })).toBe(false);
    expect(canUpgradeToPlayer({ role: 'member', membershipType: 'player', membershipStatus: 'active' })).toBe(false);
  });
  it('prompts for a card on a manual membership without a customer id', () => {
    expect(needsCardPrompt({ manualMembership: true, stripeCustomerId: null })).toBe(true);
    expect(needsCardPrompt({ manualMembership: true, stripeCustomerId: 'cus_1' })).toBe(false);
    expect(needsCardPrompt({ manualMembership: false, stripeCustomerId: null })).toBe(false);
  });
});

describe('membershipEnding', () => {
  const active = { membershipStatus: 'active', manualMembership: false, membershipExpiresAt: future };
  const sub = { cancelAtPeriodEnd: false, currentPeriodEnd: future, stripeSubscriptionId: 'sub_1' };
  it('cancels a running gateway subscription at its period end', () => {
    expect(membershipEnding(active, sub)).toEqual({ kind: 'subscription', subscriptionId: 'sub_1', renewsAt: future });
  });
  it('tells the end date of a subscription already cancelled', () => {
    expect(membershipEnding(active, { ...sub, cancelAtPeriodEnd: true })).toEqual({ kind: 'ending', endsAt: future });
  });
  it('a membership paid once (Bliv Medlem) runs out on its expiry', () => {
    expect(membershipEnding(active, null)).toEqual({ kind: 'paid-once', expiresAt: future });
  });
  it('a membership the club created runs out on its expiry', () => {
    expect(membershipEnding({ ...active, manualMembership: true }, null)).toEqual({ kind: 'by-club', expiresAt: future });
  });
  it('a membership carried by paid kontingent (no expiry) ends with the club', () => {
    expect(membershipEnding({ ...active, membershipExpiresAt: null }, null)).toEqual({ kind: 'kontingent' });
  });
  it('has nothing to end without an active membership', () => {
    expect(membershipEnding({ ...active, membershipStatus: 'inactive' }, null)).toEqual({ kind: 'none' });
  });
});
