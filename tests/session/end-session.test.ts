// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createCookieSession } from '../../src/session/cookie-session.ts';
import { readCookie, writeCookie } from '../../src/session/cookies.ts';
import { createEndSession } from '../../src/session/end-session.ts';
import { readPendingMfa, savePendingMfa } from '../../src/session/pending-mfa.ts';
import { scopeStore } from '../../src/session/scope.ts';
import { saveScreen } from '../../src/lib/saved-screen-capture.ts';

function signedInTab() {
  writeCookie('access_token', 'a.b.c');
  writeCookie('refresh_token', 'd.e.f');
  writeCookie('orgID', '64b000000000000000000001');
  writeCookie('env', 'live');
  scopeStore.reload();
  savePendingMfa({ id: 'u2', challenge: 'c'.repeat(43), mfaStatus: 'enabled', next: '/main/dashboard/' });
  sessionStorage.setItem('notificationConfigModalShown', 'true');
  const queryClient = new QueryClient();
  queryClient.setQueryData(['profile', 'current', { userId: 'u1' }], { name: 'First User' });
  const navigate = vi.fn(async () => undefined);
  const session = createCookieSession(null, () => undefined);
  return { queryClient, navigate, endSession: createEndSession({ session, queryClient, navigate }) };
}

describe('the one end of a session (issue 7, item 16)', () => {
  it('forgets the cookies, the cache, the pending MFA step and the scope, then leaves', async () => {
    const { queryClient, navigate, endSession } = signedInTab();
    await endSession({ to: '/' });
    expect(readCookie('refresh_token')).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(readPendingMfa()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(scopeStore.get()).toEqual({ orgId: '', env: 'test', masterOrgId: null });
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('removes the screen the page painted before the app, and every saved screen, at once (issue 26)', () => {
    const { endSession } = signedInTab();
    document.body.innerHTML = '<div id="saved-screen">1,234.50 USD</div><div id="root"></div>';
    document.documentElement.setAttribute('data-saved-screen', '');
    const scope = { userId: 'u1', orgId: 'o1', env: 'test', masterOrgId: '' };
    saveScreen(localStorage, scope, '/main/dashboard/', {
      v: 1,
      build: 'b',
      savedAt: Date.now(),
      html: '<p>1,234.50 USD</p>',
      stylesheets: [],
      modules: [],
    });
    // not awaited: a refused session (a 401 at start) removes them before anything else happens
    void endSession({ to: '/' });
    expect(document.getElementById('saved-screen')).toBeNull();
    expect(document.documentElement.hasAttribute('data-saved-screen')).toBe(false);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('bo-saved-screen:'))).toEqual([]);
  });

  it('cancels a request still running, so its answer never lands in the cache', async () => {
    const { queryClient, endSession } = signedInTab();
    let aborted = false;
    const running = queryClient.fetchQuery({
      queryKey: ['organizations', 'member', { userId: 'u1', env: 'test' }],
      queryFn: ({ signal }) =>
        new Promise((resolve) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            resolve([{ name: 'First User Org' }]);
          });
        }),
    });
    await endSession();
    await running.catch(() => undefined);
    expect(aborted).toBe(true);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('ends once when several failing requests end it at the same time', async () => {
    const { navigate, endSession } = signedInTab();
    await Promise.all([endSession({ to: '/' }), endSession({ to: '/' }), endSession({ to: '/' })]);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('keeps the cookies when they already hold the session another tab signed in with', async () => {
    const { queryClient, navigate, endSession } = signedInTab();
    await endSession({ cookies: 'keep' });
    expect(readCookie('refresh_token')).toBe('d.e.f');
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(readPendingMfa()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
  describe('payout alerts (issue 13)', () => {
    // the end loads the push module when it first needs it: the drops queued by the sessions above run (with no
    // subscription in the browser) before these tests give the browser one
    beforeAll(() => import('../../src/lib/web-push.ts'));

    function browserWithSubscription() {
      const unsubscribe = vi.fn(async () => true);
      const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/x', unsubscribe };
      const ready = Promise.resolve({ pushManager: { getSubscription: async () => subscription } });
      vi.stubGlobal('Notification', { permission: 'granted' });
      vi.stubGlobal('PushManager', function PushManager() {});
      Object.defineProperty(navigator, 'serviceWorker', { value: { ready }, configurable: true });
      return unsubscribe;
    }

    it('a session that ends without a logout (expiry, refused refresh) drops the browser’s subscription', async () => {
      const unsubscribe = browserWithSubscription();
      const { endSession } = signedInTab();
      await endSession({ to: '/' });
      await vi.waitFor(() => expect(unsubscribe).toHaveBeenCalledTimes(1));
      vi.unstubAllGlobals();
    });

    it('keeps it when another tab’s user holds the cookies (the subscription may be theirs now)', async () => {
      const unsubscribe = browserWithSubscription();
      const { endSession } = signedInTab();
      await endSession({ cookies: 'keep' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unsubscribe).not.toHaveBeenCalled();
      vi.unstubAllGlobals();
    });
  });
});
