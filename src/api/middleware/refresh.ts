import type { Middleware } from 'openapi-fetch';
import { isApiError, networkError, timeoutError } from '../errors.ts';
import type { SessionPort } from '../session-port.ts';
import type { RefreshResult, SessionRefresher } from '../session-refresh.ts';

/** Calls whose 401 means "wrong credentials", not "expired session": never refreshed. */
const NO_REFRESH_PATH =
  /^\/v1\/auth\/(login|register|refresh-tokens|logout|forgot-password|reset-password|mfa\/)/;

interface Options {
  fetch: (request: Request) => Promise<Response>;
}

/**
 * Waits for `work` unless `signal` aborts first: the caller's own AbortSignal (a cancelled query, a
 * `AbortSignal.timeout`) is honoured even while its request waits for a refresh shared with others.
 */
function unlessAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(abortReason(signal));
  let stopListening = () => {};
  const aborted = new Promise<never>((_, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    stopListening = () => signal.removeEventListener('abort', onAbort);
  });
  return Promise.race([work, aborted]).finally(stopListening);
}

/** An abort stays an AbortError (React Query ignores it); a timeout is a network failure, as for fetch. */
function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof DOMException && reason.name === 'AbortError') return reason;
  return timeoutError();
}

/**
 * On 401: exactly one refresh (the refresher's, shared by every request that failed meanwhile), then one retry
 * of each with its original body (cloned before it was first sent). No refresh token, or a refresh the provider
 * definitely refuses → the session expires (cookies cleared, navigation to `/`). A refresh without a definite
 * answer (offline, 503, a proxy's page) does not end the session: the request fails as a network error.
 */
export function refreshMiddleware(
  session: SessionPort,
  refresher: SessionRefresher,
  options: Options,
): Middleware {
  const sent = new Map<string, { replay: Request; token: string | null }>();

  /** A request sent with an older token than the current one just retries. */
  function refreshOnce(tokenUsed: string | null): Promise<RefreshResult> {
    const current = session.accessToken();
    if (current && current !== tokenUsed)
      return Promise.resolve({ outcome: 'refreshed', accessToken: current });
    return refresher.refreshTokens();
  }

  return {
    onRequest({ request, schemaPath, id }) {
      if (!NO_REFRESH_PATH.test(schemaPath)) {
        // The body stream is consumed by fetch; a clone taken now is the only way to resend it intact.
        sent.set(id, { replay: request.clone(), token: session.accessToken() });
      }
      return request;
    },
    async onResponse({ request, response, id }) {
      const entry = sent.get(id);
      sent.delete(id);
      if (response.status !== 401 || !entry) return response;
      const refreshed = await unlessAborted(refreshOnce(entry.token), request.signal);
      if (refreshed.outcome === 'refused') {
        session.expire();
        return response;
      }
      const retry = new Request(entry.replay);
      retry.headers.set('Authorization', `Bearer ${refreshed.accessToken}`);
      try {
        return await options.fetch(retry);
      } catch (error) {
        throw isApiError(error) ? error : networkError();
      }
    },
    onError({ id }) {
      sent.delete(id);
    },
  };
}
