/**
 * Contract cases of issue 33's webhook deliveries: the scope's list, one delivery, Redeliver and the signing
 * secret, with their refusals. The seed's deliveries point at merchant.example (a name that never resolves), so a
 * redelivery here records a failed attempt at once and connects nowhere.
 */
import type { ContractCase, ContractContext } from './types.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

async function as(ctx: ContractContext, email: string) {
  const { access, userId } = await ctx.login(email);
  const scope = ctx.db
    .prepare('SELECT current_org_id org, current_env env FROM users WHERE _id = ?')
    .get(userId) as { org: string; env: string };
  return { token: access, ...scope };
}

/** A delivery of the caller's current organization and environment. */
function deliveryOf(ctx: ContractContext, scope: { org: string; env: string }): string {
  const row = ctx.db
    .prepare(
      'SELECT _id FROM webhook_deliveries WHERE org_id = ? AND env = ? ORDER BY created_at DESC LIMIT 1',
    )
    .get(scope.org, scope.env) as { _id: string } | undefined;
  if (!row) throw new Error('no webhook delivery in scope');
  return row._id;
}

const withDelivery =
  (email: string, method: 'GET' | 'POST', path: (id: string) => string) => async (ctx: ContractContext) => {
    const s = await as(ctx, email);
    return ctx.call(method, path(deliveryOf(ctx, s)), { token: s.token });
  };

const plain = (email: string, method: 'GET' | 'POST', path: string) => async (ctx: ContractContext) =>
  ctx.call(method, path, { token: (await as(ctx, email)).token });

export const cases: ContractCase[] = [
  {
    operationId: 'listWebhookDeliveries',
    run: plain(DEMO_EMAIL.merchant, 'GET', '/v1/webhook/deliveries?status=failed&limit=5'),
  },
  {
    operationId: 'listWebhookDeliveries',
    status: 400,
    run: plain(DEMO_EMAIL.merchant, 'GET', '/v1/webhook/deliveries?status=lost'),
  },
  {
    operationId: 'getWebhookDelivery',
    run: withDelivery(DEMO_EMAIL.merchant, 'GET', (id) => `/v1/webhook/deliveries/${id}`),
  },
  {
    operationId: 'getWebhookDelivery',
    status: 404,
    run: plain(DEMO_EMAIL.merchant, 'GET', '/v1/webhook/deliveries/0123456789abcdef01234567'),
  },
  {
    operationId: 'redeliverWebhook',
    run: withDelivery(DEMO_EMAIL.developer, 'POST', (id) => `/v1/webhook/deliveries/${id}/redeliver`),
  },
  {
    operationId: 'redeliverWebhook',
    status: 403,
    run: withDelivery(DEMO_EMAIL.viewer, 'POST', (id) => `/v1/webhook/deliveries/${id}/redeliver`),
  },
  {
    operationId: 'getWebhookSigningSecret',
    run: plain(DEMO_EMAIL.admin, 'GET', '/v1/webhook/signing-secret'),
  },
  {
    operationId: 'getWebhookSigningSecret',
    status: 403,
    run: plain(DEMO_EMAIL.viewer, 'GET', '/v1/webhook/signing-secret'),
  },
  {
    operationId: 'rotateWebhookSigningSecret',
    run: plain(DEMO_EMAIL.developer, 'POST', '/v1/webhook/signing-secret/rotate'),
  },
];
