import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Permission } from '@common/domain/permissions';
import { useCan, useCurrentUser } from '../../lib/session';
import { showToast } from '../../lib/toast-store';

/** A screen for some roles only: others get the toast and go home (part 2 §6). Returns whether allowed. */
export function useRequirePermission(permission: Permission, toast: { title: string; description?: string }): boolean {
  const can = useCan();
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const allowed = Boolean(user) && can(permission);
  const warned = useRef(false);
  useEffect(() => {
    if (!user || allowed || warned.current) return;
    warned.current = true;
    showToast({ ...toast, variant: 'error' });
    navigate('/', { replace: true });
  }, [user, allowed, navigate, toast]);
  return allowed;
}
