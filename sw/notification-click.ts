import { PUSH_NAVIGATE_MESSAGE } from '../src/shared/push-channel.ts';

/** The window clients the click handler uses (structural, so unit tests hand it fakes). */
interface WindowClientLike {
  url: string;
  focused?: boolean;
  focus: () => Promise<unknown>;
  navigate: (url: string) => Promise<unknown>;
  postMessage: (message: unknown) => void;
}

export interface ClickScope {
  location: { origin: string };
  clients: {
    matchAll: (options: {
      type: 'window';
      includeUncontrolled: boolean;
    }) => Promise<readonly WindowClientLike[]>;
    openWindow: (url: string) => Promise<unknown>;
  };
}

export interface NotificationClickEventLike {
  notification: { data: unknown; close: () => void };
  waitUntil: (promise: Promise<unknown>) => void;
}

/**
 * The notification's link, checked again (the data is the worker's own, yet a link is only ever followed to
 * this origin): a same-origin URL, or null, which means no navigation at all.
 */
export function sameOriginTarget(data: unknown, origin: string): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const url = (data as { url?: unknown }).url;
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.includes('\\'))
    return null;
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? resolved.href : null;
  } catch {
    return null;
  }
}

/**
 * Opens what a notification links to: an open window of the app is focused and navigated there (one focused
 * already first), and that is all; with no window of the app, a new one opens. focus() may be refused (no user
 * activation), which must not lose the navigation; a window the worker does not control cannot be navigated by
 * it, so it is asked to go there itself.
 */
async function openNotificationTarget(scope: ClickScope, data: unknown): Promise<void> {
  const target = sameOriginTarget(data, scope.location.origin);
  if (!target) return;
  // the Clients API only ever lists windows of the worker's own origin
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const client = windows.find((candidate) => candidate.focused) ?? windows[0];
  if (!client) {
    await scope.clients.openWindow(target);
    return;
  }
  await client.focus().catch(() => undefined);
  try {
    await client.navigate(target);
  } catch {
    const { pathname, search } = new URL(target);
    client.postMessage({ type: PUSH_NAVIGATE_MESSAGE, url: pathname + search });
  }
}

/** `notificationclick` handler: closes the notification and opens its link, held open with waitUntil. */
export function onNotificationClick(event: NotificationClickEventLike, scope: ClickScope): void {
  event.notification.close();
  event.waitUntil(openNotificationTarget(scope, event.notification.data));
}
