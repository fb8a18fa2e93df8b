import type { Role } from './roles';

/**
 * Who may give whom which role (part 2 §4, §6, D8). Nobody changes their own role (a coach
 * cannot make themselves admin, an admin cannot lock themselves out); only an admin creates or
 * changes admins; board manages everyone else; a coach manages players and RU members only.
 * 'none' (Ikke betalt) is never given, only kept. An unpaid invitee becomes a player by paying
 * the player fee (part 2 §4 "Player accounts must then pay the player fee to gain access"), so a
 * coach may edit their details but not change their role; admin and board, who manage
 * memberships, may.
 */
export function canAssignRole(
  actor: { id: number; role: Role },
  target: { id: number; role: Role } | null,
  newRole: Role,
): boolean {
  if (target && target.id === actor.id) return target.role === newRole;
  if (newRole === 'none' && target?.role !== 'none') return false;
  switch (actor.role) {
    case 'admin':
      return true;
    case 'board':
      return newRole !== 'admin' && target?.role !== 'admin';
    case 'coach':
      if (target?.role === 'none') return newRole === 'none';
      return (newRole === 'player' || newRole === 'member') && (!target || ['member', 'player'].includes(target.role));
    default:
      return false;
  }
}

/** Whether this person may edit the other's details at all (the same rule, keeping their role). */
export function canManagePerson(actor: { id: number; role: Role }, target: { id: number; role: Role }): boolean {
  return actor.id === target.id || canAssignRole(actor, target, target.role);
}
