import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICES } from '@common/domain/prices';
import { changesTerms, endedByClub, grantedByClub, invited, paidRegistration, subscriptionPaid } from './membership-terms';

const now = new Date('2026-11-24T10:00:00Z');
const inMonths = (months: number) => new Date(Date.UTC(2026, 10 + months, 24, 10));

describe('membership terms', () => {
  it('Bliv Medlem gives an RU membership for the club’s RU period, bought through the app', () => {
    expect(paidRegistration({ ruPeriodMonths: 12 }, now)).toEqual({
      membershipType: 'ru_member',
      membershipStatus: 'active',
      membershipExpiresAt: inMonths(12),
      manualMembership: false,
    });
  });

  it('an invited player waits for the player fee; invited staff get an RU period from the club', () => {
    expect(invited(true, DEFAULT_PRICES, now)).toMatchObject({ membershipType: 'player', membershipStatus: 'inactive', membershipExpiresAt: null });
    expect(invited(false, { ruPeriodMonths: 6 }, now)).toEqual({
      membershipType: 'ru_member',
      membershipStatus: 'active',
      membershipExpiresAt: inMonths(6),
      manualMembership: true,
    });
  });

  it('the club grants until a day and ends now', () => {
    expect(grantedByClub('player', inMonths(3))).toEqual({ membershipType: 'player', membershipStatus: 'active', membershipExpiresAt: inMonths(3), manualMembership: true });
    expect(endedByClub(now)).toEqual({ membershipStatus: 'inactive', membershipExpiresAt: now, manualMembership: false });
  });

  describe('a paid subscription charge', () => {
    const ruMember = { membershipType: 'ru_member', membershipStatus: 'active', membershipExpiresAt: inMonths(8) };

    it('moves the expiry forward on a renewal and never back', () => {
      expect(subscriptionPaid({ current: ruMember, subscription: 'ru', periodEnd: inMonths(20), replacedByRunningPlayer: false }).membershipExpiresAt).toEqual(inMonths(20));
      const earlier = subscriptionPaid({ current: ruMember, subscription: 'ru', periodEnd: inMonths(2), replacedByRunningPlayer: false });
      expect(earlier.membershipExpiresAt).toEqual(inMonths(8));
      expect(changesTerms(ruMember, earlier)).toBe(false);
    });

    it('an upgrade to player takes the player period end even when it is sooner (D3)', () => {
      const upgraded = subscriptionPaid({ current: ruMember, subscription: 'spiller', periodEnd: inMonths(6), replacedByRunningPlayer: false });
      expect(upgraded).toMatchObject({ membershipType: 'player', membershipExpiresAt: inMonths(6) });
      expect(changesTerms(ruMember, upgraded)).toBe(true);
    });

    it('an RU renewal keeps a player a player and, with a player subscription running, leaves the expiry', () => {
      const player = { membershipType: 'player', membershipStatus: 'active', membershipExpiresAt: inMonths(4) };
      const renewed = subscriptionPaid({ current: player, subscription: 'ru', periodEnd: inMonths(12), replacedByRunningPlayer: true });
      expect(renewed).toMatchObject({ membershipType: 'player', membershipExpiresAt: inMonths(4) });
      expect(subscriptionPaid({ current: player, subscription: 'ru', periodEnd: inMonths(12), replacedByRunningPlayer: false }).membershipExpiresAt).toEqual(inMonths(12));
    });

    it('reactivates a lapsed membership', () => {
      const lapsed = { membershipType: 'ru_member', membershipStatus: 'inactive', membershipExpiresAt: now };
      const terms = subscriptionPaid({ current: lapsed, subscription: 'ru', periodEnd: inMonths(12), replacedByRunningPlayer: false });
      expect(terms).toMatchObject({ membershipStatus: 'active', membershipExpiresAt: inMonths(12) });
    });
  });
});
