import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/http';
import { connectivity } from './shell/connectivity';

/** Retrying cannot fix bad input, a lost session or a block; it can fix a dropped connection. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return failureCount < 1;
  if (error.kind === 'network' || error.kind === 'server') return failureCount < 2;
  return false;
}

export function createQueryClient(onBlocked: (kind: 'user_blocked' | 'demo_blocked') => void) {
  // Spec §8: a 500 user_blocked / demo_blocked sends the member to the blocked screen,
  // whether it answered a read or an action.
  const onError = (error: unknown) => {
    connectivity.report(error);
    if (isApiError(error) && (error.kind === 'user_blocked' || error.kind === 'demo_blocked')) {
      onBlocked(error.kind);
    }
  };
  return new QueryClient({
    // Every answer also tells the offline banner whether the server can be reached.
    queryCache: new QueryCache({ onError, onSuccess: () => connectivity.report(null) }),
    mutationCache: new MutationCache({ onError, onSuccess: () => connectivity.report(null) }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
