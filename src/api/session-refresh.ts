import { ApiError, NETWORK_ERROR_MESSAGE } from './errors.ts';
import type { SessionPort, TokenPair } from './session-port.ts';

export const REFRESH_PATH = '/v1/auth/refresh-tokens';

/** 'refused' is final: the provider said no (or there is nothing to refresh with), so the session is over. */
export type RefreshOutcome = 'refreshed' | 'refused';

/** How long a refresh may take before it counts as a network failure (a hung refresh would hold every request). */
export const REFRESH_TIMEOUT_MS = 10_000;

export interface RefreshOptions {
  baseUrl: string;
  fetch: (request: Request) => Promise<Response>;
  /** default REFRESH_TIMEOUT_MS */
  timeoutMs?: number;
}

/** Renews the session's token pair; shared by the 401 middleware and the start of the app. */
export interface SessionRefresher {
  /**
   * One refresh for every caller that asks while it runs. Resolves 'refreshed' or 'refused'; anything that is
   * not a definite answer (network failure, 5xx, a proxy's HTML page, a malformed body) rejects with an
   * ApiError without a status and leaves the refresh token untouched, so a later attempt can still succeed.
   */
  refresh(): Promise<RefreshOutcome>;
}

type Answer = { kind: 'pair'; tokens: TokenPair } | { kind: 'refused' } | { kind: 'unclear' };

function isTokenPair(value: unknown): value is TokenPair {
  const part = (name: 'access' | 'refresh') => {
    const token = (value as Record<string, unknown>)[name] as Record<string, unknown> | null | undefined;
    return (
      typeof token === 'object' &&
      token !== null &&
      typeof token.token === 'string' &&
      typeof token.expires === 'string'
    );
  };
  return typeof value === 'object' && value !== null && part('access') && part('refresh');
}

/** Statuses that say "not now" rather than "no": the same token may well be accepted later. */
function isTransientStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/**
 * Reads the provider's answer to a refresh. Only a definite refusal ends a session: a 401, or an envelope of
 * code 0 with a status that is not transient. A 503, a captive portal's 200 HTML page or a body that is not
 * a well-formed envelope says nothing about the token, so it is 'unclear'.
 */
async function readAnswer(response: Response): Promise<Answer> {
  if (response.status === 401) return { kind: 'refused' };
  const body: unknown = await response.json().catch(() => undefined);
  if (typeof body !== 'object' || body === null || !('code' in body)) return { kind: 'unclear' };
  const { code, data } = body as { code: unknown; data?: unknown };
  if (code === 0 && !isTransientStatus(response.status)) return { kind: 'refused' };
  if (code === 1 && response.ok && isTokenPair(data)) return { kind: 'pair', tokens: data };
  return { kind: 'unclear' };
}

const networkError = () => new ApiError(NETWORK_ERROR_MESSAGE);

export function createSessionRefresher(session: SessionPort, options: RefreshOptions): SessionRefresher {
  let inFlight: Promise<RefreshOutcome> | null = null;

  async function refreshNow(): Promise<RefreshOutcome> {
    const refreshToken = session.refreshToken();
    if (!refreshToken) return 'refused';
    // the signal also bounds reading the body: a provider that sends headers and then stalls is given up too
    const signal = AbortSignal.timeout(options.timeoutMs ?? REFRESH_TIMEOUT_MS);
    let answer: Answer;
    try {
      const response = await options.fetch(
        new Request(`${options.baseUrl}${REFRESH_PATH}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ refreshToken }),
          signal,
        }),
      );
      answer = await readAnswer(response);
    } catch {
      throw networkError();
    }
    if (answer.kind === 'unclear') throw networkError();
    if (answer.kind === 'refused') return 'refused';
    try {
      await session.acceptTokens(answer.tokens);
      return 'refreshed';
    } catch {
      // A pair that does not verify was not issued by the configured provider: it is never stored, and the
      // old refresh token has been spent by the provider, so there is no session left to keep.
      return 'refused';
    }
  }

  return {
    refresh() {
      inFlight ??= refreshNow().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
