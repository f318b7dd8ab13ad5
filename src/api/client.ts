import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../shared/provider-schema.gen.ts';
import { bearerMiddleware } from './middleware/bearer.ts';
import { masterHeaderMiddleware } from './middleware/master-header.ts';
import { envelopeMiddleware } from './middleware/envelope.ts';
import { refreshMiddleware } from './middleware/refresh.ts';
import type { StepUpPort } from './step-up-port.ts';
import type { SessionPort } from './session-port.ts';
import { withCallTimeout } from './call-timeout.ts';
import { createSessionRefresher, type SessionRefresher } from './session-refresh.ts';

type UnwrapEnvelope<Content> = {
  [Media in keyof Content]: Content[Media] extends { data?: infer Data } ? Data : Content[Media];
};
type UnwrapResponses<Responses> = {
  [Status in keyof Responses]: Responses[Status] extends { content: infer Content }
    ? Omit<Responses[Status], 'content'> & { content: UnwrapEnvelope<Content> }
    : Responses[Status];
};
type UnwrapOperation<Operation> = Operation extends { responses: infer Responses }
  ? Omit<Operation, 'responses'> & { responses: UnwrapResponses<Responses> }
  : Operation;

/**
 * The contract's paths as the client sees them: the envelope middleware hands callers `data`, not
 * `{code, data}`, so every response body type is the envelope's `data` type. Derived, never hand-written.
 */
type ClientPaths = {
  [Path in keyof paths]: { [Method in keyof paths[Path]]: UnwrapOperation<paths[Path][Method]> };
};

/**
 * The typed client, plus the refresh its 401 middleware uses, for the start of the app (`resumeSession`), and
 * the provider base URL it calls (an upload endpoint the provider names is trusted only on that origin).
 */
export type ApiClient = Client<ClientPaths> &
  SessionRefresher & {
    readonly baseUrl: string;
    /** where a refused money move asks the user to prove it is them (issue 33; ./step-up-port.ts) */
    readonly stepUp: StepUpPort;
  };

export interface ApiClientOptions {
  /** provider base URL without trailing slash ('' = same origin) */
  baseUrl: string;
  session: SessionPort;
  /** defaults to the global fetch, looked up at call time (so test interceptors installed later apply) */
  fetch?: (request: Request) => Promise<Response>;
  /** how long a token refresh may take (default REFRESH_TIMEOUT_MS) */
  refreshTimeoutMs?: number;
  /** how long any other call may take (default CALL_TIMEOUT_MS) */
  callTimeoutMs?: number;
  /** the browser's Web Locks (default `navigator.locks`), so tabs take turns refreshing; null = none */
  locks?: LockManager | null;
}

/**
 * The one client of the provider API. Middleware order matters and is: bearer token → master-organization
 * header → envelope unwrapping → 401 refresh-and-retry, then a step-up refusal's resend (openapi-fetch runs
 * onResponse in reverse, so the refresh sees the raw 401 before the envelope turns it into an error). Every call
 * is given up after CALL_TIMEOUT_MS (callers may pass a shorter AbortSignal); the token refresh has its own,
 * shorter, timeout.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const callFetch = withCallTimeout(fetchImpl, options.callTimeoutMs);
  const client = createClient<ClientPaths>({ baseUrl: options.baseUrl, fetch: callFetch });
  const stepUp: StepUpPort = { slot: null };
  const refresher = createSessionRefresher(options.session, {
    baseUrl: options.baseUrl,
    fetch: fetchImpl,
    timeoutMs: options.refreshTimeoutMs,
    locks: options.locks,
  });
  client.use(
    bearerMiddleware(options.session),
    masterHeaderMiddleware(options.session),
    envelopeMiddleware(),
    refreshMiddleware(options.session, refresher, { fetch: callFetch, stepUp }),
  );
  return Object.assign(client, {
    refreshTokens: refresher.refreshTokens,
    baseUrl: options.baseUrl,
    stepUp,
  });
}

/** Awaits a client call and returns its (unwrapped) data; failures have already been thrown as ApiError. */
export async function dataOf<T>(call: Promise<{ data?: T }>): Promise<T> {
  const { data } = await call;
  return data as T;
}
