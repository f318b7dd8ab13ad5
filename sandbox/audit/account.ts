import type { Context } from 'hono';
import type { SandboxDeps } from '../deps.ts';
import { auditOrigin, recordAccountAudit } from './record.ts';

/** The webhook of a stored notification configuration (JSON text), or null when there is none. */
function webhookOf(config: Record<string, string> | null): string | null {
  return config?.webhook?.trim() || null;
}

/**
 * The notification channels' webhook on the member's profile changed (set, replaced or removed): the provider
 * posts to it, so it is recorded like the payment configuration's, as `webhookChanged` (env null: the account's).
 */
export function recordNotificationWebhookChange(
  c: Context,
  deps: Pick<SandboxDeps, 'db' | 'now' | 'trustedProxies'>,
  userId: string,
  storedBefore: string | null,
  after: Record<string, string> | null,
): void {
  const before = webhookOf(storedBefore ? (JSON.parse(storedBefore) as Record<string, string>) : null);
  const next = webhookOf(after);
  if (before === next) return;
  recordAccountAudit(
    deps.db,
    userId,
    {
      kind: 'webhookChanged',
      targetId: userId,
      changes: [{ field: 'notificationWebhook', before, after: next }],
    },
    auditOrigin(c, deps),
    deps.now(),
  );
}
