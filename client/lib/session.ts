import { useQuery, useQueryClient, type QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import type { HomeStart } from '@common/contracts/endpoints/home';
import type { User } from '@common/contracts/user';
import { authEndpoints } from '@common/contracts/endpoints/auth';
import { can, type Permission } from '@common/domain/permissions';
import { canForEvent, canForTeam } from '@common/domain/team-scope';
import { clearAuthToken } from './auth-token';
import { call, queryKeyOf } from './api-client';
import { isFirstScreen } from '@common/navigation/screens';
import { loadHomeStart, putHomeStartReads } from './reads/home-start';
import { adoptServerSettings } from './pwa/notification-settings';
import { clearOfflineData } from './pwa/service-worker';
import { showToast, showToastAfterReload } from './toast-store';

/** The signed-in user's cache key (read from /api/session; the key stays, other code refreshes it by name). */
export const USER_QUERY_KEY = queryKeyOf(authEndpoints.user);

/** Only the app's first read of the session may bring Hjem's reads along; later ones are the session alone. */
let firstFetch = true;

/**
 * GET /api/session: the user, or null when signed out. Signed out is a 200, not a 401, so a
 * visitor's pages make no failing request (F30); other failures 'Failed to fetch user'.
 */
async function fetchUser({ client }: QueryFunctionContext): Promise<User | null> {
  // Opened on Hjem (a tap on a push, the home-screen icon), or on a screen whose first reads are
  // among Hjem's (the list, the header's chat channels): the session comes with those reads, so
  // the screen's data is not one more round trip behind the session.
  const withReads = firstFetch && isFirstScreen(window.location.pathname);
  firstFetch = false;
  const started = withReads ? await loadHomeStart(client) : undefined;
  const { user } =
    started ??
    (await call(authEndpoints.session).catch(() => {
      throw new Error('Failed to fetch user');
    }));
  if (!user) {
    // Signed out (logout, also through the profile's /api/logout link, or a session ended
    // elsewhere): nothing of the last person stays on the device for offline use.
    await clearOfflineData();
    return null;
  }
  adoptServerSettings(user);
  return user;
}

/**
 * A page drawn on the server (app/server-render.tsx) brings the session and the screen's reads
 * in it: they go in the cache before the app's first render, so that render is the same screen
 * drawn over the server's, with no loading screen in between. False when the page brought none.
 */
export function adoptAnswerInPage(queryClient: QueryClient, answer: HomeStart): boolean {
  const user = putHomeStartReads(queryClient, answer.reads)?.user;
  if (!user) return false;
  firstFetch = false;
  adoptServerSettings(user);
  queryClient.setQueryData(USER_QUERY_KEY, user);
  return true;
}

export function useCurrentUser() {
  const query = useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: fetchUser,
    retry: false,
    refetchOnWindowFocus: true,
  });
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}

/** What the signed-in person may see; the server decides what they may do. */
export function useCan() {
  const { user } = useCurrentUser();
  return (permission: Permission) => can(user?.role, permission);
}

/**
 * What the signed-in person may do on a team's things (D20, decision 093): a coach on the teams
 * they coach, board and admin on every team as the matrix gives them. `forEvent` also lets every
 * coach act on a club-wide training (team null). The server decides regardless.
 */
export function useCanForTeam() {
  const { user } = useCurrentUser();
  return {
    forTeam: (permission: Permission, team: string | null) => canForTeam(user, permission, team),
    forEvent: (permission: Permission, team: string | null) => canForEvent(user, permission, team),
  };
}

/** Logout: end the session on the server, clear the token and cache, go to /. */
export function useLogout() {
  const queryClient = useQueryClient();
  return async () => {
    try {
      // The server ends the session and, with it, this device's push subscription.
      await call(authEndpoints.logout);
      clearAuthToken();
      await clearOfflineData();
      queryClient.clear();
      showToastAfterReload({ title: 'Logget ud', variant: 'success' });
      window.location.assign('/');
    } catch {
      showToast({ title: 'Fejl', description: 'Der opstod en fejl ved logout', variant: 'error' });
    }
  };
}
