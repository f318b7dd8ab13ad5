import { describe, expect, it, vi } from 'vitest';
import { onNotificationClick, sameOriginTarget } from '../../sw/notification-click.ts';
import { PUSH_NAVIGATE_MESSAGE } from '../../src/shared/push-channel.ts';
import { extendable, fakeScope, fakeWindow } from './push-fake-scope.ts';

const ORIGIN = 'http://localhost:4173';
const LINK = '/manage/payout/64b0000000000000000000af?showPayment=true';
const click = (data: unknown) => extendable({ notification: { data, close: vi.fn() } });

describe('sameOriginTarget', () => {
  it('accepts paths of this origin only', () => {
    expect(sameOriginTarget({ url: LINK }, ORIGIN)).toBe(`${ORIGIN}${LINK}`);
    for (const url of [
      '//evil.example/x',
      'https://evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
      42,
    ])
      expect(sameOriginTarget({ url }, ORIGIN), String(url)).toBeNull();
    expect(sameOriginTarget(null, ORIGIN)).toBeNull();
    expect(sameOriginTarget('nope', ORIGIN)).toBeNull();
  });
});

describe('onNotificationClick', () => {
  it('closes the notification, focuses an open window and navigates it, opening none', async () => {
    const window = fakeWindow(`${ORIGIN}/main/dashboard`);
    const scope = fakeScope(ORIGIN, [window]);
    const event = click({ url: LINK });
    onNotificationClick(event, scope);
    expect(event.notification.close).toHaveBeenCalled();
    await event.settled();
    expect(window.focus).toHaveBeenCalled();
    expect(window.navigate).toHaveBeenCalledWith(`${ORIGIN}${LINK}`);
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('prefers the focused window', async () => {
    const windows = [fakeWindow(`${ORIGIN}/a`), fakeWindow(`${ORIGIN}/b`, { focused: true })];
    const event = click({ url: LINK });
    onNotificationClick(event, fakeScope(ORIGIN, windows));
    await event.settled();
    expect(windows[0]?.navigate).not.toHaveBeenCalled();
    expect(windows[1]?.navigate).toHaveBeenCalledWith(`${ORIGIN}${LINK}`);
  });

  it('still navigates when focus is refused', async () => {
    const window = fakeWindow(`${ORIGIN}/main/dashboard`, { focusRefused: true });
    const event = click({ url: LINK });
    onNotificationClick(event, fakeScope(ORIGIN, [window]));
    await event.settled();
    expect(window.navigate).toHaveBeenCalledWith(`${ORIGIN}${LINK}`);
  });

  it('asks a window it does not control to go there itself', async () => {
    const window = fakeWindow(`${ORIGIN}/main/dashboard`, { controlled: false });
    const event = click({ url: LINK });
    onNotificationClick(event, fakeScope(ORIGIN, [window]));
    await event.settled();
    expect(window.messages).toEqual([{ type: PUSH_NAVIGATE_MESSAGE, url: LINK }]);
  });

  it('opens a window when none is open', async () => {
    const scope = fakeScope(ORIGIN, []);
    const event = click({ url: LINK });
    onNotificationClick(event, scope);
    await event.settled();
    expect(scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}${LINK}`);
  });

  it('goes nowhere for a notification without a same-origin link', async () => {
    for (const data of [{ url: null }, { url: 'https://evil.example/' }, { url: '//evil.example' }, null]) {
      const window = fakeWindow(`${ORIGIN}/main/dashboard`);
      const scope = fakeScope(ORIGIN, [window]);
      const event = click(data);
      onNotificationClick(event, scope);
      await event.settled();
      expect(event.notification.close).toHaveBeenCalled();
      expect(window.navigate).not.toHaveBeenCalled();
      expect(window.focus).not.toHaveBeenCalled();
      expect(scope.clients.openWindow).not.toHaveBeenCalled();
    }
  });
});
