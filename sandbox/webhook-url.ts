import { webhookUrlProblem } from '../src/shared/webhook-url.ts';
import { ApiError } from './http.ts';

/**
 * The provider's webhook rule is src/shared/webhook-url.ts (the app checks it before sending too). The
 * notification channels' webhook (updateProfile's notificationConfig.webhook) is posted to as well, so it
 * follows the same rule; empty means the channel is off.
 */
export function checkNotificationWebhook(config: Record<string, string> | null | undefined): void {
  const webhook = config?.webhook?.trim();
  const problem = webhook ? webhookUrlProblem(webhook) : null;
  if (problem) throw new ApiError(400, `body.notificationConfig.webhook ${problem}`);
}
