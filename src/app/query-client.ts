import { QueryCache, MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors.ts';
import type { AppQueryMeta } from '../lib/query-meta.ts';

/**
 * The query client. The HTTP layer shows no UI: failures surface here and are handed to `reportError`
 * (the toast layer), at most once per failure, unless the call's `meta.errorToast` is false (a form that
 * shows the message next to its fields).
 */
export function createQueryClient(reportError: (message: string) => void): QueryClient {
  const report = (error: unknown, meta: AppQueryMeta | undefined) => {
    if (meta?.errorToast === false) return;
    if (error instanceof DOMException && error.name === 'AbortError') return;
    reportError(isApiError(error) ? error.message : 'Something went wrong');
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => report(error, mutation.meta),
    }),
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
