import type { Middleware } from 'openapi-fetch';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../errors.ts';
import type { SessionPort, TokenPair } from '../session-port.ts';

/** Calls whose 401 means "wrong credentials", not "expired session": never refreshed. */
const NO_REFRESH_PATH =
  /^\/v1\/auth\/(login|register|refresh-tokens|logout|forgot-password|reset-password|mfa\/)/;

const REFRESH_PATH = '/v1/auth/refresh-tokens';

interface Options {
  baseUrl: string;
  fetch: (request: Request) => Promise<Response>;
}

type RefreshOutcome = 'refreshed' | 'rejected';

/**
 * On 401: exactly one refresh (POST /v1/auth/refresh-tokens), shared by every request that failed meanwhile,
 * then one retry of each with its original body (cloned before it was first sent). No refresh token, or a
 * refresh the provider refuses, or a token pair that does not verify → the session expires (cookies cleared,
 * navigation to `/`). A refresh that fails for network reasons does not end the session: the user may be offline.
 */
export function refreshMiddleware(session: SessionPort, options: Options): Middleware {
  const sent = new Map<string, { replay: Request; token: string | null }>();
  let inFlight: Promise<RefreshOutcome> | null = null;

  async function refresh(): Promise<RefreshOutcome> {
    const refreshToken = session.refreshToken();
    if (!refreshToken) return 'rejected';
    let response: Response;
    try {
      response = await options.fetch(
        new Request(`${options.baseUrl}${REFRESH_PATH}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ refreshToken }),
        }),
      );
    } catch {
      throw new ApiError(NETWORK_ERROR_MESSAGE);
    }
    const body = (await response.json().catch(() => null)) as { code?: unknown; data?: unknown } | null;
    if (!response.ok || body?.code !== 1) return 'rejected';
    try {
      await session.acceptTokens(body.data as TokenPair);
      return 'refreshed';
    } catch {
      return 'rejected';
    }
  }

  /** One refresh for all; a request sent with an older token than the current one just retries. */
  function refreshOnce(tokenUsed: string | null): Promise<RefreshOutcome> {
    const current = session.accessToken();
    if (current && current !== tokenUsed) return Promise.resolve('refreshed');
    inFlight ??= refresh().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  return {
    onRequest({ request, schemaPath, id }) {
      if (!NO_REFRESH_PATH.test(schemaPath)) {
        // The body stream is consumed by fetch; a clone taken now is the only way to resend it intact.
        sent.set(id, { replay: request.clone(), token: session.accessToken() });
      }
      return request;
    },
    async onResponse({ response, id }) {
      const entry = sent.get(id);
      sent.delete(id);
      if (response.status !== 401 || !entry) return response;
      if ((await refreshOnce(entry.token)) === 'rejected') {
        session.expire();
        return response;
      }
      const retry = new Request(entry.replay);
      retry.headers.set('Authorization', `Bearer ${session.accessToken() ?? ''}`);
      try {
        return await options.fetch(retry);
      } catch {
        throw new ApiError(NETWORK_ERROR_MESSAGE);
      }
    },
    onError({ id }) {
      sent.delete(id);
    },
  };
}
