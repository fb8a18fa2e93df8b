import { screensFor } from '../../client/lib/navigation/links';
import { SCREENS, type ScreenPath } from '../../common/navigation/screens';
import type { Role } from '../../common/domain/roles';

/**
 * What `npm run lighthouse` measures: every screen a person opens, as each demo login that opens
 * it (P5). The listed screens come from the app's screen table, with the roles the app itself
 * gives them to; the flow screens (sign-in, payment steps, a match's squad, one arrangement) are
 * reached from a state rather than a menu, so they are named here with the logins that reach them.
 */

/** The demo club's logins (README, "Demo logins") and their roles. */
export const DEMO_LOGINS = [
  { login: 'admin', role: 'admin' },
  { login: 'bestyrelse', role: 'board' },
  { login: 'traener', role: 'coach' },
  { login: 'spiller', role: 'player' },
  { login: 'medlem', role: 'member' },
  { login: 'nybruger', role: 'none' },
] as const satisfies ReadonlyArray<{ login: string; role: Role }>;

export type Login = (typeof DEMO_LOGINS)[number]['login'];
/** Who opens the screen: a demo login (signed in, remembered) or someone not signed in. */
export type Opener = Login | 'signed-out';

/**
 * The club a row is measured in: the demo club, or the demo club with the extra members of a real
 * club's size (DEMO_EXTRA_MEMBERS) for the lists of everyone, which page on the server (decision 103).
 */
export type Club = 'demo' | 'big';

export interface ScreenRow {
  label: string;
  /** The route; `:id` is filled in at run time with an id the login sees (see app.ts). */
  path: string;
  as: Opener;
  club: Club;
}

/** Screens measured in the big club: the list of every member. */
const BIG_CLUB: ReadonlySet<string> = new Set<ScreenPath>(['/admin/members']);

/** Flow screens: not in the screen table; who reaches them, and from where. */
const FLOW_SCREENS: ReadonlyArray<{ label: string; path: string; openers: readonly Opener[] }> = [
  { label: 'Log ind', path: '/auth', openers: ['signed-out'] },
  // From Hjem's 'Se betalinger' (the demo player owes the spring's kontingent).
  { label: 'Betalinger', path: '/payment', openers: ['spiller'] },
  // From Profil's 'Start medlemskab' (no active membership) and the upgrade from RU Medlem.
  { label: 'Vælg Medlemskab', path: '/subscribe', openers: ['nybruger', 'medlem'] },
  // From Profil's 'Administrer medlemskab'.
  { label: 'Mit Medlemskab', path: '/abonnement', openers: ['medlem', 'spiller'] },
  // The return from MobilePay; opened without a payment's parameters it shows its failure answer.
  { label: 'Betalingsretur', path: '/payment-success', openers: ['signed-out'] },
  // Udtagelse (decision 070): the coach's picker and the player's published squad, of the next match.
  { label: 'Udtagelse', path: '/matches/:id/squad', openers: ['traener', 'spiller'] },
  // One arrangement (decision 108), from Arrangementer or Kalender.
  { label: 'Arrangement', path: '/arrangementer/:id', openers: ['spiller', 'medlem'] },
];

/** The full table: the listed screens in the table's order, each as every login that may open it, then the flow screens. */
export function allRows(): ScreenRow[] {
  const listed = (Object.keys(SCREENS) as ScreenPath[]).flatMap((path) =>
    DEMO_LOGINS.filter(({ role }) => screensFor(role).some((screen) => screen.path === path)).map(
      ({ login }): ScreenRow => ({
        label: SCREENS[path].label,
        path,
        as: login,
        club: BIG_CLUB.has(path) ? 'big' : 'demo',
      }),
    ),
  );
  const flows = FLOW_SCREENS.flatMap(({ label, path, openers }) =>
    openers.map((as): ScreenRow => ({ label, path, as, club: 'demo' })),
  );
  return [...listed, ...flows];
}

const words = (list: string | undefined) =>
  list
    ?.split(',')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean) ?? [];

/**
 * The rows LH_SCREENS and LH_ROLES pick: screens by path or label (`/training,Medlemmer`), openers
 * by login (`spiller,signed-out`); either left out means all. A word that picks nothing is an error,
 * so a typo never measures less than asked for without saying so.
 */
export function selectRows(
  rows: ScreenRow[],
  screens: string | undefined,
  roles: string | undefined,
): ScreenRow[] {
  const wantScreens = words(screens);
  const wantRoles = words(roles);
  const screenMatches = (row: ScreenRow, w: string) => row.path === w || row.label.toLowerCase() === w;
  const unknown = [
    ...wantScreens.filter((w) => !rows.some((row) => screenMatches(row, w))).map((w) => `screen '${w}'`),
    ...wantRoles.filter((w) => !rows.some((row) => row.as === w)).map((w) => `role '${w}'`),
  ];
  if (unknown.length) throw new Error(`LH_SCREENS / LH_ROLES: no ${unknown.join(', ')} in the table`);
  return rows.filter(
    (row) =>
      (!wantScreens.length || wantScreens.some((w) => screenMatches(row, w))) &&
      (!wantRoles.length || wantRoles.includes(row.as)),
  );
}
