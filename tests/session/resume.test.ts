// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import 'fake-indexeddb/auto';
import { get, set } from 'idb-keyval';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createApiClient } from '../../src/api/client.ts';
import { QueryClient } from '@tanstack/react-query';
import { createCookieSession } from '../../src/session/cookie-session.ts';
import { createEndSession } from '../../src/session/end-session.ts';
import { clearSessionCookies, readCookie, writeCookie } from '../../src/session/cookies.ts';
import { resumeSession } from '../../src/session/resume.ts';
import { importTokenKey } from '../../src/session/verify-token.ts';
import { saveScreen } from '../../src/lib/saved-screen-capture.ts';
import { API_ORIGIN, startSandboxHarness, type SandboxHarness } from '../support/sandbox-msw.ts';
import { loginTokens } from '../support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

let harness: SandboxHarness;
beforeAll(async () => {
  harness = await startSandboxHarness();
});
afterEach(() => {
  harness.server.resetHandlers();
  clearSessionCookies();
});
afterAll(() => harness.close());

/** A browser reopened after the access token expired: only the refresh token (and the scope) is left. */
async function reopenedBrowser() {
  const tokens = await loginTokens(harness.sandbox, DEMO_EMAIL.merchant);
  writeCookie('refresh_token', tokens.refresh.token);
  writeCookie('orgID', '64b000000000000000000001');
  writeCookie('isAccepted', 'true');
  const session = createCookieSession(await importTokenKey(harness.sandbox.publicKeyBase64), () => undefined);
  const endSession = createEndSession({ session, queryClient: new QueryClient(), navigate: async () => {} });
  return {
    session,
    endSession,
    api: createApiClient({ baseUrl: API_ORIGIN, session }),
    refreshToken: tokens.refresh.token,
  };
}

describe('resuming a session at start', () => {
  it('signs in again with the refresh token', async () => {
    const { session, api, endSession } = await reopenedBrowser();
    await resumeSession(session, api, endSession);
    expect(session.claims()).not.toBeNull();
  });

  it('keeps the cookies when the provider answers the refresh with a 503 (issue 7, item 13)', async () => {
    harness.server.use(
      http.post(`${API_ORIGIN}/v1/auth/refresh-tokens`, () => new HttpResponse('Busy', { status: 503 })),
    );
    const { session, api, endSession, refreshToken } = await reopenedBrowser();
    await resumeSession(session, api, endSession);
    expect(session.claims()).toBeNull();
    expect(readCookie('refresh_token')).toBe(refreshToken);
    expect(readCookie('orgID')).toBe('64b000000000000000000001');
  });

  it('clears the cookies when the provider refuses the refresh', async () => {
    harness.server.use(
      http.post(`${API_ORIGIN}/v1/auth/refresh-tokens`, () =>
        HttpResponse.json({ code: 0, data: 'Please authenticate' }, { status: 401 }),
      ),
    );
    const { session, api, endSession } = await reopenedBrowser();
    await resumeSession(session, api, endSession);
    expect(document.cookie).toBe('');
  });

  it('does not mistake a bug for an unclear answer: only an ApiError keeps the start going', async () => {
    const { session, api, endSession, refreshToken } = await reopenedBrowser();
    const bug = new TypeError('not a function');
    await expect(
      resumeSession(session, { ...api, refreshTokens: () => Promise.reject(bug) }, endSession),
    ).rejects.toBe(bug);
    expect(readCookie('refresh_token')).toBe(refreshToken);
  });

  it('returns at once without session cookies, the key still importing: the sign-in screen waits for nothing', async () => {
    const neverImported = new Promise<null>(() => {});
    const session = createCookieSession(neverImported, () => undefined);
    const endSession = createEndSession({
      session,
      queryClient: new QueryClient(),
      navigate: async () => {},
    });
    const api = createApiClient({ baseUrl: API_ORIGIN, session });
    await resumeSession(session, api, endSession);
    expect(session.claims()).toBeNull();
  });

  it('without a session to resume, deletes what an earlier session left on the device (issue 26, point 5)', async () => {
    await set('query-cache:user-a', { userId: 'user-a', clientState: { queries: [] } });
    saveScreen(
      localStorage,
      { userId: 'user-a', orgId: 'o', env: 'test', masterOrgId: '' },
      '/main/dashboard/',
      {
        v: 1,
        build: 'b',
        savedAt: Date.now(),
        html: '<p>A</p>',
        stylesheets: [],
        modules: [],
      },
    );
    localStorage.setItem('bo-theme', '{}');
    const session = createCookieSession(null, () => undefined);
    const endSession = createEndSession({
      session,
      queryClient: new QueryClient(),
      navigate: async () => {},
    });
    await resumeSession(session, createApiClient({ baseUrl: API_ORIGIN, session }), endSession);
    expect(Object.keys(localStorage)).toEqual(['bo-theme']);
    // the delete is queued before any later read of the store: the next user's restore finds nothing
    expect(await get('query-cache:user-a')).toBeUndefined();
  });
});
