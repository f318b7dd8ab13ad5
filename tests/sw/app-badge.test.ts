import { describe, expect, it, vi } from 'vitest';
import { AppBadge, onUnreadCountMessage, unreadCountOf } from '../../sw/app-badge.ts';
import { UNREAD_COUNT_MESSAGE } from '../../src/shared/push-channel.ts';

describe('the unread count a window sends', () => {
  it('is read from its own message only', () => {
    expect(unreadCountOf({ type: UNREAD_COUNT_MESSAGE, count: 3 })).toBe(3);
    expect(unreadCountOf({ type: UNREAD_COUNT_MESSAGE, count: 0 })).toBe(0);
    for (const data of [
      { type: 'SKIP_WAITING' },
      { type: UNREAD_COUNT_MESSAGE, count: -1 },
      { type: UNREAD_COUNT_MESSAGE, count: 1.5 },
      { type: UNREAD_COUNT_MESSAGE, count: '3' },
      null,
      'SKIP_WAITING',
    ])
      expect(unreadCountOf(data)).toBeNull();
  });

  it('becomes the base the next push counts up from', async () => {
    const nav = { setAppBadge: vi.fn(async (_count?: number) => undefined) };
    const badge = new AppBadge(nav);
    onUnreadCountMessage({ data: { type: UNREAD_COUNT_MESSAGE, count: 0 } }, badge);
    await badge.countUp();
    await badge.countUp();
    expect(nav.setAppBadge).toHaveBeenLastCalledWith(2);
    onUnreadCountMessage({ data: { type: 'SKIP_WAITING' } }, badge);
    await badge.countUp();
    expect(nav.setAppBadge).toHaveBeenLastCalledWith(3);
  });
});
