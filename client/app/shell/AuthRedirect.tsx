import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '../../ui/Spinner';

/** Signed in and on /auth: on to / after 100 ms (part 1 §2). */
export const AUTH_REDIRECT_MS = 100;

export function AuthRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/', { replace: true }), AUTH_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return <LoadingScreen />;
}
