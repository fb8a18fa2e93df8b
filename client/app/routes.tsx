import type { ComponentType } from 'react';
import { getAuthToken } from '../lib/auth-token';
import { hasAnswerInPage } from '../lib/reads/first-read';
import {
  FIRST_SCREENS,
  isFirstScreen,
  SCREENS,
  type FirstScreenPath,
  type ScreenPath,
} from '@common/navigation/screens';
import { lazyWithPreload, type Preloadable } from '../lib/lazy-with-preload';
import { AuthRedirect } from './shell/AuthRedirect';
import { preloadHeaderExtras } from './shell/header-extras';
import { guarded } from './shell/ScreenGuard';

export interface RouteDef {
  path: string;
  Component: ComponentType;
}

/*
 * Route tables (part 2 §2). Every screen is its own lazily loaded chunk. A route whose feature
 * has not landed yet is simply absent: it shows the not-found screen, never a placeholder.
 */
const AuthScreen = lazyWithPreload(() => import('./auth/AuthEntry'));
const HomeScreen = lazyWithPreload(() => import('./home/HomeScreen'));
const StatisticsScreen = lazyWithPreload(() => import('../features/statistics/StatisticsScreen'));
const ChatScreen = lazyWithPreload(() => import('../features/chat/ChatScreen'));
const PaymentsScreen = lazyWithPreload(() => import('../features/payments/PaymentsScreen'));
const SubscribeScreen = lazyWithPreload(() => import('../features/payments/SubscribeScreen'));
const SubscriptionScreen = lazyWithPreload(() => import('../features/payments/SubscriptionScreen'));
const PaymentSuccessScreen = lazyWithPreload(() => import('../features/payments/PaymentSuccessScreen'));
const KontingentScreen = lazyWithPreload(() => import('../features/payments/kontingent/KontingentScreen'));
const MatchesScreen = lazyWithPreload(() => import('../features/matches/MatchesScreen'));
const ManualMatchesScreen = lazyWithPreload(() => import('../features/matches/ManualMatchesScreen'));
const CsvUploadScreen = lazyWithPreload(() => import('../features/matches/CsvUploadScreen'));
const SquadScreen = lazyWithPreload(() => import('../features/matches/SquadScreen'));
const AttendanceScreen = lazyWithPreload(() => import('../features/attendance/AttendanceScreen'));
const TrainingScreen = lazyWithPreload(() => import('../features/training/TrainingScreen'));
const KalenderScreen = lazyWithPreload(() => import('./kalender/KalenderScreen'));
const ClubEventsScreen = lazyWithPreload(() => import('../features/club-events/ClubEventsScreen'));
const ClubEventScreen = lazyWithPreload(() => import('../features/club-events/ClubEventScreen'));
const TrainingAdminScreen = lazyWithPreload(() => import('../features/training/TrainingAdminScreen'));
const AdminHubScreen = lazyWithPreload(() => import('../features/admin-hub/AdminHubScreen'));
const AnnouncementsAdminScreen = lazyWithPreload(
  () => import('../features/announcements/AnnouncementsAdminScreen'),
);
const ProfileRoute = lazyWithPreload(() => import('./profile/ProfileRoute'));
const ProfileSettingsRoute = lazyWithPreload(() => import('./profile/ProfileSettingsRoute'));
const PlayersScreen = lazyWithPreload(() => import('../features/people/PlayersScreen'));
const MembersScreen = lazyWithPreload(() => import('../features/people/MembersScreen'));
const MemberImportScreen = lazyWithPreload(() => import('../features/member-import/MemberImportScreen'));
const InvitationsScreen = lazyWithPreload(() => import('../features/invitations/InvitationsScreen'));
const TrainerRegisterScreen = lazyWithPreload(() => import('../features/invitations/TrainerRegisterScreen'));
const TeamsAdminScreen = lazyWithPreload(() => import('../features/teams/TeamsAdminScreen'));
const SystemSettingsScreen = lazyWithPreload(() => import('./system-settings/SystemSettingsRoute'));
const ForgotPasswordScreen = lazyWithPreload(() => import('../features/auth/ForgotPasswordScreen'));
const ResetPasswordScreen = lazyWithPreload(() => import('../features/auth/ResetPasswordScreen'));
const LoginLinkScreen = lazyWithPreload(() => import('../features/auth/LoginLinkScreen'));
const UnsubscribeScreen = lazyWithPreload(() => import('../features/profile/UnsubscribeScreen'));
const ConfirmEmailScreen = lazyWithPreload(() => import('../features/profile/ConfirmEmailScreen'));
const PersonalInvitationScreen = lazyWithPreload(
  () => import('../features/invitations/personal/PersonalInvitationScreen'),
);
const registerScreen = (kind: 'RegisterPlayerScreen' | 'RegisterCoachScreen' | 'RegisterBoardScreen') =>
  lazyWithPreload(() =>
    import('../features/invitations/RegisterByLinkScreen').then((m) => ({ default: m[kind] })),
  );
const RegisterPlayerScreen = registerScreen('RegisterPlayerScreen');
const RegisterCoachScreen = registerScreen('RegisterCoachScreen');
const RegisterBoardScreen = registerScreen('RegisterBoardScreen');

/** The screen behind each listed path: every screen of the catalogue has one (the type says so). */
const SCREEN_COMPONENTS: Record<Exclude<ScreenPath, FirstScreenPath>, ComponentType> &
  Record<FirstScreenPath, Preloadable> = {
  '/': HomeScreen,
  '/matches': MatchesScreen,
  '/training': TrainingScreen,
  '/kalender': KalenderScreen,
  '/arrangementer': ClubEventsScreen,
  '/statistics': StatisticsScreen,
  '/profile': ProfileRoute,
  '/chat': ChatScreen,
  '/profile/settings': ProfileSettingsRoute,
  '/admin': AdminHubScreen,
  '/admin/members': MembersScreen,
  '/admin/members/import': MemberImportScreen,
  '/admin/csv-upload': CsvUploadScreen,
  '/admin/manual-matches': ManualMatchesScreen,
  '/admin/users': PlayersScreen,
  '/admin/player-invitations': InvitationsScreen,
  '/admin/announcements': AnnouncementsAdminScreen,
  '/trainer/register-player': TrainerRegisterScreen,
  '/training-admin': TrainingAdminScreen,
  '/attendance': AttendanceScreen,
  '/admin/kontingent': KontingentScreen,
  '/admin/teams': TeamsAdminScreen,
  '/admin/system-settings': SystemSettingsScreen,
};

/**
 * The first screen's code, fetched while the session is still on its way, not after it (P5): the
 * sign-in screen for someone without a token, the screen the app opens on (and the header's chat
 * button) for someone with one
 * (decision 083: Kampe and Chat waited for the session before fetching their code). The app's first
 * signed-in render waits for it (App), so that screen is in that render, not behind a fallback.
 */
export const firstScreenCode: Promise<unknown> =
  typeof window === 'undefined'
    ? Promise.resolve() // drawn on the server (server-render.tsx), which waits for every lazy part
    : startFirstScreenCode(window.location.pathname).catch(() => undefined);

/** With a session, the screen of the path (if it is one the app opens on) and the header's extras. */
function startFirstScreenCode(pathname: string): Promise<unknown> {
  if (!getAuthToken() && !hasAnswerInPage()) return AuthScreen.preload();
  const screen = isFirstScreen(pathname) ? SCREEN_COMPONENTS[pathname] : undefined;
  return Promise.all([screen?.preload(), preloadHeaderExtras()]);
}

/** Fetches the code of every screen the app opens on and of the header's extras (the server's drawing warms up with it). */
export const preloadOpenedOnScreens = () =>
  Promise.all([...FIRST_SCREENS.map(({ path }) => SCREEN_COMPONENTS[path].preload()), preloadHeaderExtras()]);

export const loggedInRoutes: RouteDef[] = [
  // Each listed screen behind its permission: the guard answers those who lack it.
  ...(Object.keys(SCREENS) as ScreenPath[]).map((path) => ({
    path,
    Component: guarded(path, SCREEN_COMPONENTS[path]),
  })),
  // Flow screens, reached from the state they belong to rather than from a menu.
  { path: '/auth', Component: AuthRedirect },
  { path: '/payment', Component: PaymentsScreen },
  { path: '/subscribe', Component: SubscribeScreen },
  { path: '/abonnement', Component: SubscriptionScreen },
  { path: '/payment-success', Component: PaymentSuccessScreen },
  // Links from e-mails (E1): they work signed in or not.
  { path: '/forgot-password', Component: ForgotPasswordScreen },
  { path: '/reset-password', Component: ResetPasswordScreen },
  { path: '/login-link', Component: LoginLinkScreen },
  { path: '/unsubscribe', Component: UnsubscribeScreen },
  { path: '/confirm-email', Component: ConfirmEmailScreen },
  // A personal invitation (decision 101): opened signed in or not.
  { path: '/invitation', Component: PersonalInvitationScreen },
  // Udtagelse (decision 070): reached from a match; the screen shows the picker or the published squad.
  { path: '/matches/:id/squad', Component: SquadScreen },
  // One arrangement (decision 108): reached from Arrangementer, Kalender, a push or a mail.
  { path: '/arrangementer/:id', Component: guarded('/arrangementer', ClubEventScreen) },
  // The spec's second address of Spillere.
  { path: '/admin/players', Component: guarded('/admin/users', PlayersScreen) },
];

export const loggedOutRoutes: RouteDef[] = [
  { path: '/', Component: AuthScreen },
  { path: '/auth', Component: AuthScreen },
  { path: '/forgot-password', Component: ForgotPasswordScreen },
  { path: '/reset-password', Component: ResetPasswordScreen },
  { path: '/login-link', Component: LoginLinkScreen },
  { path: '/unsubscribe', Component: UnsubscribeScreen },
  { path: '/confirm-email', Component: ConfirmEmailScreen },
  { path: '/invitation', Component: PersonalInvitationScreen },
  { path: '/register/player', Component: RegisterPlayerScreen },
  { path: '/register/coach', Component: RegisterCoachScreen },
  { path: '/register/board', Component: RegisterBoardScreen },
  { path: '/payment-success', Component: PaymentSuccessScreen },
];
