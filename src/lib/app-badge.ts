/** The installed app's icon badge (the Badging API), in the windows; the worker has its own (sw/app-badge.ts). */
interface BadgeNavigator {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/**
 * The installed app's icon badge: the unread count, none at zero (where the Badging API exists; a platform
 * that refuses, e.g. the app is not installed, is no error). The worker is told the count too: a push counts
 * up from it while no window is open.
 */
export function showUnreadOnAppIcon(count: number, unreadCountMessage: string): void {
  if (typeof navigator === 'undefined') return;
  const badge = navigator as BadgeNavigator;
  const done = count > 0 ? badge.setAppBadge?.(count) : badge.clearAppBadge?.();
  done?.catch(() => undefined);
  navigator.serviceWorker?.controller?.postMessage({ type: unreadCountMessage, count });
}
