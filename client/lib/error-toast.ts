import { isUnauthorized } from './api';
import { showToast, type Toast } from './toast-store';

/**
 * A failed change's error toast, unless the session is gone: on a 401 the query client has
 * already shown 'Ikke autoriseret' and is sending the person to sign in (part 2 §9), and that
 * toast must stay.
 */
export function showErrorToast(error: unknown, toast: Omit<Toast, 'id' | 'variant'>) {
  if (isUnauthorized(error)) return;
  showToast({ ...toast, variant: 'error' });
}
