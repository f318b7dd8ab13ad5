// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/manage/transactions/"}
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/api/client.ts';
import { createCookieSession } from '../../src/session/cookie-session.ts';
import { readCookie, writeCookie } from '../../src/session/cookies.ts';
import { importTokenKey } from '../../src/session/verify-token.ts';
import { API_ORIGIN, startSandboxHarness, type SandboxHarness } from '../support/sandbox-msw.ts';
import { loginTokens } from '../support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

let harness: SandboxHarness;
beforeAll(async () => {
  harness = await startSandboxHarness();
});
afterAll(() => harness.close());

/** What a login shows when a received token does not verify (docs/product/05-validation.md §5.1). */
const JWT_VERIFICATION_FAILED = 'JWT verification failed - invalid token signature';
/** What a request of a tab fails with once the cookies hold another user's session. */
const SIGNED_IN_ELSEWHERE = 'You signed in as another user in another tab.';

function setAllSessionCookies(access: string, refresh: string) {
  writeCookie('access_token', access);
  writeCookie('refresh_token', refresh);
  writeCookie('orgID', '64b000000000000000000001');
  writeCookie('env', 'test');
  writeCookie('isAccepted', 'true');
  writeCookie('selectedMasterOrgId', '');
}

describe('the cookie session behind the client', () => {
  it('stores a refreshed, verified pair in the cookies and retries', async () => {
    const key = await importTokenKey(harness.sandbox.publicKeyBase64);
    const tokens = await loginTokens(harness.sandbox, DEMO_EMAIL.merchant);
    setAllSessionCookies('stale.access.token', tokens.refresh.token);
    const onExpire = vi.fn();
    const session = createCookieSession(key, onExpire);
    const api = createApiClient({ baseUrl: API_ORIGIN, session });
    const { data } = await api.GET('/v1/user/profile');
    expect(data?.email).toBe(DEMO_EMAIL.merchant);
    expect(readCookie('access_token')).not.toBe('stale.access.token');
    expect(readCookie('refresh_token')).not.toBe(tokens.refresh.token);
    expect(session.claims()?.sub).toBe(data?._id);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('clears every session cookie and leaves for / when the refresh is refused', async () => {
    const key = await importTokenKey(harness.sandbox.publicKeyBase64);
    setAllSessionCookies('stale.access.token', 'not-a-refresh-token');
    const onExpire = vi.fn();
    const api = createApiClient({ baseUrl: API_ORIGIN, session: createCookieSession(key, onExpire) });
    await expect(api.GET('/v1/user/profile')).rejects.toMatchObject({ code: 0, status: 401 });
    expect(document.cookie).toBe('');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('refuses a refreshed pair that does not verify against the configured key, storing nothing', async () => {
    const wrongKey = await importTokenKey(
      btoa('-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n-----END PUBLIC KEY-----'),
    );
    const session = createCookieSession(wrongKey, () => undefined);
    const tokens = await loginTokens(harness.sandbox, DEMO_EMAIL.merchant);
    await expect(session.acceptTokens(tokens)).rejects.toThrow(JWT_VERIFICATION_FAILED);
    expect(readCookie('access_token')).toBeNull();
  });

  it('never takes a refresh token for the access token (issue 7, item 17)', async () => {
    const key = await importTokenKey(harness.sandbox.publicKeyBase64);
    const tokens = await loginTokens(harness.sandbox, DEMO_EMAIL.merchant);
    const session = createCookieSession(key, () => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(session.acceptTokens({ access: tokens.refresh, refresh: tokens.refresh })).rejects.toThrow(
      JWT_VERIFICATION_FAILED,
    );
    await expect(session.acceptTokens({ access: tokens.access, refresh: tokens.access })).rejects.toThrow(
      JWT_VERIFICATION_FAILED,
    );
    expect(readCookie('access_token')).toBeNull();
    writeCookie('access_token', tokens.refresh.token);
    expect(await session.restore()).toBeNull();
    vi.restoreAllMocks();
  });

  it('never sends another user’s tokens for this tab’s user once another tab signed in as them', async () => {
    const key = await importTokenKey(harness.sandbox.publicKeyBase64);
    const maya = await loginTokens(harness.sandbox, DEMO_EMAIL.merchant);
    setAllSessionCookies(maya.access.token, maya.refresh.token);
    const onSignedInElsewhere = vi.fn();
    const session = createCookieSession(key, () => undefined, onSignedInElsewhere);
    await session.restore();
    const api = createApiClient({ baseUrl: API_ORIGIN, session });
    expect((await api.GET('/v1/user/profile')).data?.email).toBe(DEMO_EMAIL.merchant);

    // another tab: logout, then a login as the master (the cookies are the browser's, not the tab's)
    const master = await loginTokens(harness.sandbox, DEMO_EMAIL.master);
    setAllSessionCookies(master.access.token, master.refresh.token);
    const sentBefore = harness.requests.length;
    await expect(api.GET('/v1/user/profile')).rejects.toMatchObject({ message: SIGNED_IN_ELSEWHERE });
    expect(harness.requests.length).toBe(sentBefore);
    expect(onSignedInElsewhere).toHaveBeenCalled();
    // the other tab's session is left alone
    expect(readCookie('access_token')).toBe(master.access.token);
    expect(readCookie('refresh_token')).toBe(master.refresh.token);
  });

  it('does not refresh with another user’s refresh token either', async () => {
    const key = await importTokenKey(harness.sandbox.publicKeyBase64);
    const maya = await loginTokens(harness.sandbox, DEMO_EMAIL.merchant);
    setAllSessionCookies(maya.access.token, maya.refresh.token);
    const onSignedInElsewhere = vi.fn();
    const session = createCookieSession(key, () => undefined, onSignedInElsewhere);
    await session.restore();
    const master = await loginTokens(harness.sandbox, DEMO_EMAIL.master);
    // the access cookie has expired (gone); only the other user's refresh token is left
    document.cookie = 'access_token=; Max-Age=0; path=/';
    writeCookie('refresh_token', master.refresh.token);
    const api = createApiClient({ baseUrl: API_ORIGIN, session });
    const sentBefore = harness.requests.length;
    await expect(api.GET('/v1/user/profile')).rejects.toMatchObject({ message: SIGNED_IN_ELSEWHERE });
    expect(harness.requests.slice(sentBefore).map((r) => r.path)).not.toContain('/v1/auth/refresh-tokens');
    expect(onSignedInElsewhere).toHaveBeenCalled();
    expect(readCookie('refresh_token')).toBe(master.refresh.token);
  });

  it('starts before the key is imported: verification waits for it, canVerify reports it once settled', async () => {
    let settle!: (key: Awaited<ReturnType<typeof importTokenKey>>) => void;
    const importing = new Promise<Awaited<ReturnType<typeof importTokenKey>>>(
      (resolve) => (settle = resolve),
    );
    const session = createCookieSession(importing, () => undefined);
    const tokens = await loginTokens(harness.sandbox, DEMO_EMAIL.merchant);
    const accepted = session.acceptTokens(tokens);
    settle(await importTokenKey(harness.sandbox.publicKeyBase64));
    await accepted;
    expect(session.claims()?.type).toBe('access');
    expect(session.canVerify()).toBe(true);
    session.end();
  });

  it('cannot verify once the import found the key unusable', async () => {
    const session = createCookieSession(Promise.resolve(null), () => undefined);
    await session.keyReady;
    expect(session.canVerify()).toBe(false);
    const failing = createCookieSession(Promise.reject(new Error('import failed')), () => undefined);
    await failing.keyReady;
    expect(failing.canVerify()).toBe(false);
  });
});
