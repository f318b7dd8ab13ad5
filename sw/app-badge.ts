import { UNREAD_COUNT_MESSAGE } from '../src/shared/push-channel.ts';

/** The worker's navigator, where the Badging API may be missing (Firefox, Safari before 17). */
export interface BadgeNavigator {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/**
 * The installed app's icon badge, seen from the worker. The unread count is the provider's, and no token ever
 * reaches the worker, so it cannot ask for it: the app's windows tell it the bell's count (UNREAD_COUNT_MESSAGE)
 * whenever it changes, and a push counts one up from there (each payout event is one new unread notification).
 * The worker forgets that base when the browser stops it; a push then sets a plain mark (no number) rather than
 * a wrong number, until a window opens and sets the exact count again.
 */
export class AppBadge {
  private unread: number | null = null;

  constructor(private readonly navigator: BadgeNavigator) {}

  /** A window's bell count: the base the next push counts up from. */
  remember(count: number): void {
    this.unread = count;
  }

  /** One more unread notification: the badge shows the count when known, a plain mark otherwise. */
  async countUp(): Promise<void> {
    if (this.unread !== null) this.unread += 1;
    const setBadge = this.navigator.setAppBadge;
    if (!setBadge) return;
    // a badge the platform refuses (not installed, no permission) is no reason to lose the notification
    await (
      this.unread === null ? setBadge.call(this.navigator) : setBadge.call(this.navigator, this.unread)
    ).catch(() => undefined);
  }
}

/** Reads a window's UNREAD_COUNT_MESSAGE; null for any other message (the update prompt's among them). */
export function unreadCountOf(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, count } = data as { type?: unknown; count?: unknown };
  if (type !== UNREAD_COUNT_MESSAGE || typeof count !== 'number') return null;
  return Number.isSafeInteger(count) && count >= 0 ? count : null;
}

/** `message` handler: remembers the bell's count a window sends; ignores every other message. */
export function onUnreadCountMessage(event: { data: unknown }, badge: AppBadge): void {
  const count = unreadCountOf(event.data);
  if (count !== null) badge.remember(count);
}
