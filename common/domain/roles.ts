/** Every role a user can have. 'none' is an invited player who has not paid yet. */
export const ROLES = ['none', 'member', 'player', 'coach', 'board', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles an admin can assign on Medlemmer (part 2 §4): never back to 'none'. */
export const ASSIGNABLE_ROLES = ['member', 'player', 'coach', 'board', 'admin'] as const;

const ROLE_LABELS: Record<string, string> = {
  coach: 'Træner',
  board: 'Bestyrelse',
  admin: 'Administrator',
  member: 'RU Medlem',
  player: 'Spiller',
};

/**
 * The label in the header and on badges; unknown values (and 'none') read as Spiller, as the spec
 * says. The supporter role names the club: "<short name> Medlem" (decision 105), RU's by default.
 */
export function roleLabel(role: string | null | undefined, shortName?: string): string {
  if (role === 'member' && shortName) return `${shortName} Medlem`;
  return (role && ROLE_LABELS[role]) || 'Spiller';
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
