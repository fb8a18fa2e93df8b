import { lazy, type ComponentType } from 'react';
import { getAuthToken } from '../lib/auth-token';
import { SCREENS, type ScreenPath } from '../lib/navigation/screens';
import { AuthRedirect } from './shell/AuthRedirect';
import { guarded } from './shell/ScreenGuard';

export interface RouteDef {
  path: string;
  Component: ComponentType;
}

/*
 * Route tables (part 2 §2). Every screen is its own lazily loaded chunk. A route whose feature
 * has not landed yet is simply absent: it shows the not-found screen, never a placeholder.
 */
const loadAuthScreen = () => import('./auth/AuthEntry');
const loadHomeScreen = () => import('./home/HomeScreen');
const loadMatchesScreen = () => import('../features/matches/MatchesScreen');
const loadTrainingScreen = () => import('../features/training/TrainingScreen');
const loadKalenderScreen = () => import('./kalender/KalenderScreen');
const loadStatisticsScreen = () => import('../features/statistics/StatisticsScreen');
const loadChatScreen = () => import('../features/chat/ChatScreen');
const AuthScreen = lazy(loadAuthScreen);
const HomeScreen = lazy(loadHomeScreen);
/** The screens the app is opened on (the icon, a push, a shared link) by a signed-in person. */
const OPENED_ON: Record<string, () => Promise<unknown>> = {
  '/': loadHomeScreen,
  '/matches': loadMatchesScreen,
  '/training': loadTrainingScreen,
  '/kalender': loadKalenderScreen,
  '/statistics': loadStatisticsScreen,
  '/chat': loadChatScreen,
};
// The first screen's code is fetched while the session is still on its way, not after it (P5):
// the sign-in screen for someone without a token, the screen the app opens on for someone with
// one (issue 15: Kampe and Chat waited for the session before fetching their code).
void (getAuthToken() ? OPENED_ON[window.location.pathname]?.() : loadAuthScreen());
const StatisticsScreen = lazy(loadStatisticsScreen);
const ChatScreen = lazy(loadChatScreen);
const PaymentsScreen = lazy(() => import('../features/payments/PaymentsScreen'));
const SubscribeScreen = lazy(() => import('../features/payments/SubscribeScreen'));
const SubscriptionScreen = lazy(() => import('../features/payments/SubscriptionScreen'));
const PaymentSuccessScreen = lazy(() => import('../features/payments/PaymentSuccessScreen'));
const KontingentScreen = lazy(() => import('../features/payments/kontingent/KontingentScreen'));
const MatchesScreen = lazy(loadMatchesScreen);
const ManualMatchesScreen = lazy(() => import('../features/matches/ManualMatchesScreen'));
const CsvUploadScreen = lazy(() => import('../features/matches/CsvUploadScreen'));
const SquadScreen = lazy(() => import('../features/matches/SquadScreen'));
const AttendanceScreen = lazy(() => import('../features/attendance/AttendanceScreen'));
const TrainingScreen = lazy(loadTrainingScreen);
const KalenderScreen = lazy(loadKalenderScreen);
const TrainingAdminScreen = lazy(() => import('../features/training/TrainingAdminScreen'));
const AdminHubScreen = lazy(() => import('../features/admin-hub/AdminHubScreen'));
const AnnouncementsAdminScreen = lazy(() => import('../features/announcements/AnnouncementsAdminScreen'));
const ProfileRoute = lazy(() => import('./profile/ProfileRoute'));
const ProfileSettingsRoute = lazy(() => import('./profile/ProfileSettingsRoute'));
const PlayersScreen = lazy(() => import('../features/people/PlayersScreen'));
const MembersScreen = lazy(() => import('../features/people/MembersScreen'));
const InvitationsScreen = lazy(() => import('../features/invitations/InvitationsScreen'));
const TrainerRegisterScreen = lazy(() => import('../features/invitations/TrainerRegisterScreen'));
const SystemSettingsScreen = lazy(() => import('../features/system-settings/SystemSettingsScreen'));
const ForgotPasswordScreen = lazy(() => import('../features/auth/ForgotPasswordScreen'));
const ResetPasswordScreen = lazy(() => import('../features/auth/ResetPasswordScreen'));
const UnsubscribeScreen = lazy(() => import('../features/profile/UnsubscribeScreen'));
const ConfirmEmailScreen = lazy(() => import('../features/profile/ConfirmEmailScreen'));
const registerScreen = (kind: 'RegisterPlayerScreen' | 'RegisterCoachScreen' | 'RegisterBoardScreen') =>
  lazy(() => import('../features/invitations/RegisterByLinkScreen').then((m) => ({ default: m[kind] })));
const RegisterPlayerScreen = registerScreen('RegisterPlayerScreen');
const RegisterCoachScreen = registerScreen('RegisterCoachScreen');
const RegisterBoardScreen = registerScreen('RegisterBoardScreen');

/** The screen behind each listed path: every screen of the catalogue has one (the type says so). */
const SCREEN_COMPONENTS: Record<ScreenPath, ComponentType> = {
  '/': HomeScreen,
  '/matches': MatchesScreen,
  '/training': TrainingScreen,
  '/kalender': KalenderScreen,
  '/statistics': StatisticsScreen,
  '/profile': ProfileRoute,
  '/chat': ChatScreen,
  '/profile/settings': ProfileSettingsRoute,
  '/admin': AdminHubScreen,
  '/admin/members': MembersScreen,
  '/admin/csv-upload': CsvUploadScreen,
  '/admin/manual-matches': ManualMatchesScreen,
  '/admin/users': PlayersScreen,
  '/admin/player-invitations': InvitationsScreen,
  '/admin/announcements': AnnouncementsAdminScreen,
  '/trainer/register-player': TrainerRegisterScreen,
  '/training-admin': TrainingAdminScreen,
  '/attendance': AttendanceScreen,
  '/admin/kontingent': KontingentScreen,
  '/admin/system-settings': SystemSettingsScreen,
};

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
  // Links from e-mails (issue 13): they work signed in or not.
  { path: '/forgot-password', Component: ForgotPasswordScreen },
  { path: '/reset-password', Component: ResetPasswordScreen },
  { path: '/unsubscribe', Component: UnsubscribeScreen },
  { path: '/confirm-email', Component: ConfirmEmailScreen },
  // Udtagelse (issue 14 §1): reached from a match; the screen shows the picker or the published squad.
  { path: '/matches/:id/squad', Component: SquadScreen },
  // The spec's second address of Spillere.
  { path: '/admin/players', Component: guarded('/admin/users', PlayersScreen) },
];

export const loggedOutRoutes: RouteDef[] = [
  { path: '/', Component: AuthScreen },
  { path: '/auth', Component: AuthScreen },
  { path: '/forgot-password', Component: ForgotPasswordScreen },
  { path: '/reset-password', Component: ResetPasswordScreen },
  { path: '/unsubscribe', Component: UnsubscribeScreen },
  { path: '/confirm-email', Component: ConfirmEmailScreen },
  { path: '/register/player', Component: RegisterPlayerScreen },
  { path: '/register/coach', Component: RegisterCoachScreen },
  { path: '/register/board', Component: RegisterBoardScreen },
  { path: '/payment-success', Component: PaymentSuccessScreen },
];
