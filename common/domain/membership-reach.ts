import { ROLES, type Role } from './roles';

/**
 * Whose membership and kontingent a person may change (F5; part 2 §1, §6; D8).
 *
 * - Nobody changes their own: an admin cannot grant themselves ten years, a coach cannot waive
 *   their own fee. Another admin or board member does it.
 * - Admin and board administer members, kontingent and memberships (part 2 §1): everyone else.
 * - A coach manages kontingent for the players (part 2 §6), so players only, plus the unpaid
 *   invitees of role none: a coach may ask an invitee for a kontingent, but not give them a
 *   membership, because an invitee becomes a player by paying the player fee (part 2 §4) and
 *   only admin and board may waive that, as with their role (role-assignment.ts).
 */
export type MembershipAction = 'kontingent' | 'deletePayment' | 'grantMembership' | 'removeMembership' | 'cancelSubscription';

const COACH_REACH: readonly Role[] = ['player', 'none'];

/** The roles whose membership or kontingent this role may touch at all (lists are cut to these). */
export function membershipReach(role: Role): readonly Role[] {
  switch (role) {
    case 'admin':
    case 'board':
      return ROLES;
    case 'coach':
      return COACH_REACH;
    default:
      return [];
  }
}

/**
 * May `actor` do `action` to `target`'s membership or kontingent? `target` null is a payment
 * that belongs to nobody (a deleted account, a registration that never finished): admin and board.
 */
export function mayChangeMembership(actor: { id: number; role: Role }, target: { id: number; role: Role } | null, action: MembershipAction): boolean {
  if (target === null) return action === 'deletePayment' && (actor.role === 'admin' || actor.role === 'board');
  if (target.id === actor.id) return false;
  if (!membershipReach(actor.role).includes(target.role)) return false;
  if (actor.role !== 'coach') return true;
  if (action === 'cancelSubscription') return false;
  return !(action === 'grantMembership' && target.role === 'none');
}

export const OWN_MEMBERSHIP = 'Du kan ikke ændre dit eget medlemskab eller kontingent';
export const notYoursToChange = (names: string[]) => `Du kan ikke ændre medlemskab eller kontingent for ${names.join(', ')}`;
