import { describe, expect, it, vi } from 'vitest';
import { AppBadge } from '../../sw/app-badge.ts';
import { onPush } from '../../sw/push-handler.ts';
import { PUSH_RECEIVED_MESSAGE } from '../../src/shared/push-channel.ts';
import { extendable, fakeScope, fakeWindow } from './push-fake-scope.ts';

const PAYOUT_ID = '64b0000000000000000000af';
const payoutText = (data: Record<string, unknown> = {}, type = 'payout') =>
  JSON.stringify({
    type,
    notificationId: '64b000000000000000000101',
    orgId: '64b000000000000000000201',
    env: 'test',
    data: {
      amount: 25.5,
      currency: 'EUR',
      endDate: '2026-11-20T00:00:00.000Z',
      payoutId: PAYOUT_ID,
      ...data,
    },
  });
const pushEvent = (text: string | null) => extendable({ data: text === null ? null : { text: () => text } });
const badgeNavigator = () => ({ setAppBadge: vi.fn(async (_count?: number) => undefined) });

describe('onPush', () => {
  it('shows a payout message as a system notification linking to the payout', async () => {
    const scope = fakeScope();
    const event = pushEvent(payoutText({ status: 'paid' }));
    onPush(event, scope, new AppBadge(badgeNavigator()));
    expect(event.pending).toHaveLength(1);
    await event.settled();
    expect(scope.shown).toHaveLength(1);
    const [{ title, options }] = scope.shown as [{ title: string; options: NotificationOptions }];
    expect(title).toBe('Payout of 25.50 EUR');
    expect(options.body).toBe('Paid · Period ending 20 Nov 2026 · PayDesk');
    expect(options.tag).toBe(`payout-${PAYOUT_ID}`);
    expect(options.data).toMatchObject({
      url: `/manage/payout/${PAYOUT_ID}?showPayment=true&org=64b000000000000000000201&env=test`,
    });
  });

  it("uses the host's brand", async () => {
    const scope = fakeScope('http://admin.localhost:4173');
    const event = pushEvent(payoutText());
    onPush(event, scope, new AppBadge(badgeNavigator()));
    await event.settled();
    expect(scope.shown[0]?.options?.icon).toBe('/brands/admin/icon-192.png');
  });

  it('ignores other messages, malformed ones and empty pushes', async () => {
    const scope = fakeScope('http://localhost:4173', [fakeWindow('http://localhost:4173/main/dashboard')]);
    const nav = badgeNavigator();
    for (const text of [payoutText({}, 'unknown-kind'), '{"type":"payout"}', 'garbage', null]) {
      const event = pushEvent(text);
      onPush(event, scope, new AppBadge(nav));
      await event.settled();
    }
    const unreadable = extendable({
      data: {
        text: () => {
          throw new TypeError('not text');
        },
      },
    });
    onPush(unreadable, scope, new AppBadge(nav));
    await unreadable.settled();
    expect(scope.shown).toHaveLength(0);
    expect(nav.setAppBadge).not.toHaveBeenCalled();
    expect(scope.windows[0]?.messages).toEqual([]);
  });

  it('shows a message with a malformed payout id without a link', async () => {
    const scope = fakeScope();
    const event = pushEvent(payoutText({ payoutId: '../../settings' }));
    onPush(event, scope, new AppBadge(badgeNavigator()));
    await event.settled();
    expect(scope.shown[0]?.options?.data).toMatchObject({ url: null });
  });

  it('tells every open window, so the bell refreshes', async () => {
    const windows = [
      fakeWindow('http://localhost:4173/main/dashboard'),
      fakeWindow('http://localhost:4173/x'),
    ];
    const scope = fakeScope('http://localhost:4173', windows);
    const event = pushEvent(payoutText());
    onPush(event, scope, new AppBadge(badgeNavigator()));
    await event.settled();
    for (const window of windows)
      expect(window.messages).toEqual([
        { type: PUSH_RECEIVED_MESSAGE, orgId: '64b000000000000000000201', env: 'test' },
      ]);
  });

  it('counts the badge up from the bell count a window sent, a plain mark when unknown', async () => {
    const nav = badgeNavigator();
    const badge = new AppBadge(nav);
    const first = pushEvent(payoutText());
    onPush(first, fakeScope(), badge);
    await first.settled();
    expect(nav.setAppBadge).toHaveBeenLastCalledWith();
    badge.remember(4);
    const second = pushEvent(payoutText());
    onPush(second, fakeScope(), badge);
    await second.settled();
    expect(nav.setAppBadge).toHaveBeenLastCalledWith(5);
  });

  it('holds a message of the quiet hours for the bell: no system notification, yet the badge and the bell count it', async () => {
    const windows = [fakeWindow('http://localhost:4173/main/dashboard')];
    const scope = fakeScope('http://localhost:4173', windows);
    const nav = badgeNavigator();
    const badge = new AppBadge(nav);
    badge.remember(2);
    const quiet = JSON.stringify({ ...JSON.parse(payoutText({ status: 'paid' })), quiet: true });
    const event = pushEvent(quiet);
    onPush(event, scope, badge);
    await event.settled();
    expect(scope.shown).toEqual([]);
    expect(nav.setAppBadge).toHaveBeenLastCalledWith(3);
    expect(windows[0]?.messages).toHaveLength(1);
  });

  it('shows a kind kept out of the bell (no notificationId) without counting it on the badge', async () => {
    const scope = fakeScope();
    const nav = badgeNavigator();
    const outOfBell = JSON.stringify({ ...JSON.parse(payoutText({ status: 'paid' })), notificationId: null });
    const event = pushEvent(outOfBell);
    onPush(event, scope, new AppBadge(nav));
    await event.settled();
    expect(scope.shown).toHaveLength(1);
    expect(nav.setAppBadge).not.toHaveBeenCalled();
  });

  it('still shows the notification where the Badging API is missing or refuses', async () => {
    const scope = fakeScope();
    const refusing = {
      setAppBadge: vi.fn(async () => Promise.reject(new DOMException('no', 'NotAllowedError'))),
    };
    for (const nav of [{}, refusing]) {
      const event = pushEvent(payoutText());
      onPush(event, scope, new AppBadge(nav));
      await event.settled();
    }
    expect(scope.shown).toHaveLength(2);
  });
});
