// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_MODAL_FLAG } from '../../src/features/notifications/components/notification-config-modal.tsx';
import { PUSH_RECEIVED_MESSAGE, UNREAD_COUNT_MESSAGE } from '../../src/shared/push-channel.ts';
import { renderApp } from '../support/render-app.tsx';
import { sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { findScreen } from '../support/screen-ready.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Issue 13: payout alerts (Web Push) from the profile and the bell, logout ending them, the badge in step. */
const harness = sandboxHarnessForFile(cleanup);
const VAPID = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/unit-test-endpoint';

const sent = (method: string, path: string) =>
  harness.requests.filter((request) => request.method === method && request.path === path);

/** Installs a browser with Web Push: Notification (its permission answer), PushManager, a worker container. */
function fakePushBrowser({ answer = 'granted' as NotificationPermission, permission = 'default' } = {}) {
  let subscription: object | null = null;
  const unsubscribe = vi.fn(async () => {
    subscription = null;
    return true;
  });
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async () => {
      subscription = {
        endpoint: ENDPOINT,
        toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'BPk-p256dh', auth: 'auth-secret' } }),
        unsubscribe,
      };
      return subscription;
    }),
  };
  const container = Object.assign(new EventTarget(), {
    ready: Promise.resolve({ pushManager }),
    controller: { postMessage: vi.fn() },
  });
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  const setAppBadge = vi.fn(async () => undefined);
  const clearAppBadge = vi.fn(async () => undefined);
  Object.assign(navigator, { setAppBadge, clearAppBadge });
  return { pushManager, container, notification, unsubscribe, setAppBadge, clearAppBadge };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'setAppBadge');
  Reflect.deleteProperty(navigator, 'clearAppBadge');
});

async function openProfile() {
  sessionStorage.setItem(NOTIFICATION_MODAL_FLAG, 'true');
  const view = await renderApp(harness, '/manage/profile', {
    as: DEMO_EMAIL.merchant,
    vapidPublicKey: VAPID,
  });
  sessionStorage.setItem(NOTIFICATION_MODAL_FLAG, 'true');
  await findScreen('Profile');
  const modal = screen.queryByRole('dialog', { name: 'Notification Configuration' });
  if (modal) await userEvent.setup().click(within(modal).getByRole('button', { name: 'Later' }));
  return view;
}

const alertsSection = () => screen.getByRole('region', { name: 'Payout alerts' });

describe('payout alerts', () => {
  it('asks nothing on load; the button asks the permission, subscribes with the VAPID key and registers it', async () => {
    const browser = fakePushBrowser();
    await openProfile();
    const button = await within(alertsSection()).findByRole('button', { name: 'Turn on payout alerts' });
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    await userEvent.setup().click(button);
    expect(await within(alertsSection()).findByText('Payout alerts are on in this browser.')).toBeTruthy();
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    const [options] = browser.pushManager.subscribe.mock.calls[0] as unknown as [
      { userVisibleOnly: boolean; applicationServerKey: Uint8Array },
    ];
    expect(options.userVisibleOnly).toBe(true);
    expect(Buffer.from(options.applicationServerKey).toString('base64url')).toBe(VAPID);
    expect(sent('POST', '/v1/push/subscribe')).toHaveLength(1);
  });

  it('says so when the browser blocks notifications, and offers no button', async () => {
    fakePushBrowser({ answer: 'denied' });
    await openProfile();
    await userEvent
      .setup()
      .click(await within(alertsSection()).findByRole('button', { name: 'Turn on payout alerts' }));
    expect(
      await within(alertsSection()).findByText(/Payout alerts are blocked by the browser\./),
    ).toBeTruthy();
    expect(within(alertsSection()).queryByRole('button', { name: 'Turn on payout alerts' })).toBeNull();
    expect(sent('POST', '/v1/push/subscribe')).toHaveLength(0);
  });

  it('says so where the browser has no Web Push', async () => {
    await openProfile();
    expect(await within(alertsSection()).findByText('This browser cannot show payout alerts.')).toBeTruthy();
  });

  it('ends the subscription on logout, before the session ends, and clears the app badge', async () => {
    const browser = fakePushBrowser({ permission: 'granted' });
    await browser.pushManager.subscribe();
    await openProfile();
    await within(alertsSection()).findByText('Payout alerts are on in this browser.');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out', hidden: true }));
    await screen.findByRole('heading', { name: 'Sign in' });
    const order = harness.requests.map((request) => request.path);
    expect(order.indexOf('/v1/push/unsubscribe')).toBeGreaterThan(-1);
    expect(order.indexOf('/v1/push/unsubscribe')).toBeLessThan(order.indexOf('/v1/auth/logout'));
    expect(browser.unsubscribe).toHaveBeenCalled();
    expect(browser.clearAppBadge).toHaveBeenCalled();
  });

  it("keeps the app badge on the bell's count and refreshes it when the worker reports a push", async () => {
    const browser = fakePushBrowser({ permission: 'granted' });
    await openProfile();
    const bell = await screen.findByRole('button', { name: /^Notifications, [1-9]\d* unread$/ });
    const count = Number(bell.getAttribute('aria-label')!.match(/\d+/)![0]);
    await waitFor(() => expect(browser.setAppBadge).toHaveBeenLastCalledWith(count));
    expect(browser.container.controller.postMessage).toHaveBeenLastCalledWith({
      type: UNREAD_COUNT_MESSAGE,
      count,
    });
    const before = sent('GET', '/v1/notification').length;
    browser.container.dispatchEvent(new MessageEvent('message', { data: { type: PUSH_RECEIVED_MESSAGE } }));
    await waitFor(() => expect(sent('GET', '/v1/notification').length).toBeGreaterThan(before));
  });
});
