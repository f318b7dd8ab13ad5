import type { ApiClient } from '../../api/client.ts';
import { showUnreadOnAppIcon } from '../../lib/app-badge.ts';
import { currentPushSubscription, withTimeout } from '../../lib/web-push.ts';
import { UNREAD_COUNT_MESSAGE } from '../../shared/push-channel.ts';

/** The longest a logout waits for the push subscription to end: the browser or the provider may not answer. */
const PUSH_LOGOUT_LIMIT_MS = 2000;

async function endSubscription(api: ApiClient): Promise<void> {
  const subscription = await currentPushSubscription(1000);
  if (!subscription) return;
  // the provider first (it needs this session's token, which the logout then ends), the browser's own
  // subscription alongside: a stale copy the provider kept would then be refused by the push service
  await Promise.allSettled([
    api.POST('/v1/push/unsubscribe', { body: { endpoint: subscription.endpoint } }),
    withTimeout(subscription.unsubscribe(), PUSH_LOGOUT_LIMIT_MS),
  ]);
}

/**
 * Payout alerts stop with the session: the provider forgets this browser's subscription (POST
 * /v1/push/unsubscribe) and the browser drops it. Never fails and never holds the logout longer than
 * PUSH_LOGOUT_LIMIT_MS.
 */
export async function endPushSubscription(api: ApiClient): Promise<void> {
  await withTimeout(endSubscription(api), PUSH_LOGOUT_LIMIT_MS).catch(() => undefined);
}

/** The installed app's badge shows nobody's unread count once signed out. */
export function clearAppBadge(): void {
  showUnreadOnAppIcon(0, UNREAD_COUNT_MESSAGE);
}
