import { ASSIGNABLE_ROLES } from '@common/domain/roles';
import { roleLabel } from '@common/domain/roles';
import type { BadgeTone } from '../../ui/Badge';

export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const ROLE_OPTIONS = ASSIGNABLE_ROLES.map((value) => ({ value, label: roleLabel(value) }));

export function roleTone(role: string): BadgeTone {
  return role === 'admin' ? 'red' : role === 'board' ? 'blue' : role === 'coach' ? 'amber' : role === 'member' ? 'green' : 'grey';
}

/** A person matches the search when name, email or position contains it (part 2 §2). */
export function matchesSearch(
  p: { firstName: string; lastName: string; email: string; position: string | null; username?: string },
  query: string,
): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [`${p.firstName} ${p.lastName}`, p.email, p.position ?? '', p.username ?? ''].some((v) => v.toLowerCase().includes(q));
}
