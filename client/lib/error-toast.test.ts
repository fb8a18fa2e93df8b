import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { showErrorToast } from './error-toast';
import { dismissToast, showToast, subscribeToasts, type Toast } from './toast-store';

function currentToast() {
  let seen: Toast | null = null;
  const unsubscribe = subscribeToasts((t) => (seen = t));
  unsubscribe();
  return seen as Toast | null;
}

afterEach(() => dismissToast());

describe('showErrorToast', () => {
  it("keeps the query client's 'Ikke autoriseret' toast on a 401", () => {
    showToast({
      title: 'Ikke autoriseret',
      description: 'Du er blevet logget ud. Logger ind igen...',
      variant: 'error',
    });
    showErrorToast(new ApiError(401, '{"message":"Ikke logget ind"}', 'Ikke logget ind', undefined), {
      title: 'Fejl',
      description: 'Kunne ikke gemme træningen.',
    });
    expect(currentToast()?.title).toBe('Ikke autoriseret');
  });

  it('shows the error toast for other failures', () => {
    showErrorToast(new ApiError(500, '', undefined, undefined), {
      title: 'Fejl',
      description: 'Kunne ikke gemme træningen.',
    });
    expect(currentToast()).toMatchObject({
      title: 'Fejl',
      description: 'Kunne ikke gemme træningen.',
      variant: 'error',
    });
    showErrorToast(new TypeError('Failed to fetch'), {
      title: 'Kunne ikke opdatere tilgængelighed. Prøv igen.',
    });
    expect(currentToast()?.title).toBe('Kunne ikke opdatere tilgængelighed. Prøv igen.');
  });
});
