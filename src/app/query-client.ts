import { QueryCache, MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors.ts';

/**
 * The query client. The HTTP layer shows no UI: failures surface here and are handed to `reportError`
 * (the toast layer), at most once per failure.
 */
export function createQueryClient(reportError: (message: string) => void): QueryClient {
  const report = (error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    reportError(isApiError(error) ? error.message : 'Something went wrong');
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: report }),
    mutationCache: new MutationCache({ onError: report }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A refused request (4xx) will be refused again; only network trouble is worth retrying.
        retry: (failureCount, error) => failureCount < 2 && isApiError(error) && error.status === undefined,
      },
      mutations: { retry: false },
    },
  });
}
