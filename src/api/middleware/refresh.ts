import type { Middleware } from 'openapi-fetch';
import { isApiError, networkError, timeoutError } from '../errors.ts';
import type { SessionPort } from '../session-port.ts';
import type { StepUpPort } from '../step-up-port.ts';
import type { RefreshResult, SessionRefresher } from '../session-refresh.ts';

/** Calls whose 401 means "wrong credentials", not "expired session": never refreshed. */
const NO_REFRESH_PATH =
  /^\/v1\/auth\/(login|register|refresh-tokens|logout|forgot-password|reset-password|mfa\/|passkey\/)/;

interface Options {
  fetch: (request: Request) => Promise<Response>;
  /** where a money move refused for a fresh proof of identity asks the user (issue 33; ../step-up-port.ts) */
  stepUp?: StepUpPort;
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
 * definitely refuses → the session expires (cookies cleared, navigation to `/`); a refresh answered with the
 * two-step setup an organization now requires → the session expires into that step (`/mfa`). A refresh without a definite
 * answer (offline, 503, a proxy's page) does not end the session: the request fails as a network error.
 * On 403 with `Step-Up: required` (issue 33), the same replay is sent again once the user proved it is them
 * (the signed-in layout's slot asks them: ../step-up-slot.tsx).
 */
export function refreshMiddleware(
  session: SessionPort,
  refresher: SessionRefresher,
  options: Options,
): Middleware {
  type Sent = { replay: Request; token: string | null };
  const sent = new Map<string, Sent>();

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
      if (!entry) return response;
      const answer = response.status === 401 ? await refreshAndRetry(entry, request, response) : response;
      const slot = options.stepUp?.slot;
      return answer.status === 403 && answer.headers.has('Step-Up') && slot
        ? slot.resend(entry.replay, request.signal, session, options.fetch)
        : answer;
    },
    onError({ id }) {
      sent.delete(id);
    },
  };

  async function refreshAndRetry(entry: Sent, request: Request, response: Response): Promise<Response> {
    const refreshed = await unlessAborted(refreshOnce(entry.token), request.signal);
    if (refreshed.outcome !== 'refreshed') {
      // over: to the login page, or to the two-step setup an organization now requires (issue 46)
      session.expire(refreshed.outcome === 'mfaRequired' ? refreshed.step : undefined);
      return response;
    }
    // a copy: the replay stays whole for a step-up after this retry
    const retry = new Request(entry.replay.clone());
    retry.headers.set('Authorization', `Bearer ${refreshed.accessToken}`);
    try {
      return await options.fetch(retry);
    } catch (error) {
      throw isApiError(error) ? error : networkError();
    }
  }
}
