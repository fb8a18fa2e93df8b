import type { Permission } from '@common/domain/permissions';

/*
 * The screen table: plain data, with nothing but types imported, so that the build's own config
 * (vite.config.ts, which lists each first screen's files) and the page start read it as the app does.
 * What the app does with it (menus, panels) is in links.ts.
 */

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
  /**
   * A first screen (decision 092): one a page is opened on (the icon, a push, a shared link) and
   * that the server draws for a signed-in phone. Its code (the module, relative to client/) is
   * fetched as the page begins (decision 091), and the page's first read is Hjem's start request
   * (decision 083). Its further first reads, beyond that answer, are its screen's own query options
   * (client/app/first-paint/first-reads.ts).
   */
  firstScreen?: { code: string };
}

/**
 * Every screen a signed-in person opens from the app's own links, in the order panels list them.
 * The route table builds the signed-in routes from it; the flow screens (payment steps, the
 * sign-in redirect) are reached from the state they belong to and are not listed here.
 */
export const SCREENS = {
  '/': {
    label: 'Hjem',
    permission: 'self.read',
    linkedFrom: 'menu',
    firstScreen: { code: 'app/home/HomeScreen.tsx' },
  },
  '/matches': {
    label: 'Kampe',
    permission: 'matches.read',
    linkedFrom: 'menu',
    onHub: 'also',
    firstScreen: { code: 'features/matches/MatchesScreen.tsx' },
  },
  // Træning is open to all who follow a link there; the permission only puts it in the menu.
  '/training': {
    label: 'Træning',
    permission: 'training.nav',
    linkedFrom: 'menu',
    denied: 'screen',
    firstScreen: { code: 'features/training/TrainingScreen.tsx' },
  },
  // Kalender (decision 078): an added view of matches and trainings by week, linked from Kampe and Træning.
  '/kalender': {
    label: 'Kalender',
    permission: 'matches.read',
    linkedFrom: 'screens',
    firstScreen: { code: 'app/kalender/KalenderScreen.tsx' },
  },
  /** Arrangementer (decision 108): from Kalender; a member sees the ones they are invited to. */
  '/arrangementer': { label: 'Arrangementer', permission: 'clubEvents.read', linkedFrom: 'screens' },
  '/statistics': {
    label: 'Statistik',
    permission: 'statistics.read',
    linkedFrom: 'menu',
    onHub: 'also',
    firstScreen: { code: 'features/statistics/StatisticsScreen.tsx' },
  },
  '/profile': { label: 'Profil', permission: 'self.read', linkedFrom: 'menu' },
  // The unpaid invitee is told how the chat opens rather than turned away.
  '/chat': {
    label: 'Chat',
    permission: 'chat.use',
    linkedFrom: 'header',
    denied: 'screen',
    firstScreen: { code: 'features/chat/ChatScreen.tsx' },
  },
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

/** The first screens' paths, in the table's order. */
export type FirstScreenPath = {
  [P in ScreenPath]: (typeof SCREENS)[P] extends { firstScreen: object } ? P : never;
}[ScreenPath];

export const FIRST_SCREENS = Object.entries(SCREENS).flatMap(([path, screen]) =>
  'firstScreen' in screen ? [{ path: path as FirstScreenPath, code: screen.firstScreen.code }] : [],
);

/** Whether a page opened on this path is a first screen: drawn on the server, opened with Hjem's start request. */
export const isFirstScreen = (pathname: string): pathname is FirstScreenPath =>
  FIRST_SCREENS.some((screen) => screen.path === pathname);
