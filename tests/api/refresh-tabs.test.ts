import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createApiClient } from '../../src/api/client.ts';
import type { SessionPort, TokenPair } from '../../src/api/session-port.ts';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { loginTokens } from '../support/sign-in.ts';
import { fakeLocks } from '../support/fake-locks.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

const harness = sandboxHarnessForFile();

const STALE_ACCESS = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJub2JvZHkifQ.c2lnbmF0dXJl';

/** The cookies of one browser: every tab reads and writes the same pair. */
interface Jar {
  access: string | null;
  refresh: string | null;
}

/**
 * One tab of the browser: its own client and in-memory state, the browser's cookies and locks. A lagging
 * tab's `document.cookie` view still shows the pair it started with (Chromium updates other tabs' view of
 * a cookie a moment after the write); only a read from the browser's store sees the current pair.
 */
function tab(jar: Jar, locks: LockManager, { lagging = false } = {}) {
  const state = { expired: 0, accepted: [] as TokenPair[] };
  const startedWith = { ...jar };
  const view = () => (lagging ? startedWith : jar);
  const port: SessionPort = {
    accessToken: () => view().access,
    refreshToken: () => view().refresh,
    masterOrgId: () => null,
    async acceptTokens(tokens) {
      state.accepted.push(tokens);
      jar.access = tokens.access.token;
      jar.refresh = tokens.refresh.token;
    },
    readStoredTokens: async () => ({ ...jar }),
    adoptAccessToken: async (token) => token !== STALE_ACCESS,
    expire() {
      state.expired += 1;
      jar.access = null;
      jar.refresh = null;
    },
  };
  return { state, api: createApiClient({ baseUrl: API_ORIGIN, session: port, locks }) };
}

async function browserWithTwoTabs({ secondLags = false } = {}) {
  const tokens = await loginTokens(harness.sandbox, DEMO_EMAIL.merchant);
  const jar: Jar = { access: STALE_ACCESS, refresh: tokens.refresh.token };
  const locks = fakeLocks();
  return { jar, first: tab(jar, locks), second: tab(jar, locks, { lagging: secondLags }) };
}

const refreshes = () => harness.requests.filter((request) => request.path === '/v1/auth/refresh-tokens');

describe('two tabs of one browser, one expired access token (issue 7, item 15)', () => {
  it('refresh once: both tabs go on with the new pair and neither is signed out', async () => {
    const { jar, first, second } = await browserWithTwoTabs();
    const [a, b] = await Promise.all([first.api.GET('/v1/user/profile'), second.api.GET('/v1/user/profile')]);
    expect(a.data?.email).toBe(DEMO_EMAIL.merchant);
    expect(b.data?.email).toBe(DEMO_EMAIL.merchant);
    expect(refreshes()).toHaveLength(1);
    expect(first.state.expired + second.state.expired).toBe(0);
    expect(first.state.accepted.length + second.state.accepted.length).toBe(1);
    // the pair both tabs now use is the one the provider still honours
    const { data } = await second.api.GET('/v1/notification');
    expect(Array.isArray(data?.results)).toBe(true);
    expect(jar.refresh).not.toBeNull();
  });

  it('two tabs reopened at once renew the session once', async () => {
    const { first, second } = await browserWithTwoTabs();
    const results = await Promise.all([first.api.refreshTokens(), second.api.refreshTokens()]);
    expect(results.map((result) => result.outcome)).toEqual(['refreshed', 'refreshed']);
    expect(refreshes()).toHaveLength(1);
  });

  it('a tab waiting while the other tab is refused ends its session too, without a refresh of its own', async () => {
    harness.server.use(
      http.post(`${API_ORIGIN}/v1/auth/refresh-tokens`, () =>
        HttpResponse.json({ code: 0, data: 'Please authenticate' }, { status: 401 }),
      ),
    );
    const { first, second } = await browserWithTwoTabs();
    const results = await Promise.allSettled([
      first.api.GET('/v1/user/profile'),
      second.api.GET('/v1/user/profile'),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(refreshes()).toHaveLength(1);
    expect(first.state.expired + second.state.expired).toBe(2);
  });

  it("a tab whose cookie view lags behind takes the other tab's pair from the browser's store", async () => {
    const { first, second } = await browserWithTwoTabs({ secondLags: true });
    const [a, b] = await Promise.all([first.api.GET('/v1/user/profile'), second.api.GET('/v1/user/profile')]);
    expect(a.data?.email).toBe(DEMO_EMAIL.merchant);
    expect(b.data?.email).toBe(DEMO_EMAIL.merchant);
    expect(refreshes()).toHaveLength(1);
    expect(first.state.expired + second.state.expired).toBe(0);
  });
});
