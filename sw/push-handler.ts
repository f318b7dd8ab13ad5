import { brandForHost } from '../src/shared/brands.ts';
import { PUSH_RECEIVED_MESSAGE } from '../src/shared/push-channel.ts';
import { parsePushMessage } from '../src/shared/push-message.ts';
import { systemNotification } from '../src/shared/push-notification.ts';
import { workerLanguage } from '../src/shared/worker-language.ts';
import { workerAmountsHidden } from '../src/shared/worker-privacy.ts';
import type { AppBadge } from './app-badge.ts';
import { notificationLanguage } from './notification-words.ts';

/** The parts of the worker scope the push handler uses (structural, so unit tests hand it a fake scope). */
export interface PushScope {
  location: { hostname: string };
  /** the browser's languages: the notifications' language when the app never told the worker its own */
  navigator: { languages: readonly string[] };
  registration: { showNotification: (title: string, options?: NotificationOptions) => Promise<void> };
  clients: {
    matchAll: (options: {
      type: 'window';
      includeUncontrolled: boolean;
    }) => Promise<readonly { postMessage: (message: unknown) => void }[]>;
  };
}

export interface PushEventLike {
  data: { text: () => string } | null;
  waitUntil: (promise: Promise<unknown>) => void;
}

/**
 * A push: a message of any kind (payout, dispute, deadline, refund, payment, alert, digest) becomes a system
 * notification (src/shared builds it) in the language the app last spoke (src/shared/worker-language.ts, read at
 * each push: it may have changed since the last), without its amount while the device hides amounts
 * (src/shared/worker-privacy.ts, read at each push too). A message sent inside the user's quiet hours (`quiet`)
 * is held for the bell: no system notification, no sound, nothing shown later either (the worker cannot wake
 * itself at the end of the quiet hours, and a notification that pops up at 07:00 for something of 02:00 is
 * noise); the badge and the open windows' bells still count it. The app badge counts one up, and every open
 * window of the app is told, so its bell (and the badge's exact count) is refreshed. Any other message, or one
 * that is not well formed, shows nothing. The message carries ids and display values only.
 */
async function handlePush(scope: PushScope, text: string | null, badge: AppBadge): Promise<void> {
  const message = text === null ? null : parsePushMessage(text);
  if (!message) return;
  if (!message.quiet) {
    const language = notificationLanguage(await workerLanguage(scope.navigator.languages));
    const brand = brandForHost(scope.location.hostname);
    // privacy mode, as the app last told it (src/lib/privacy.ts): no amount on a lock screen either
    const hidden = await workerAmountsHidden();
    const { title, options } = systemNotification(message, brand, language, hidden);
    await scope.registration.showNotification(title, options);
  }
  // a kind kept out of the bell (no notificationId) adds nothing the bell would count
  if (message.notificationId !== null) await badge.countUp();
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows)
    client.postMessage({ type: PUSH_RECEIVED_MESSAGE, orgId: message.orgId, env: message.env });
}

/** `push` handler: the work is held open with waitUntil, so the browser keeps the worker alive for it. */
export function onPush(event: PushEventLike, scope: PushScope, badge: AppBadge): void {
  let text: string | null;
  try {
    text = event.data?.text() ?? null;
  } catch {
    text = null; // an undecodable payload is no payout message
  }
  event.waitUntil(handlePush(scope, text, badge));
}
