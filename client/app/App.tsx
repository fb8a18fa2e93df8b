import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { useCurrentUser } from '../lib/session';
import { LoadingScreen } from '../ui/Spinner';
import { loggedInRoutes, loggedOutRoutes } from './routes';
import { AppLayout } from './shell/AppLayout';
import { NotFoundScreen } from './shell/NotFoundScreen';

/**
 * The two route tables of part 2 §2: one while signed in (inside the shell with header and
 * bottom navigation), one while signed out. Anything else is not found.
 */
export function App() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <LoadingScreen />;
  const routes = user ? loggedInRoutes : loggedOutRoutes;
  const content = (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        {routes.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
    </Suspense>
  );
  return user ? <AppLayout user={user}>{content}</AppLayout> : <main className="public-main">{content}</main>;
}
