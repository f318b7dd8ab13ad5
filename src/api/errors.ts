/** The message every failure without a server message carries (SPEC §8). */
export const NETWORK_ERROR_MESSAGE = 'Network error occurred';

/**
 * The one error shape the HTTP layer throws: `{code: 0, message}`. `status` is the HTTP status when the
 * provider answered (undefined for network failures), so callers can tell "offline" from "refused".
 */
export class ApiError extends Error {
  readonly code = 0 as const;
  readonly status: number | undefined;

  constructor(message: string, status?: number) {
    super(message || NETWORK_ERROR_MESSAGE);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** True for errors thrown by the API client. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
