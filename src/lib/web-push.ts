/**
 * The browser's side of Web Push, without any network call of the app's own (the
 * provider is told through src/api). Every wait here is bounded: `pushManager.subscribe` may never settle
 * (headless Chromium, a push service out of reach) and `serviceWorker.ready` never does without a worker.
 */
import { base64UrlBytes } from './base64url.ts';

/** `unsupported`: no Notification, PushManager or service worker here; otherwise the notification permission. */
export type PushAvailability = 'unsupported' | 'denied' | 'default' | 'granted';

/** What this browser allows, read at the moment (permission changes in the browser's settings show up). */
export function pushAvailability(): PushAvailability {
  if (
    typeof window === 'undefined' ||
    !('Notification' in window) ||
    !('PushManager' in window) ||
    !('serviceWorker' in navigator)
  )
    return 'unsupported';
  return Notification.permission;
}

/** A promise, or a TimeoutError after `ms`: the caller decides what a browser that never answers means. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      // eslint-disable-next-line i18n/no-literal-ui-text -- never shown: every caller words its own failure
      () => reject(new DOMException('The browser did not answer.', 'TimeoutError')),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

async function registration(ms: number): Promise<ServiceWorkerRegistration> {
  return withTimeout(navigator.serviceWorker.ready, ms);
}

/** This browser's push subscription, or null (none, unsupported, or no worker within `ms`). */
export async function currentPushSubscription(ms = 1500): Promise<PushSubscription | null> {
  if (pushAvailability() === 'unsupported') return null;
  try {
    const ready = await registration(ms);
    return await withTimeout(ready.pushManager.getSubscription(), ms);
  } catch {
    return null;
  }
}

/** What the provider stores of a subscription (POST /v1/push/subscribe); null when its keys are missing. */
export function subscriptionBody(
  subscription: PushSubscription,
): { endpoint: string; keys: { p256dh: string; auth: string } } | null {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return null;
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** Subscribes this browser (or returns its subscription) with the provider's VAPID key, within `ms`. */
export async function subscribeToPush(vapidPublicKey: string, ms = 10_000): Promise<PushSubscription> {
  const ready = await registration(ms);
  const existing = await withTimeout(ready.pushManager.getSubscription(), ms);
  if (existing) return existing;
  return withTimeout(
    ready.pushManager.subscribe({
      userVisibleOnly: true,
      // the VAPID public key, base64url as the runtime configuration holds it
      applicationServerKey: base64UrlBytes(vapidPublicKey),
    }),
    ms,
  );
}

/**
 * Drops this browser's push subscription without telling the provider, for a session that ended without a
 * logout (refused refresh, expiry): no token is left to call it with, and a subscription the provider still
 * holds is then refused by the push service, so the next person at this browser gets none of these alerts.
 * Never fails; bounded by `ms` at each step.
 */
export async function dropBrowserPushSubscription(ms = 1500): Promise<void> {
  const subscription = await currentPushSubscription(ms);
  if (subscription) await withTimeout(subscription.unsubscribe(), ms).catch(() => undefined);
}
