import {
  MutationCache,
  onlineManager,
  QueryCache,
  QueryClient,
  type DefaultError,
  type DefaultedQueryObserverOptions,
  type EnsureQueryDataOptions,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { isApiError } from '../api/errors.ts';
import { translate } from '../i18n/translate.ts';
import { libMessages } from '../lib/messages/index.ts';
import { OfflineError } from '../lib/offline.ts';
import type { AppQueryMeta } from '../lib/query-meta.ts';
import { isPersistable, PERSIST_MAX_AGE_MS } from '../session/persisted-cache/policy.ts';

/**
 * The app's QueryClient, with two rules no single query should have to remember:
 *
 * - A query that may be persisted (`isPersistable`) stays in memory at least as long as its saved copy may be
 *   restored (`gcTime` ≥ `PERSIST_MAX_AGE_MS`): collected earlier, the next save would drop it from the entry.
 * - Offline, `ensureQueryData` (every route loader) for data never loaded fails at once with an `OfflineError`
 *   instead of waiting for a network that is not there: the screen says it needs a connection. Data already
 *   in the cache (restored or loaded earlier) is returned as always.
 */
class AppQueryClient extends QueryClient {
  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options);
    if (isPersistable(defaulted.queryKey) && (defaulted.gcTime ?? 0) < PERSIST_MAX_AGE_MS)
      defaulted.gcTime = PERSIST_MAX_AGE_MS;
    return defaulted;
  }

  override ensureQueryData<
    TQueryFnData,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
  >(options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>): Promise<TData> {
    const offline = !onlineManager.isOnline() && (options.networkMode ?? 'online') === 'online';
    if (offline && this.getQueryData(options.queryKey) === undefined)
      return Promise.reject(new OfflineError());
    return super.ensureQueryData(options);
  }
}

/**
 * The query client. The HTTP layer shows no UI: failures surface here and are handed to `reportError`
 * (the toast layer), at most once per failure, unless the call's `meta.errorToast` is false (a form that
 * shows the message next to its fields).
 */
export function createQueryClient(reportError: (message: string) => void): QueryClient {
  const report = (error: unknown, meta: AppQueryMeta | undefined) => {
    if (meta?.errorToast === false) return;
    if (error instanceof DOMException && error.name === 'AbortError') return;
    // offline, a failed refresh of data on screen is expected (the banner says so), not news
    if (!onlineManager.isOnline()) return;
    reportError(isApiError(error) ? error.message : translate(libMessages, 'somethingWentWrong'));
  };
  return new AppQueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => report(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A refused request (4xx) will be refused again; only network trouble is worth retrying, and not a
        // call that timed out: three attempts of a hung provider kept a screen on "Loading…" for half a minute.
        retry: (failureCount, error) =>
          failureCount < 2 && isApiError(error) && error.status === undefined && !error.timedOut,
      },
      mutations: { retry: false },
    },
  });
}
