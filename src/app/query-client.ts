import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/http';

/** Retrying cannot fix bad input, a lost session or a block; it can fix a dropped connection. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return failureCount < 1;
  if (error.kind === 'network' || error.kind === 'server') return failureCount < 2;
  return false;
}

export function createQueryClient(onBlocked: (kind: 'user_blocked' | 'demo_blocked') => void) {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error) {
        if (isApiError(error) && (error.kind === 'user_blocked' || error.kind === 'demo_blocked')) {
          onBlocked(error.kind);
        }
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
