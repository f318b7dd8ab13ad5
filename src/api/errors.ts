/** The message every failure without a server message carries (docs/product/08-errors.md §8.1). */
export const NETWORK_ERROR_MESSAGE = 'Network error occurred';

/**
 * The one error shape the HTTP layer throws: `{code: 0, message}`. `status` is the HTTP status when the
 * provider answered (undefined for network failures), so callers can tell "offline" from "refused".
 */
export class ApiError extends Error {
  readonly code = 0 as const;
  readonly status: number | undefined;
  /**
   * A network failure because the provider did not answer in time (it was reached, or may have been): trying
   * again at once would only make the user wait as long again, so it is not retried on its own.
   */
  readonly timedOut: boolean;

  constructor(message: string, status?: number, options: { timedOut?: boolean } = {}) {
    super(message || NETWORK_ERROR_MESSAGE);
    this.name = 'ApiError';
    this.status = status;
    this.timedOut = options.timedOut ?? false;
  }
}

/**
 * A call or token refresh given up after its time limit: shown as any network failure
 * (docs/product/08-errors.md §8.1).
 */
export function timeoutError(): ApiError {
  return new ApiError(NETWORK_ERROR_MESSAGE, undefined, { timedOut: true });
}

/** True for errors thrown by the API client. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
