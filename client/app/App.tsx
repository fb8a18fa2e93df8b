import { Suspense, use, useDeferredValue } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router';
import { getAuthToken } from '../lib/auth-token';
import { useCurrentUser } from '../lib/session';
import { LoadingScreen } from '../ui/Spinner';
import { FirstDataGate } from './FirstDataGate';
import { firstScreenCode, loggedInRoutes, loggedOutRoutes } from './routes';
import { AppLayout } from './shell/AppLayout';
import { BrandSplash } from './shell/BrandSplash';
import { NotFoundScreen } from './shell/NotFoundScreen';

/**
 * The two route tables of part 2 §2: one while signed in (inside the shell with header and
 * bottom navigation), one while signed out. Anything else is not found.
 */
export function App() {
  const session = useCurrentUser();
  // The session's answer brings the whole signed-in app with it: shell and screen, whose reads
  // came along in the same answer (decision 087). React renders a query's answer synchronously, in one
  // long task (uSES updates cannot be transitions); deferred, that render is a transition, done in
  // slices that let the page answer input between them. The urgent render in between keeps the
  // previous values, a loading screen that costs nothing. Both values change in the same render.
  const user = useDeferredValue(session.user);
  const isLoading = useDeferredValue(session.isLoading);
  const { pathname } = useLocation();
  // Without a stored token, on a public page, the visitor is almost surely signed out: show that
  // page at once instead of waiting for /api/user (a cookie-only session moves on when it answers).
  const publicPage = loggedOutRoutes.some((route) => matchPath(route.path, pathname));
  if (isLoading && (getAuthToken() || !publicPage)) return <LoadingScreen />;
  // The signed-in app's first render waits (in its transition, the loading screen staying) until
  // the first screen's code is here, so the screen is in that render instead of suspending.
  if (user) use(firstScreenCode);
  const routes = user ? loggedInRoutes : loggedOutRoutes;
  const content = (
    <Suspense fallback={user ? <LoadingScreen /> : <BrandSplash />}>
      <Routes>
        {routes.map(({ path, Component }) => (
          <Route
            key={path}
            path={path}
            element={
              user ? (
                <FirstDataGate screen={path}>
                  <Component />
                </FirstDataGate>
              ) : (
                <Component />
              )
            }
          />
        ))}
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
    </Suspense>
  );
  return user ? <AppLayout user={user}>{content}</AppLayout> : <main className="public-main">{content}</main>;
}
