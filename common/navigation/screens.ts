import { authEndpoints } from '../contracts/endpoints/auth';
import { chatEndpoints } from '../contracts/endpoints/chat';
import { dbuSyncEndpoints } from '../contracts/endpoints/dbu-sync';
import { playerStatsEndpoints } from '../contracts/endpoints/player-stats';
import { statisticsEndpoints } from '../contracts/endpoints/statistics';
import { seasonOf } from '../domain/attendance';
import { openingChannel } from '../domain/opening-channel';
import type { Permission } from '../domain/permissions';
import { instantToCopenhagen } from '../domain/time';
import {
  endpointOf,
  readOf,
  readWith,
  START_READS,
  type GetEndpoint,
  type Opened,
  type Read,
  type ReadSpec,
} from './reads';

/*
 * The screen table: plain data (the endpoint catalogue's entries and pure rules), so that the
 * build's own config (vite.config.ts, which lists each first screen's files), the server (which
 * draws the first screens and answers their reads) and the app read the same table (decision 112).
 * What the app does with it (menus, panels) is in client/lib/navigation/links.ts.
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
   * A first screen (decisions 092, 112): one a page is opened on (the icon, a push, a shared link)
   * and that the server draws for a signed-in phone. `code` is its screen's module, relative to
   * client/, fetched as the page begins (decision 091). `reads` are its first reads: Hjem's are
   * the start reads, which the start request answers together and which are the first read of
   * every first screen (decision 083); another screen's are those it makes beyond them, as its
   * own query options key them (client/app/first-paint/first-reads.ts). A screen drawn with a
   * read missing here is not drawn (the walking test fails).
   */
  firstScreen?: { code: string; reads?: readonly ReadSpec[] };
}

/** Kampe's and Stilling's 'Hentet fra DBU' line (decision 109). */
const DBU_LINE = dbuSyncEndpoints.overview;

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
    firstScreen: { code: 'app/home/HomeScreen.tsx', reads: START_READS },
  },
  '/matches': {
    label: 'Kampe',
    permission: 'matches.read',
    linkedFrom: 'menu',
    onHub: 'also',
    firstScreen: { code: 'features/matches/MatchesScreen.tsx', reads: [DBU_LINE] },
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
    firstScreen: {
      code: 'features/statistics/StatisticsScreen.tsx',
      // The tables, the club's leaderboards of the season the club's clock is in, the DBU line.
      reads: [
        statisticsEndpoints.tables,
        readWith(playerStatsEndpoints.players, ({ now }) => seasonOf(instantToCopenhagen(now).date)),
        DBU_LINE,
      ],
    },
  },
  '/profile': { label: 'Profil', permission: 'self.read', linkedFrom: 'menu' },
  // The unpaid invitee is told how the chat opens rather than turned away.
  '/chat': {
    label: 'Chat',
    permission: 'chat.use',
    linkedFrom: 'header',
    denied: 'screen',
    firstScreen: {
      code: 'features/chat/ChatScreen.tsx',
      // The messages of the channel it opens on, chosen from the start answer's list as the screen chooses.
      reads: [
        readWith(chatEndpoints.messages, ({ start }) => {
          const list = start[chatEndpoints.channels.path] ?? [];
          const channel = openingChannel(list, null, start[authEndpoints.session.path]?.user?.team)?.id;
          return channel ? { channel } : undefined;
        }),
      ],
    },
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

export const FIRST_SCREENS = Object.entries(SCREENS as Record<string, Screen>).flatMap(([path, screen]) =>
  screen.firstScreen
    ? [
        {
          path: path as FirstScreenPath,
          code: screen.firstScreen.code,
          reads: screen.firstScreen.reads ?? [],
        },
      ]
    : [],
);

/** Whether a page opened on this path is a first screen: drawn on the server, opened with Hjem's start request. */
export const isFirstScreen = (pathname: string): pathname is FirstScreenPath =>
  FIRST_SCREENS.some((screen) => screen.path === pathname);

const isStartRead = (endpoint: GetEndpoint) => (START_READS as readonly GetEndpoint[]).includes(endpoint);

/**
 * The reads the screen of `pathname` makes beyond the start answer, once the page has opened
 * with it: what the drawing asks the server for and the app puts in place from a drawn page.
 */
export function furtherReadsOf(pathname: string, opened: Opened): Read[] {
  const specs = FIRST_SCREENS.find((screen) => screen.path === pathname)?.reads ?? [];
  return specs.flatMap((spec) => {
    const read = isStartRead(endpointOf(spec)) ? undefined : readOf(spec, opened);
    return read ? [read] : [];
  });
}

/** Every endpoint a first screen reads: the routes the server answers in process (in-process-reads.ts). */
export const FIRST_READ_ENDPOINTS: readonly GetEndpoint[] = [
  ...new Set(FIRST_SCREENS.flatMap((screen) => screen.reads.map(endpointOf))),
];
