import { useEffect, useRef, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { SCREENS, type Denial, type Screen as ScreenEntry, type ScreenPath } from '@common/navigation/screens';
import { useCan } from '../../lib/session';
import { showToast } from '../../lib/toast-store';
import { AccessDenied } from '../../ui/AccessDenied';
import { Spinner } from '../../ui/Spinner';

/**
 * The one place a screen's permission is checked on the client (the server enforces it): the
 * screen opens for those who have it; anyone else gets its denial, and its code is not even
 * loaded. Screens therefore do not check their own permission.
 */
export function guarded(path: ScreenPath, Screen: ComponentType): ComponentType {
  const { label, permission, denied }: ScreenEntry = SCREENS[path];
  if (denied === 'screen') return Screen;
  const denial: Exclude<Denial, 'screen'> | undefined = denied;
  function Guarded() {
    const can = useCan();
    if (can(permission)) return <Screen />;
    if (denial && 'toast' in denial) return <DeniedGoHome toast={denial.toast} />;
    return <AccessDenied title={label} message={denial?.message} />;
  }
  return Guarded;
}

/** The spec's other denial (Spillere, part 2 §6): a toast, then home. */
function DeniedGoHome({ toast }: { toast: { title: string; description: string } }) {
  const navigate = useNavigate();
  const warned = useRef(false);
  useEffect(() => {
    if (warned.current) return;
    warned.current = true;
    showToast({ ...toast, variant: 'error' });
    navigate('/', { replace: true });
  }, [navigate, toast]);
  return <Spinner />;
}
