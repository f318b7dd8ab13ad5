import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createApiClient } from '../../src/api/client.ts';
import { ApiError } from '../../src/api/errors.ts';
import { activateLocale } from '../../src/i18n/locale-store.ts';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { loginTokens } from '../support/sign-in.ts';
import { memorySession } from '../support/memory-session.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

const harness = sandboxHarnessForFile();

/** An access token the sandbox refuses with 401 (well-formed, but signed by nobody it trusts). */
const STALE_ACCESS = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJub2JvZHkifQ.c2lnbmF0dXJl';

async function signedIn(email = DEMO_EMAIL.merchant, overrides: { access?: string; refresh?: string } = {}) {
  const tokens = await loginTokens(harness.sandbox, email);
  const session = memorySession({ access: tokens.access.token, refresh: tokens.refresh.token, ...overrides });
  return { ...session, api: createApiClient({ baseUrl: API_ORIGIN, session: session.port }) };
}

describe('envelope', () => {
  it('hands callers the data of a code-1 envelope', async () => {
    const { api } = await signedIn();
    const { data } = await api.GET('/v1/user/profile');
    expect(data?.email).toBe(DEMO_EMAIL.merchant);
  });

  it("throws {code: 0, message} with the server's message", async () => {
    const { api } = await signedIn();
    const failure = await api
      .POST('/v1/auth/login', { body: { email: DEMO_EMAIL.merchant, password: 'wrong-password-1' } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 0, message: 'Incorrect email or password', status: 401 });
  });

  it("says 'Network error occurred' when the network fails", async () => {
    harness.server.use(http.get(`${API_ORIGIN}/v1/user/profile`, () => HttpResponse.error()));
    const { api } = await signedIn();
    await expect(api.GET('/v1/user/profile')).rejects.toMatchObject({
      code: 0,
      message: 'Network error occurred',
    });
  });

  it("says 'Network error occurred' when a failure carries no message (e.g. a proxy's HTML page)", async () => {
    harness.server.use(
      http.get(
        `${API_ORIGIN}/v1/user/profile`,
        () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 }),
      ),
    );
    const { api } = await signedIn();
    await expect(api.GET('/v1/user/profile')).rejects.toMatchObject({
      message: 'Network error occurred',
      status: 502,
    });
  });

  describe('in the language of the screen that shows the failure (issue 31)', () => {
    afterEach(() => activateLocale('en'));

    it('words its own message when it is read; the provider’s words stay as sent', async () => {
      harness.server.use(http.get(`${API_ORIGIN}/v1/user/profile`, () => HttpResponse.error()));
      const { api } = await signedIn();
      const failure = (await api.GET('/v1/user/profile').catch((error: unknown) => error)) as ApiError;
      expect(failure.message).toBe('Network error occurred');
      // still on screen when the user changes language
      await activateLocale('fr');
      expect(failure.message).toBe('Une erreur réseau s’est produite');
      expect(String(failure)).toBe('ApiError: Une erreur réseau s’est produite');
      await activateLocale('ar');
      expect(failure.message).toBe('حدث خطأ في الشبكة');

      const refused = await api
        .POST('/v1/auth/login', { body: { email: DEMO_EMAIL.merchant, password: 'wrong-password-1' } })
        .catch((error: unknown) => error);
      expect(refused).toMatchObject({ message: 'Incorrect email or password', status: 401 });
    });
  });

  it('lets the caller abort a call with an AbortSignal', async () => {
    const { api } = await signedIn();
    const controller = new AbortController();
    controller.abort();
    await expect(api.GET('/v1/user/profile', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('401 → one refresh → one retry', () => {
  it('refreshes exactly once for 20 concurrent 401s and retries all 20', async () => {
    const { api, state } = await signedIn(DEMO_EMAIL.merchant, { access: STALE_ACCESS });
    const results = await Promise.all(Array.from({ length: 20 }, () => api.GET('/v1/notification')));
    expect(results.every((result) => Array.isArray(result.data?.results))).toBe(true);
    const refreshes = harness.requests.filter((request) => request.path === '/v1/auth/refresh-tokens');
    expect(refreshes).toHaveLength(1);
    const notificationCalls = harness.requests.filter((request) => request.path === '/v1/notification');
    expect(notificationCalls).toHaveLength(40);
    expect(state.accepted).toHaveLength(1);
    expect(state.expired).toBe(0);
  });

  it('retries a PATCH with its body intact', async () => {
    const { api } = await signedIn(DEMO_EMAIL.merchant, { access: STALE_ACCESS });
    const { data } = await api.PATCH('/v1/user/update-profile', { body: { name: 'Maya Renamed' } });
    expect(data?.name).toBe('Maya Renamed');
    const { data: profile } = await api.GET('/v1/user/profile');
    expect(profile?.name).toBe('Maya Renamed');
    await api.PATCH('/v1/user/update-profile', { body: { name: 'Maya Merchant' } });
  });

  it('ends the session when the provider refuses the refresh', async () => {
    const { api, state } = await signedIn(DEMO_EMAIL.merchant, { access: STALE_ACCESS, refresh: 'revoked' });
    await expect(api.GET('/v1/user/profile')).rejects.toBeInstanceOf(ApiError);
    expect(state.expired).toBe(1);
    expect(state.access).toBeNull();
  });

  it('ends the session without calling the provider when there is no refresh token', async () => {
    const { port, state } = (await import('../support/memory-session.ts')).memorySession({
      access: STALE_ACCESS,
    });
    const api = createApiClient({ baseUrl: API_ORIGIN, session: port });
    await expect(api.GET('/v1/user/profile')).rejects.toMatchObject({ status: 401 });
    expect(state.expired).toBe(1);
    expect(harness.requests.map((request) => request.path)).not.toContain('/v1/auth/refresh-tokens');
  });

  it('does not treat a wrong password as an expired session', async () => {
    const { api, state } = await signedIn();
    await expect(
      api.POST('/v1/auth/login', { body: { email: DEMO_EMAIL.merchant, password: 'nope-nope-1' } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(state.expired).toBe(0);
    expect(harness.requests.map((request) => request.path)).not.toContain('/v1/auth/refresh-tokens');
  });

  it('keeps the session when the refresh fails for network reasons (offline)', async () => {
    harness.server.use(http.post(`${API_ORIGIN}/v1/auth/refresh-tokens`, () => HttpResponse.error()));
    const { api, state } = await signedIn(DEMO_EMAIL.merchant, { access: STALE_ACCESS });
    await expect(api.GET('/v1/user/profile')).rejects.toMatchObject({ message: 'Network error occurred' });
    expect(state.expired).toBe(0);
  });
});

describe('master-organization header', () => {
  const scoped = async (masterOrgId: string | null) => {
    const tokens = await loginTokens(harness.sandbox, DEMO_EMAIL.master);
    const { port } = memorySession({
      access: tokens.access.token,
      refresh: tokens.refresh.token,
      masterOrgId,
    });
    const api = createApiClient({ baseUrl: API_ORIGIN, session: port });
    // allSettled: an unknown organization id may be refused; only the headers sent matter here.
    await Promise.allSettled([
      api.GET('/v1/transaction', { params: { query: { page: 1, limit: 10 } } }),
      api.GET('/v1/transaction/metrics'),
      api.GET('/v1/dispute', { params: { query: { page: 1, limit: 10 } } }),
      api.GET('/v1/payout', { params: { query: { page: 1, limit: 10 } } }),
      api.GET('/v1/user/profile'),
      api.GET('/v1/org/master/organizations'),
      api.GET('/v1/notification'),
      api.GET('/v1/alerts'),
      api.GET('/v1/digests'),
      api.GET('/v1/digests/{id}', { params: { path: { id: '64b000000000000000000001' } } }),
    ]);
    return new Map(harness.requests.map((request) => [request.path, request.headers.get('X-Master-Org-Id')]));
  };

  it('is sent for masters on exactly the dashboard, transaction, dispute, payout, alert and digest paths', async () => {
    const headers = await scoped('');
    expect(headers.get('/v1/transaction')).toBe('');
    expect(headers.get('/v1/transaction/metrics')).toBe('');
    expect(headers.get('/v1/dispute')).toBe('');
    expect(headers.get('/v1/payout')).toBe('');
    // issue 32: the alert rules and the digests of the selected organization
    expect(headers.get('/v1/alerts')).toBe('');
    expect(headers.get('/v1/digests')).toBe('');
    expect(headers.get('/v1/digests/64b000000000000000000001')).toBe('');
    expect(headers.get('/v1/user/profile')).toBeNull();
    expect(headers.get('/v1/org/master/organizations')).toBeNull();
    expect(headers.get('/v1/notification')).toBeNull();
  });

  it('carries the selected organization id', async () => {
    const headers = await scoped('64b000000000000000000001');
    expect(headers.get('/v1/payout')).toBe('64b000000000000000000001');
  });

  it('is never sent for users who are not masters', async () => {
    const headers = await scoped(null);
    expect([...headers.values()].every((value) => value === null)).toBe(true);
  });
});
