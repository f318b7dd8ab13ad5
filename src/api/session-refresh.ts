import { ApiError, networkError, timeoutError } from './errors.ts';
import type { RequiredMfaStep, SessionPort, TokenPair } from './session-port.ts';

const REFRESH_PATH = '/v1/auth/refresh-tokens';

/**
 * A refresh's result. 'refused' is final: the provider said no (or there is nothing to refresh with), so the
 * session is over. When refreshed, the access token to retry with (this tab's cookie view may lag behind).
 * 'mfaRequired' is final too: an organization of the user's now requires two-step verification, which they do
 * not have, so the provider ended the sign-in and answered with the setup step a login would give (issue 46).
 */
export type RefreshResult =
  | { outcome: 'refreshed'; accessToken: string }
  | { outcome: 'refused' }
  | { outcome: 'mfaRequired'; step: RequiredMfaStep };

const REFUSED: RefreshResult = { outcome: 'refused' };

/**
 * How long a refresh may take before it counts as a network failure: a hung refresh holds every request of
 * the screen, so the screen shows its error (with Retry) after about this long.
 */
export const REFRESH_TIMEOUT_MS = 8_000;

export interface RefreshOptions {
  baseUrl: string;
  fetch: (request: Request) => Promise<Response>;
  /** default REFRESH_TIMEOUT_MS */
  timeoutMs?: number;
  /** default the browser's `navigator.locks`; null = no coordination between tabs */
  locks?: LockManager | null;
}

/** Renews the session's token pair: the one refresh call of the 401 middleware and of the start of the app. */
export interface SessionRefresher {
  /**
   * One refresh for every caller that asks while it runs. Resolves 'refreshed' or 'refused'; anything that is
   * not a definite answer (network failure, 5xx, a proxy's HTML page, a malformed body) rejects with an
   * ApiError without a status and leaves the refresh token untouched, so a later attempt can still succeed.
   */
  refreshTokens(): Promise<RefreshResult>;
}

type Answer =
  | { kind: 'pair'; tokens: TokenPair }
  | { kind: 'mfaStep'; step: RequiredMfaStep }
  | { kind: 'refused' }
  | { kind: 'unclear' };

const MFA_STATUSES: readonly string[] = ['enabled', 'not-initiated', 'skipped', 'disabled'];

/** The contract's RefreshMfaStep: the setup step an organization requires, in place of tokens. */
function mfaStepOf(value: unknown): RequiredMfaStep | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, challenge, mfa_status: mfaStatus } = value as Record<string, unknown>;
  return typeof id === 'string' &&
    typeof challenge === 'string' &&
    typeof mfaStatus === 'string' &&
    MFA_STATUSES.includes(mfaStatus)
    ? { id, challenge, mfaStatus: mfaStatus as RequiredMfaStep['mfaStatus'] }
    : null;
}

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
  const step = code === 1 && response.ok ? mfaStepOf(data) : null;
  if (step) return { kind: 'mfaStep', step };
  return { kind: 'unclear' };
}

/** The Web Lock every tab of this browser takes to refresh: one refresh at a time, per browser. */
const REFRESH_LOCK = 'session-refresh';

function browserLocks(): LockManager | null {
  // absent outside secure contexts and in old browsers: then each tab refreshes on its own, as before
  return typeof navigator !== 'undefined' ? (navigator.locks ?? null) : null;
}

export function createSessionRefresher(session: SessionPort, options: RefreshOptions): SessionRefresher {
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  let inFlight: Promise<RefreshResult> | null = null;

  /** Trades `refreshToken` for a new pair at the provider. */
  async function exchange(refreshToken: string, signal: AbortSignal): Promise<RefreshResult> {
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
      throw signal.aborted ? timeoutError() : networkError();
    }
    if (answer.kind === 'unclear') throw networkError();
    if (answer.kind === 'refused') return REFUSED;
    if (answer.kind === 'mfaStep') return { outcome: 'mfaRequired', step: answer.step };
    try {
      await session.acceptTokens(answer.tokens);
      return { outcome: 'refreshed', accessToken: answer.tokens.access.token };
    } catch {
      // A pair that does not verify was not issued by the configured provider: it is never stored, and the
      // old refresh token has been spent by the provider, so there is no session left to keep.
      return REFUSED;
    }
  }

  /**
   * Run while holding the browser-wide lock. The cookies are read again first: if another tab refreshed
   * while this one waited, its pair is already there, and sending the old refresh token again would look
   * like theft to the provider (reuse ends every session of the user).
   */
  async function underLock(seen: string, signal: AbortSignal): Promise<RefreshResult> {
    const stored = await session.readStoredTokens();
    if (stored.refresh === seen) return exchange(seen, signal);
    // the other tab's refresh was refused, or it logged out: this session is over as well
    if (!stored.refresh) return REFUSED;
    if (stored.access && (await session.adoptAccessToken(stored.access)))
      return { outcome: 'refreshed', accessToken: stored.access };
    return exchange(stored.refresh, signal);
  }

  async function refreshNow(): Promise<RefreshResult> {
    const seen = session.refreshToken();
    if (!seen) return REFUSED;
    // bounds the wait for the lock, the request and reading its body: a stalled provider is given up
    const signal = AbortSignal.timeout(options.timeoutMs ?? REFRESH_TIMEOUT_MS);
    if (!locks) return exchange(seen, signal);
    try {
      return await locks.request(REFRESH_LOCK, { signal }, () => underLock(seen, signal));
    } catch (error) {
      // only a lock that was not granted in time is not yet an ApiError
      throw error instanceof ApiError ? error : timeoutError();
    }
  }

  return {
    refreshTokens() {
      inFlight ??= refreshNow().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
