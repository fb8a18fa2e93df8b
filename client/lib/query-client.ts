import { MutationCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { authEndpoints } from '@common/contracts/endpoints/auth';
import { ApiError, apiRequest } from './api';
import { urlOf, urlOfKey } from './api-client';
import { showToast } from './toast-store';

/**
 * The default read: a GET to the URL its key stands for (part 1 §7, queryKeyOf). A 401 on a read
 * yields no data (null) rather than an error.
 */
export const defaultQueryFn: QueryFunction = async ({ queryKey }) => {
  const url = urlOfKey(queryKey);
  try {
    return await apiRequest('GET', url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
};

/** Delay before a 401 on a change sends the person to sign in (part 2 §9). */
export const UNAUTHORIZED_REDIRECT_MS = 500;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn: defaultQueryFn, staleTime: 30_000, retry: 1, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onError(error) {
        if (error instanceof ApiError && error.status === 401) {
          showToast({
            title: 'Ikke autoriseret',
            description: 'Du er blevet logget ud. Logger ind igen...',
            variant: 'error',
          });
          setTimeout(() => window.location.assign(urlOf(authEndpoints.signInPage)), UNAUTHORIZED_REDIRECT_MS);
        }
      },
    }),
  });
}
