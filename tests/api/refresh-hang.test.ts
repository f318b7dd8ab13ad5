import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createApiClient } from '../../src/api/client.ts';
import { REFRESH_TIMEOUT_MS } from '../../src/api/session-refresh.ts';
import { API_ORIGIN, startSandboxHarness, type SandboxHarness } from '../support/sandbox-msw.ts';
import { loginTokens } from '../support/sign-in.ts';
import { memorySession } from '../support/memory-session.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

let harness: SandboxHarness;
beforeAll(async () => {
  harness = await startSandboxHarness();
});
/** Lets the provider's hanging refresh answers go at the end of each test (nothing is left pending). */
let releaseHangs: (() => void)[] = [];
afterEach(() => {
  for (const release of releaseHangs) release();
  releaseHangs = [];
  harness.server.resetHandlers();
  harness.requests.length = 0;
});
afterAll(() => harness.close());

const STALE_ACCESS = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJub2JvZHkifQ.c2lnbmF0dXJl';

/** The provider receives the refresh and never answers it; `reached` resolves once the refresh was sent. */
function refreshNeverAnswers() {
  let reached!: () => void;
  const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
  harness.server.use(
    http.post(`${API_ORIGIN}/v1/auth/refresh-tokens`, () => {
      reached();
      return new Promise<Response>((resolve) => releaseHangs.push(() => resolve(HttpResponse.error())));
    }),
  );
  return reachedPromise;
}

async function withStaleAccess(refreshTimeoutMs?: number) {
  const tokens = await loginTokens(harness.sandbox, DEMO_EMAIL.merchant);
  const session = memorySession({ access: STALE_ACCESS, refresh: tokens.refresh.token });
  const api = createApiClient({ baseUrl: API_ORIGIN, session: session.port, refreshTimeoutMs });
  return { ...session, api, refreshToken: tokens.refresh.token };
}

describe('a refresh that never answers (issue 7, item 14)', () => {
  it('is given up after about 8 s by default: the screen waiting for it shows its error, not "Loading…"', () => {
    expect(REFRESH_TIMEOUT_MS).toBeLessThanOrEqual(8_000);
  });

  it('gives up after its own timeout: the request fails as a network error and the session is kept', async () => {
    void refreshNeverAnswers();
    // long enough for the real refresh that follows (RS256 signing on a loaded machine), short for a test
    const { api, state, refreshToken } = await withStaleAccess(1000);
    await expect(api.GET('/v1/user/profile')).rejects.toMatchObject({
      message: 'Network error occurred',
      timedOut: true,
    });
    expect(state.expired).toBe(0);
    expect(state.refresh).toBe(refreshToken);
    // the next request starts a new refresh instead of waiting on the abandoned one
    harness.server.resetHandlers();
    const { data } = await api.GET('/v1/user/profile');
    expect(data?.email).toBe(DEMO_EMAIL.merchant);
  });

  it('does not hold a waiting request past its own AbortSignal', async () => {
    const reached = refreshNeverAnswers();
    const { api, state } = await withStaleAccess();
    const controller = new AbortController();
    const call = api.GET('/v1/user/profile', { signal: controller.signal });
    await reached;
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(state.expired).toBe(0);
  });

  it('does not hold a waiting request past its AbortSignal.timeout', async () => {
    void refreshNeverAnswers();
    const { api, state } = await withStaleAccess();
    await expect(api.GET('/v1/user/profile', { signal: AbortSignal.timeout(50) })).rejects.toMatchObject({
      message: 'Network error occurred',
    });
    expect(state.expired).toBe(0);
  });
});
