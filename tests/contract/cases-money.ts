import { randomUUID } from 'node:crypto';
import type { ContractCase, ContractContext } from './types.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Contract cases of the money operations (transactions, refunds, disputes, payouts, payment config, on-ramp).
 * Ids are looked up in the shared sandbox's db at run time, in the caller's current organization and
 * environment, because other cases may have switched either.
 */
const MERCHANT = DEMO_EMAIL.merchant;
type Row = Record<string, unknown>;

async function as(ctx: ContractContext, email = MERCHANT) {
  const { access, userId } = await ctx.login(email);
  const scope = ctx.db
    .prepare('SELECT current_org_id org, current_env env FROM users WHERE _id = ?')
    .get(userId) as {
    org: string;
    env: string;
  };
  return { token: access, ...scope };
}

/** The first row of `table` in the merchant's current org/env matching `where`. */
function first(ctx: ContractContext, s: { org: string; env: string }, table: string, where = '1'): Row {
  const row = ctx.db
    .prepare(
      `SELECT * FROM ${table} WHERE org_id = ? AND env = ? AND ${where} ORDER BY created_at DESC LIMIT 1`,
    )
    .get(s.org, s.env) as Row | undefined;
  if (!row) throw new Error(`no ${table} row for ${where}`);
  return row;
}

const get = (path: string) => async (ctx: ContractContext) =>
  ctx.call('GET', path, { token: (await as(ctx)).token });
const key = () => `contract-${randomUUID()}`;
/** A payment nobody refunded yet, big enough for a 0.01 refund, whose full refund would not end in .13 (fails). */
const refundable = `status = 'success' AND currency IN ('USD','EUR','USDT','USDC') AND captured_amount >= 100000000
  AND (captured_amount / 1000000) % 100 <> 13 AND payment_id NOT IN (SELECT payment_id FROM refunds)`;
const payment = (path: (paymentId: string) => string) => async (ctx: ContractContext) => {
  const s = await as(ctx);
  return ctx.call('GET', path(first(ctx, s, 'transactions').payment_id as string), { token: s.token });
};
const payout = (path: (id: string) => string) => async (ctx: ContractContext) => {
  const s = await as(ctx);
  return ctx.call('GET', path(first(ctx, s, 'payouts')._id as string), { token: s.token });
};
const today = () => new Date().toISOString().slice(0, 10);
const preview = (suffix: string) =>
  get(`/v1/payout/previewPayout${suffix}?currency=USD&endDate=${today()}&currencyCategory=fiat`);

export const cases: ContractCase[] = [
  // transactions
  { operationId: 'listTransactions', run: get('/v1/transaction') },
  {
    operationId: 'listTransactions',
    run: get(
      '/v1/transaction?page=2&limit=5&currencyType=crypto&sortField=amount&sortOrder=asc&isProcessed=true',
    ),
  },
  {
    operationId: 'listTransactions',
    run: get('/v1/transaction?startDate=2020-01-01&endDate=2030-12-31&search=example&status=success'),
  },
  { operationId: 'listTransactions', status: 401, run: (ctx) => ctx.call('GET', '/v1/transaction') },
  { operationId: 'listTransactions', status: 400, run: get('/v1/transaction?limit=0') },
  { operationId: 'getTransactionMetrics', run: get('/v1/transaction/metrics') },
  {
    operationId: 'getTransactionMetrics',
    run: get('/v1/transaction/metrics?startDate=2020-01-01&endDate=2020-01-31&currency=USD'),
  },
  { operationId: 'getInvoice', run: payment((id) => `/v1/transaction/invoice?paymentId=${id}`) },
  { operationId: 'getInvoice', status: 404, run: get('/v1/transaction/invoice?paymentId=pay_unknown') },
  {
    operationId: 'listTransactionInfoLogs',
    run: payment((id) => `/v1/transaction/transaction-info-logs?paymentId=${id}`),
  },
  { operationId: 'listPaymentWebhooks', run: payment((id) => `/v1/webhook/getAllWebhooksByPaymentID/${id}`) },
  {
    operationId: 'listPaymentWebhooks',
    status: 404,
    run: get('/v1/webhook/getAllWebhooksByPaymentID/pay_unknown'),
  },
  { operationId: 'listProviders', run: get('/v1/provider/list') },
  { operationId: 'listCurrencyTypes', run: get('/v1/helperServices/currencyType') },
  { operationId: 'listPaymentTypes', run: get('/v1/helperServices/paymentType') },
  { operationId: 'listStatuses', run: get('/v1/helperServices/status') },

  // refunds and disputes
  {
    operationId: 'createRefund',
    status: 201,
    run: async (ctx) => {
      const s = await as(ctx);
      const p = first(ctx, s, 'transactions', refundable);
      return ctx.call('POST', `/v1/refund/${p.payment_id as string}`, {
        token: s.token,
        body: {},
        headers: { 'Idempotency-Key': key() },
      });
    },
  },
  {
    operationId: 'createRefund',
    status: 200,
    run: async (ctx) => {
      const s = await as(ctx);
      const p = first(ctx, s, 'transactions', refundable);
      const init = {
        token: s.token,
        body: { amount: 0.01, reason: 'duplicate' },
        headers: { 'Idempotency-Key': key() },
      };
      await ctx.call('POST', `/v1/refund/${p.payment_id as string}`, init);
      return ctx.call('POST', `/v1/refund/${p.payment_id as string}`, init);
    },
  },
  {
    operationId: 'createRefund',
    status: 422,
    run: async (ctx) => {
      const s = await as(ctx);
      const p = first(ctx, s, 'transactions', `status = 'failed'`);
      return ctx.call('POST', `/v1/refund/${p.payment_id as string}`, {
        token: s.token,
        body: {},
        headers: { 'Idempotency-Key': key() },
      });
    },
  },
  {
    operationId: 'createRefund',
    status: 400,
    run: async (ctx) =>
      ctx.call('POST', '/v1/refund/pay_x', { token: (await as(ctx)).token, body: { amount: 1 } }),
  },
  {
    operationId: 'createRefund',
    status: 404,
    run: async (ctx) =>
      ctx.call('POST', '/v1/refund/pay_unknown', {
        token: (await as(ctx)).token,
        body: {},
        headers: { 'Idempotency-Key': key() },
      }),
  },
  { operationId: 'listRefunds', run: get('/v1/refund?limit=5') },
  { operationId: 'listDisputes', run: get('/v1/dispute') },
  { operationId: 'listDisputes', run: get('/v1/dispute?status=lost&page=1&limit=3') },
  { operationId: 'listDisputes', run: get('/v1/dispute?paymentId=pay_unknown&limit=5') },

  // payouts
  { operationId: 'listPayouts', run: get('/v1/payout?page=1&limit=5') },
  { operationId: 'getPayout', run: payout((id) => `/v1/payout/detail/${id}`) },
  { operationId: 'getPayout', status: 404, run: get('/v1/payout/detail/000000000000000000000000') },
  { operationId: 'listPayoutPayments', run: payout((id) => `/v1/payout/payments/${id}?limit=5`) },
  { operationId: 'listPayoutDisputes', run: payout((id) => `/v1/payout/disputes/${id}`) },
  { operationId: 'listPayoutRefunds', run: payout((id) => `/v1/payout/refunds/${id}`) },
  { operationId: 'listPayoutCurrencies', run: get('/v1/payout/payment/currencies') },
  { operationId: 'previewPayout', run: preview('') },
  { operationId: 'previewPayoutPayments', run: preview('/payments') },
  { operationId: 'previewPayoutDisputes', run: preview('/disputes') },
  { operationId: 'previewPayoutRefunds', run: preview('/refunds') },
  { operationId: 'previewPayout', status: 400, run: get('/v1/payout/previewPayout?currency=USD') },
  {
    operationId: 'createPayout',
    status: 201,
    run: async (ctx) => {
      const s = await as(ctx);
      const p = first(ctx, s, 'transactions', `is_processed = 0 AND status = 'success'`);
      return ctx.call('POST', `/v1/payout/create?currency=${p.currency as string}`, {
        token: s.token,
        body: { endDate: today(), currencyCategory: p.currency_type },
        headers: { 'Idempotency-Key': key() },
      });
    },
  },
  {
    operationId: 'createPayout',
    status: 422,
    run: async (ctx) =>
      ctx.call('POST', '/v1/payout/create?currency=BTC', {
        token: (await as(ctx)).token,
        body: { endDate: today(), currencyCategory: 'fiat' },
        headers: { 'Idempotency-Key': key() },
      }),
  },
  { operationId: 'listCurrencies', run: get('/v1/config/currency') },

  // payment configuration and on-ramp
  { operationId: 'getPaymentConfig', run: get('/v1/config/payment') },
  {
    operationId: 'updatePaymentConfig',
    run: async (ctx) =>
      ctx.call('PATCH', '/v1/config/payment', {
        token: (await as(ctx)).token,
        body: { autoPayout: true, payoutSchedule: 'daily', webhookUrl: 'https://merchant.example/hooks' },
      }),
  },
  {
    operationId: 'updatePaymentConfig',
    status: 403,
    run: async (ctx) =>
      ctx.call('PATCH', '/v1/config/payment', {
        token: (await as(ctx, DEMO_EMAIL.viewer)).token,
        body: { autoPayout: false },
      }),
  },
  { operationId: 'listOnRampRequests', run: get('/v1/onramp/requests?status=pending') },
  {
    operationId: 'createOnRampRequest',
    status: 201,
    run: async (ctx) =>
      ctx.call('POST', '/v1/onramp/requests', {
        headers: { 'Idempotency-Key': `contract-onramp-${Date.now()}-1` },
        token: (await as(ctx)).token,
        body: {
          fiatAmount: 250,
          fiatCurrency: 'EUR',
          cryptoCurrency: 'USDC',
          walletAddress: '0xA1b2C3d4E5f6A7b8C9d0E1f2A3b4C5d6E7f8A9b0',
        },
      }),
  },
  {
    operationId: 'createOnRampRequest',
    status: 400,
    run: async (ctx) =>
      ctx.call('POST', '/v1/onramp/requests', {
        headers: { 'Idempotency-Key': `contract-onramp-${Date.now()}-2` },
        token: (await as(ctx)).token,
        body: {
          fiatAmount: 0.001,
          fiatCurrency: 'EUR',
          cryptoCurrency: 'USDC',
          walletAddress: '0xA1b2C3d4E5f6A7b8C9d0E1f2A3b4C5d6E7f8A9b0',
        },
      }),
  },
  {
    operationId: 'createOnRampRequest',
    status: 403,
    run: async (ctx) =>
      ctx.call('POST', '/v1/onramp/requests', {
        headers: { 'Idempotency-Key': `contract-onramp-${Date.now()}-3` },
        token: (await as(ctx, DEMO_EMAIL.viewer)).token,
        body: {
          fiatAmount: 250,
          fiatCurrency: 'EUR',
          cryptoCurrency: 'USDC',
          walletAddress: '0xA1b2C3d4E5f6A7b8C9d0E1f2A3b4C5d6E7f8A9b0',
        },
      }),
  },
  {
    operationId: 'createOnRampRequest',
    status: 413,
    run: async (ctx) =>
      ctx.call('POST', '/v1/onramp/requests', {
        headers: { 'Idempotency-Key': `contract-onramp-${Date.now()}-4` },
        token: (await as(ctx)).token,
        body: { walletAddress: 'x'.repeat(1_000_001) },
      }),
  },
  {
    operationId: 'createOnRampRequest',
    status: 422,
    run: async (ctx) =>
      ctx.call('POST', '/v1/onramp/requests', {
        headers: { 'Idempotency-Key': `contract-onramp-${Date.now()}-5` },
        token: (await as(ctx)).token,
        body: {
          fiatAmount: 250,
          fiatCurrency: 'BTC',
          cryptoCurrency: 'USDC',
          walletAddress: '0xA1b2C3d4E5f6A7b8C9d0E1f2A3b4C5d6E7f8A9b0',
        },
      }),
  },
];
