import { can, type Permission } from '@common/domain/permissions';
import type { Role } from '@common/domain/roles';

/**
 * Where the app links to a screen: the bottom menu, the header, Profil, the staff panel on Hjem, or
 * other screens ('screens': Kalender from Kampe and Træning).
 */
type LinkedFrom = 'menu' | 'header' | 'profile' | 'staff-panel' | 'screens';

/**
 * What someone without the screen's permission gets when they open it anyway (the route guard
 * shows it, screens do not check it themselves): by default the access-denied screen with the
 * general text; `message` gives the spec's own reason; `toast` is the spec's 'Ikke autoriseret'
 * toast and a way home instead; 'screen' lets the screen itself answer (see its entry).
 */
export type Denial = { message: string } | { toast: { title: string; description: string } } | 'screen';

const ADMIN_AREA_DENIED = 'Du har ikke tilladelse til at tilgå administrationsområdet.';

export interface Screen {
  label: string;
  /**
   * The matrix permission the screen asks for (the same one its server routes check), so a link is
   * shown exactly to those the screen lets in (F19).
   */
  permission: Permission;
  linkedFrom: LinkedFrom;
  /** Listed on Klub Panel: 'also' besides its usual place, 'only' there for those who may open Klub Panel. */
  onHub?: 'also' | 'only';
  denied?: Denial;
}

/**
 * Every screen a signed-in person opens from the app's own links, in the order panels list them.
 * The route table builds the signed-in routes from it; the flow screens (payment steps, the
 * sign-in redirect) are reached from the state they belong to and are not listed here.
 */
export const SCREENS = {
  '/': { label: 'Hjem', permission: 'self.read', linkedFrom: 'menu' },
  '/matches': { label: 'Kampe', permission: 'matches.read', linkedFrom: 'menu', onHub: 'also' },
  // Træning is open to all who follow a link there; the permission only puts it in the menu.
  '/training': { label: 'Træning', permission: 'training.nav', linkedFrom: 'menu', denied: 'screen' },
  // Kalender (decision 078): an added view of matches and trainings by week, linked from Kampe and Træning.
  '/kalender': { label: 'Kalender', permission: 'matches.read', linkedFrom: 'screens' },
  /** Arrangementer (decision 108): from Kalender; a member sees the ones they are invited to. */
  '/arrangementer': { label: 'Arrangementer', permission: 'clubEvents.read', linkedFrom: 'screens' },
  '/statistics': { label: 'Statistik', permission: 'statistics.read', linkedFrom: 'menu', onHub: 'also' },
  '/profile': { label: 'Profil', permission: 'self.read', linkedFrom: 'menu' },
  // The unpaid invitee is told how the chat opens rather than turned away.
  '/chat': { label: 'Chat', permission: 'chat.use', linkedFrom: 'header', denied: 'screen' },
  '/profile/settings': { label: 'Profilindstillinger', permission: 'self.update', linkedFrom: 'profile' },
  '/admin': {
    label: 'Klub Panel',
    permission: 'adminHub.view',
    linkedFrom: 'staff-panel',
    denied: { message: ADMIN_AREA_DENIED },
  },
  '/admin/members': {
    label: 'Medlemmer',
    permission: 'members.manage',
    linkedFrom: 'staff-panel',
    onHub: 'only',
  },
  // Importér medlemmer (decision 100): admin and board, from Medlemmer (a club moves in once; no place on Hjem).
  '/admin/members/import': {
    label: 'Importér medlemmer',
    permission: 'members.import',
    linkedFrom: 'screens',
    denied: { message: ADMIN_AREA_DENIED },
  },
  '/admin/csv-upload': {
    label: 'Upload Kampprogram',
    permission: 'matches.create',
    linkedFrom: 'staff-panel',
    onHub: 'also',
    denied: { message: ADMIN_AREA_DENIED },
  },
  '/admin/manual-matches': {
    label: 'Tilføj kampe',
    permission: 'matches.create',
    linkedFrom: 'staff-panel',
    denied: { message: ADMIN_AREA_DENIED },
  },
  '/admin/users': {
    label: 'Spillere',
    permission: 'players.manage',
    linkedFrom: 'staff-panel',
    denied: {
      toast: { title: 'Ikke autoriseret', description: 'Du har ikke adgang til spilleradministration.' },
    },
  },
  '/admin/player-invitations': {
    label: 'Invitationer',
    permission: 'invitations.manage',
    linkedFrom: 'staff-panel',
  },
  '/admin/announcements': {
    label: 'Beskeder',
    permission: 'announcements.manage',
    linkedFrom: 'staff-panel',
    denied: { message: 'Du har ikke tilladelse til at administrere beskeder.' },
  },
  '/trainer/register-player': {
    label: 'Registrer spiller',
    permission: 'invitations.trainer',
    linkedFrom: 'staff-panel',
  },
  '/training-admin': {
    label: 'Administrer Træninger',
    permission: 'training.manage',
    linkedFrom: 'staff-panel',
    denied: { message: 'Du skal være træner, bestyrelse eller admin for at administrere træninger.' },
  },
  // Fremmøde (decision 072): coach, board and admin.
  '/attendance': {
    label: 'Fremmøde',
    permission: 'attendance.manage',
    linkedFrom: 'staff-panel',
  },
  '/admin/kontingent': {
    label: 'Kontingent',
    permission: 'kontingent.manage',
    linkedFrom: 'staff-panel',
    onHub: 'only',
  },
  // Administrer hold (decision 107): admin creates, renames, orders and archives teams.
  '/admin/teams': {
    label: 'Administrer hold',
    permission: 'teams.manage',
    linkedFrom: 'staff-panel',
    onHub: 'only',
  },
  '/admin/system-settings': {
    label: 'Systemindstillinger',
    permission: 'systemSettings.manage',
    linkedFrom: 'staff-panel',
    onHub: 'only',
  },
} as const satisfies Record<string, Screen>;

export type ScreenPath = keyof typeof SCREENS;
export interface ScreenLink extends Screen {
  path: ScreenPath;
}

const ALL = Object.entries(SCREENS).map(([path, screen]) => ({ path, ...screen }) as ScreenLink);

/** Every listed screen the role may use: what it must be able to reach from Hjem, and nothing more. */
export function screensFor(role: Role | null | undefined): ScreenLink[] {
  return ALL.filter((screen) => can(role, screen.permission));
}

/** The bottom menu. */
export function menuLinks(role: Role): ScreenLink[] {
  return screensFor(role).filter((screen) => screen.linkedFrom === 'menu');
}

/** Klub Panel (part 2 §2): its screens the role may use. */
export function hubLinks(role: Role): ScreenLink[] {
  return screensFor(role).filter((screen) => screen.onHub);
}

/**
 * The staff panel on Hjem: every staff screen the role may use, except those Klub Panel lists
 * for whoever may open Klub Panel (the spec's admin panel). Board and coach, who have no Klub
 * Panel, find all of theirs here.
 */
export function staffPanelLinks(role: Role): ScreenLink[] {
  const hasHub = can(role, 'adminHub.view');
  return screensFor(role).filter(
    (screen) => screen.linkedFrom === 'staff-panel' && !(hasHub && screen.onHub === 'only'),
  );
}

/** Where a screen reached from Klub Panel goes back to: Klub Panel for those who may open it, else Hjem. */
export function hubBackTo(role: Role | null | undefined): '/admin' | '/' {
  return can(role, 'adminHub.view') ? '/admin' : '/';
}
