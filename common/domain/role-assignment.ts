import type { Role } from './roles';

/**
 * Who may give whom which role (part 2 §4, §6, D8). Nobody changes their own role (a coach
 * cannot make themselves admin, an admin cannot lock themselves out); only an admin creates or
 * changes admins; board manages everyone else; a coach manages players and RU members only.
 */
export function canAssignRole(
  actor: { id: number; role: Role },
  target: { id: number; role: Role } | null,
  newRole: Role,
): boolean {
  if (target && target.id === actor.id) return target.role === newRole;
  switch (actor.role) {
    case 'admin':
      return true;
    case 'board':
      return newRole !== 'admin' && target?.role !== 'admin';
    case 'coach':
      return (newRole === 'player' || newRole === 'member') && (!target || ['none', 'member', 'player'].includes(target.role));
    default:
      return false;
  }
}

/** Whether this person may edit the other's details at all (the same rule, keeping their role). */
export function canManagePerson(actor: { id: number; role: Role }, target: { id: number; role: Role }): boolean {
  return actor.id === target.id || canAssignRole(actor, target, target.role);
}
