import { translate } from '../i18n/translate.ts';
import { withTranslatedMessage } from '../lib/translated-error.ts';
import { apiMessages } from './messages/index.ts';

/** The message every failure without a server message carries (docs/product/08-errors.md §8.1). */
function networkErrorMessage(): string {
  return translate(apiMessages, 'networkError');
}

/**
 * The one error shape the HTTP layer throws: `{code: 0, message}`. `status` is the HTTP status when the
 * provider answered (undefined for network failures), so callers can tell "offline" from "refused".
 *
 * Its message is the provider's own words (a string, shown as sent), or the app's: a function that words it from
 * a catalog each time it is read, in the language of that moment (src/lib/translated-error.ts). An empty or
 * absent message is the network failure's.
 */
export class ApiError extends Error {
  readonly code = 0 as const;
  readonly status: number | undefined;
  /**
   * A network failure because the provider did not answer in time (it was reached, or may have been): trying
   * again at once would only make the user wait as long again, so it is not retried on its own.
   */
  readonly timedOut: boolean;

  constructor(
    message: string | (() => string) = networkErrorMessage,
    status?: number,
    options: { timedOut?: boolean } = {},
  ) {
    // the provider's words as sent; else the app's, worded when read
    const own = typeof message === 'function' ? message : message ? null : networkErrorMessage;
    super(own ? own() : (message as string));
    if (own) withTranslatedMessage(this, own);
    this.name = 'ApiError';
    this.status = status;
    this.timedOut = options.timedOut ?? false;
  }
}

/** A failure at the network level (no answer, or none that could be read): "Network error occurred". */
export function networkError(): ApiError {
  return new ApiError(networkErrorMessage);
}

/**
 * A call or token refresh given up after its time limit: shown as any network failure
 * (docs/product/08-errors.md §8.1).
 */
export function timeoutError(): ApiError {
  return new ApiError(networkErrorMessage, undefined, { timedOut: true });
}

/** True for errors thrown by the API client. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
