import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createApiClient } from '../../src/api/client.ts';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { loginTokens } from '../support/sign-in.ts';
import { memorySession } from '../support/memory-session.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

const harness = sandboxHarnessForFile();

/** An access token the sandbox refuses with 401 (well-formed, but signed by nobody it trusts). */
const STALE_ACCESS = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJub2JvZHkifQ.c2lnbmF0dXJl';
const REFRESH_URL = `${API_ORIGIN}/v1/auth/refresh-tokens`;

async function withStaleAccess() {
  const tokens = await loginTokens(harness.sandbox, DEMO_EMAIL.merchant);
  const session = memorySession({ access: STALE_ACCESS, refresh: tokens.refresh.token });
  return {
    ...session,
    refreshToken: tokens.refresh.token,
    api: createApiClient({ baseUrl: API_ORIGIN, session: session.port }),
  };
}

describe('a refresh answer that is not a definite refusal keeps the session (issue 7, item 13)', () => {
  it.each([
    ['a 503 without a body', () => new HttpResponse(null, { status: 503 })],
    [
      'a 503 with an envelope of code 0',
      () => HttpResponse.json({ code: 0, data: 'Try later' }, { status: 503 }),
    ],
    [
      'a 500 from the provider',
      () => HttpResponse.json({ code: 0, data: 'Internal server error' }, { status: 500 }),
    ],
    ['a 429 (too many attempts)', () => HttpResponse.json({ code: 0, data: 'Slow down' }, { status: 429 })],
    ['a 200 HTML page (captive portal, proxy)', () => HttpResponse.html('<h1>Sign in to the Wi-Fi</h1>')],
    ['a 200 body that is not an envelope', () => HttpResponse.json({ hello: 'world' })],
    [
      'a code-1 envelope without a token pair',
      () => HttpResponse.json({ code: 1, data: { tokens: 'nope' } }),
    ],
    ['a code-1 envelope with an empty data', () => HttpResponse.json({ code: 1 })],
  ])('%s: the request fails as a network error and the refresh token is kept', async (_name, answer) => {
    harness.server.use(http.post(REFRESH_URL, answer));
    const { api, state, refreshToken } = await withStaleAccess();
    await expect(api.GET('/v1/user/profile')).rejects.toMatchObject({
      code: 0,
      message: 'Network error occurred',
      status: undefined,
    });
    expect(state.expired).toBe(0);
    expect(state.refresh).toBe(refreshToken);
    // the kept token still works once the provider is back
    harness.server.resetHandlers();
    const { data } = await api.GET('/v1/user/profile');
    expect(data?.email).toBe(DEMO_EMAIL.merchant);
  });
});

describe('a definite refusal of the refresh ends the session', () => {
  it.each([
    ['a 401', () => HttpResponse.json({ code: 0, data: 'Please authenticate' }, { status: 401 })],
    ['a 401 without a body', () => new HttpResponse(null, { status: 401 })],
    ['a 200 envelope of code 0', () => HttpResponse.json({ code: 0, data: 'Refresh token revoked' })],
    [
      'a 400 envelope of code 0',
      () => HttpResponse.json({ code: 0, data: 'Invalid token' }, { status: 400 }),
    ],
  ])('%s', async (_name, answer) => {
    harness.server.use(http.post(REFRESH_URL, answer));
    const { api, state } = await withStaleAccess();
    await expect(api.GET('/v1/user/profile')).rejects.toMatchObject({ code: 0, status: 401 });
    expect(state.expired).toBe(1);
    expect(state.refresh).toBeNull();
  });
});
