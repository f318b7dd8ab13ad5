import type { Context } from 'hono';
import type { EnvName, SandboxDeps } from '../deps.ts';
import type { PaymentConfig } from '../money/payment-config.ts';
import { fieldChanges } from './changes.ts';
import { auditChange } from './request.ts';

/**
 * A saved payment configuration, as the log keeps it: the webhook URL alone as `webhookChanged` (where payment
 * data is posted is looked for on its own), every other changed field together as `paymentConfigChanged`. A save
 * that changed nothing records nothing.
 */
export function recordConfigChanges(
  c: Context,
  deps: Pick<SandboxDeps, 'db' | 'now' | 'trustedProxies'>,
  orgId: string,
  env: EnvName,
  before: PaymentConfig,
  after: PaymentConfig,
): void {
  const changes = fieldChanges({ ...before }, { ...after });
  const webhook = changes.filter((change) => change.field === 'webhookUrl');
  const others = changes.filter((change) => change.field !== 'webhookUrl');
  if (webhook.length) auditChange(c, deps, orgId, { kind: 'webhookChanged', env, changes: webhook });
  if (others.length) auditChange(c, deps, orgId, { kind: 'paymentConfigChanged', env, changes: others });
}
