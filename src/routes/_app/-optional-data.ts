import {
  onlineManager,
  type DefaultError,
  type EnsureQueryDataOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/**
 * `ensureQueryData` for what a screen can do without: a filter's choices, a hint. Online it loads with the
 * rest; offline, when the cache does not hold it (never saved on the device, like the signing keys), it is
 * skipped: the screen opens with what it has rather than saying it needs a connection for a detail.
 */
export function ensureOptionalData<
  TQueryFnData,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<TData> | undefined {
  if (!onlineManager.isOnline() && queryClient.getQueryData(options.queryKey) === undefined) return undefined;
  return queryClient.ensureQueryData(options);
}
