import { ASSIGNABLE_ROLES } from '@common/domain/roles';
import { roleLabel } from '@common/domain/roles';
import type { BadgeTone } from '../../ui/Badge';

export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const ROLE_OPTIONS = ASSIGNABLE_ROLES.map((value) => ({ value, label: roleLabel(value) }));

export function roleTone(role: string): BadgeTone {
  return role === 'admin'
    ? 'red'
    : role === 'board'
      ? 'blue'
      : role === 'coach'
        ? 'amber'
        : role === 'member'
          ? 'green'
          : 'grey';
}
