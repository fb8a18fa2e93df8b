import type { Permission } from './permissions';
import type { Role } from './roles';

/**
 * Team memberships and team roles (decision 107 amends 093): a person belongs to any number of
 * teams, with one role on each. The club-wide role keeps the specification's meaning; the team
 * role says what the person does on that team.
 */
export const TEAM_ROLES = ['player', 'coach', 'assistant', 'manager'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  player: 'Spiller',
  coach: 'Træner',
  assistant: 'Assistenttræner',
  manager: 'Holdleder',
};

export function isTeamRole(value: unknown): value is TeamRole {
  return typeof value === 'string' && (TEAM_ROLES as readonly string[]).includes(value);
}

/** One of a person's teams and their role on it. */
export interface TeamMembership {
  team: string;
  role: TeamRole | string;
}

/**
 * The rights of each team role, beside the permission matrix (decision 107):
 * - Træner and Assistenttræner have every coach right on their team: they coach it (`coachesTeam`),
 *   and the club role is at least coach (`clubRoleFor`), so the matrix gives them the coach's screens.
 * - Holdleder may remind, register attendance and pin in the team's chat: the permissions below,
 *   on that team only, whatever the club role.
 * - Spiller answers and is picked. Træner and Assistenttræner answer and are picked on their team
 *   too, as the specification's coach always did (`ANSWERING_TEAM_ROLES`).
 */
export const COACHING_TEAM_ROLES = ['coach', 'assistant'] as const satisfies readonly TeamRole[];
export const ANSWERING_TEAM_ROLES = ['player', 'coach', 'assistant'] as const satisfies readonly TeamRole[];
export const TEAM_ROLE_PERMISSIONS: Record<TeamRole, readonly Permission[]> = {
  player: [],
  coach: [],
  assistant: [],
  manager: [
    'matches.availability.viewAll',
    'training.availability.viewAll',
    'attendance.manage',
    'chat.pin',
  ],
};

/** Only board and admin give the Træner and Assistenttræner roles (decision 107). */
export const COACH_ROLE_GIVERS = ['board', 'admin'] as const satisfies readonly Role[];

export function mayGiveTeamRole(giver: Role | string, role: TeamRole | string): boolean {
  return !(COACHING_TEAM_ROLES as readonly string[]).includes(role) || (COACH_ROLE_GIVERS as readonly string[]).includes(giver);
}

/** Whether the team role lets its holder do `permission` on the team, beside the matrix. */
export function teamRoleAllows(role: TeamRole | string, permission: Permission): boolean {
  return isTeamRole(role) && TEAM_ROLE_PERMISSIONS[role].includes(permission);
}

/** Whether any of the person's memberships gives `permission` (on that team only: the scope check narrows). */
export function anyTeamRoleAllows(memberships: readonly TeamMembership[] | undefined, permission: Permission): boolean {
  return !!memberships?.some((m) => teamRoleAllows(m.role, permission));
}

/**
 * The club role a person's memberships call for: a Træner or Assistenttræner membership raises
 * none, member and player to coach; coach, board and admin stay as they are.
 */
export function clubRoleFor(role: Role, memberships: readonly TeamMembership[]): Role {
  const coaches = memberships.some((m) => (COACHING_TEAM_ROLES as readonly string[]).includes(m.role));
  return coaches && (role === 'none' || role === 'member' || role === 'player') ? 'coach' : role;
}

/**
 * The specification's single `team` field: the person's first team, the lowest sort order among
 * their player memberships, else among any membership. `order` maps a team code to its sort order.
 */
export function firstTeam(memberships: readonly TeamMembership[], order: (team: string) => number): string | null {
  const byOrder = (a: TeamMembership, b: TeamMembership) => order(a.team) - order(b.team) || a.team.localeCompare(b.team);
  const players = memberships.filter((m) => m.role === 'player').sort(byOrder);
  return (players[0] ?? [...memberships].sort(byOrder)[0])?.team ?? null;
}
