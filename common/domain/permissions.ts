import type { Role } from './roles';

const ALL: readonly Role[] = ['none', 'member', 'player', 'coach', 'board', 'admin'];
const MEMBERS: readonly Role[] = ['member', 'player', 'coach', 'board', 'admin'];
const STAFF: readonly Role[] = ['coach', 'board', 'admin'];
const RESPONDERS: readonly Role[] = ['player', 'coach', 'admin', 'board'];

/**
 * The one permission matrix (part 1 §6, part 2 §6, decision D8). The server checks it on every
 * route (deny by default); the client uses it only to show or hide. Where the spec's lists
 * differ, the more specific screen rule wins: board does not get the admin-only screens.
 */
export const PERMISSIONS = {
  // Own account and club basics: everyone signed in, including unpaid invitees.
  'self.read': ALL,
  'self.update': ALL,
  'teams.read': ALL,
  /** Setting a team's DBU name (used by the schedule import): admin only, like system settings. */
  'teams.manage': ['admin'],
  'matches.read': ALL,
  'announcements.read': ALL,
  'statistics.read': ALL,
  'payments.self': ALL,

  // Matches
  'matches.editResult': ['coach', 'admin'],
  'matches.create': ['admin', 'board'],
  'matches.groupedView': ['member', 'board', 'admin'],
  'matches.availability.respond': RESPONDERS,
  'matches.availability.viewAll': STAFF,
  /** Udtagelse (decision 070): coach and admin pick and publish a match's squad; board reads it. */
  'matches.squad.manage': ['coach', 'admin'],
  /** Fravær (decision 071): everyone who answers Klar / Ikke klar registers their own absences. */
  'absences.self': RESPONDERS,
  /** A coach (or admin) registers an injury for a player. */
  'absences.forPlayer': ['coach', 'admin'],
  /** Fremmøde (decision 072): coach, board and admin register who came and read the statistics. */
  'attendance.manage': STAFF,

  // Training
  'training.read': ALL,
  'training.nav': ['none', 'player', 'coach', 'board', 'admin'],
  'training.manage': STAFF,
  'training.availability.respond': RESPONDERS,
  'training.availability.viewAll': STAFF,

  // Home dashboard
  'home.nextTiles': ['player', 'coach'],
  /** The coach's team on the staff panel; the panel's links follow the screens' own permissions. */
  'home.coachPanel': ['coach'],
  'home.playerPaymentPrompt': ['none'],
  'home.memberWelcome': ['member'],

  // Announcements
  'announcements.manage': STAFF,

  // Statistics
  'statistics.selectTeam': ['admin', 'board', 'coach', 'member'],
  'statistics.update': ['admin'],
  /** Hent fra DBU (decision 109): staff see each team's source and last sync; admin sets the source and key. */
  'dbu.read': STAFF,
  'dbu.manage': ['admin'],
  /** 'Hent fra DBU nu': admin, and a team's coaches for that team. */
  'dbu.syncNow': ['coach', 'admin'],

  // Chat
  'chat.use': MEMBERS,
  'chat.pin': STAFF,

  // Arrangementer (decision 108): members see the ones they are invited to; staff organise (a coach for the teams they coach).
  'clubEvents.read': MEMBERS,
  'clubEvents.manage': STAFF,

  // Administration
  'adminHub.view': ['admin'],
  'players.manage': STAFF,
  'users.delete': ['admin'],
  'members.manage': ['admin', 'board'],
  /** Importér medlemmer (decision 100): whoever manages members; a coach adds players one by one. */
  'members.import': ['admin', 'board'],
  'kontingent.manage': STAFF,
  'invitations.manage': ['admin'],
  'invitations.trainer': ['coach', 'admin'],
  /** Personal invitations (decision 101): admin and board to anyone, a coach to the teams they coach. */
  'invitations.personal': STAFF,
  'systemSettings.manage': ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

/** Route policies: a permission, or one of the two special cases. */
export type RoutePolicy = Permission | 'public' | 'authenticated';

export function can(role: Role | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

export function isPermission(value: string): value is Permission {
  return Object.prototype.hasOwnProperty.call(PERMISSIONS, value);
}
