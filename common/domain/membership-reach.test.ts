import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from './roles';
import { mayChangeMembership, membershipReach, type MembershipAction } from './membership-reach';

const ACTIONS: MembershipAction[] = ['kontingent', 'deletePayment', 'grantMembership', 'removeMembership', 'cancelSubscription'];
const actor = (role: Role) => ({ id: 1, role });
const target = (role: Role) => ({ id: 2, role });

describe('mayChangeMembership', () => {
  it('never lets anyone change their own', () => {
    for (const role of ROLES) for (const action of ACTIONS) expect(mayChangeMembership(actor(role), { id: 1, role }, action)).toBe(false);
  });

  it('lets admin and board act on everyone else, a coach on players and (kontingent only) on invitees', () => {
    for (const role of ['admin', 'board'] as const) {
      for (const other of ROLES) for (const action of ACTIONS) expect(mayChangeMembership(actor(role), target(other), action), `${role} ${other} ${action}`).toBe(true);
    }
    const coach = actor('coach');
    expect(mayChangeMembership(coach, target('player'), 'grantMembership')).toBe(true);
    expect(mayChangeMembership(coach, target('player'), 'cancelSubscription')).toBe(false);
    expect(mayChangeMembership(coach, target('none'), 'kontingent')).toBe(true);
    expect(mayChangeMembership(coach, target('none'), 'grantMembership')).toBe(false);
    for (const other of ['member', 'coach', 'board', 'admin'] as const) {
      for (const action of ACTIONS) expect(mayChangeMembership(coach, target(other), action), `${other} ${action}`).toBe(false);
    }
    for (const role of ['none', 'member', 'player'] as const) {
      expect(membershipReach(role)).toEqual([]);
      for (const action of ACTIONS) expect(mayChangeMembership(actor(role), target('player'), action)).toBe(false);
    }
  });

  it('leaves a payment of nobody to admin and board', () => {
    expect(mayChangeMembership(actor('admin'), null, 'deletePayment')).toBe(true);
    expect(mayChangeMembership(actor('board'), null, 'deletePayment')).toBe(true);
    expect(mayChangeMembership(actor('coach'), null, 'deletePayment')).toBe(false);
  });
});
