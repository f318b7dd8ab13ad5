import type { ContractCase, ContractContext } from './types.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Contract cases of the payout tracker (issue 32): a crypto payout's detail with its timeline and transaction,
 * watching and unwatching a payout, and the payment configuration's block explorers. Ids are looked up in the
 * shared sandbox's db at run time, in the caller's current organization and environment.
 */
async function as(ctx: ContractContext, email: string = DEMO_EMAIL.merchant) {
  const { access, userId } = await ctx.login(email);
  const scope = ctx.db
    .prepare('SELECT current_org_id org, current_env env FROM users WHERE _id = ?')
    .get(userId) as { org: string; env: string };
  return { token: access, ...scope };
}

/** The newest payout of the caller's organization and environment matching `where`. */
function payoutId(ctx: ContractContext, s: { org: string; env: string }, where = '1'): string {
  const row = ctx.db
    .prepare(
      `SELECT _id FROM payouts WHERE org_id = ? AND env = ? AND ${where} ORDER BY created_at DESC LIMIT 1`,
    )
    .get(s.org, s.env) as { _id: string } | undefined;
  if (!row) throw new Error(`no payout for ${where}`);
  return row._id;
}

/** A payout of an organization the merchant is no member of (Nordic Gadgets), in the merchant's environment. */
function foreignPayoutId(ctx: ContractContext, s: { org: string; env: string }): string {
  const row = ctx.db
    .prepare(
      `SELECT p._id FROM payouts p JOIN organizations o ON o._id = p.org_id
       WHERE o.name = 'Nordic Gadgets' AND p.env = ? ORDER BY p.created_at DESC LIMIT 1`,
    )
    .get(s.env) as { _id: string };
  return row._id;
}

const watch =
  (method: 'PUT' | 'DELETE', foreign = false) =>
  async (ctx: ContractContext) => {
    const s = await as(ctx);
    const id = foreign ? foreignPayoutId(ctx, s) : payoutId(ctx, s);
    return ctx.call(method, `/v1/payout/${id}/watch`, { token: s.token });
  };

export const cases: ContractCase[] = [
  {
    // a crypto payout (the seed's: every step, its hash and confirmations, its network's explorer)
    operationId: 'getPayout',
    run: async (ctx) => {
      const s = await as(ctx);
      return ctx.call('GET', `/v1/payout/detail/${payoutId(ctx, s, `currency_category = 'crypto'`)}`, {
        token: s.token,
      });
    },
  },
  { operationId: 'watchPayout', run: watch('PUT') },
  { operationId: 'watchPayout', status: 404, run: watch('PUT', true) },
  {
    operationId: 'watchPayout',
    status: 400,
    run: async (ctx) => ctx.call('PUT', '/v1/payout/not-an-id/watch', { token: (await as(ctx)).token }),
  },
  { operationId: 'unwatchPayout', run: watch('DELETE') },
  { operationId: 'unwatchPayout', status: 404, run: watch('DELETE', true) },
  {
    operationId: 'updatePaymentConfig',
    run: async (ctx) =>
      ctx.call('PATCH', '/v1/config/payment', {
        token: (await as(ctx)).token,
        body: {
          explorerUrls: {
            bitcoin: 'https://mempool.space/testnet4/tx/{hash}',
            ethereum: 'https://sepolia.etherscan.io/tx/0x{hash}',
            tron: 'https://nile.tronscan.org/#/transaction/{hash}',
          },
        },
      }),
  },
  {
    operationId: 'updatePaymentConfig',
    status: 400,
    run: async (ctx) =>
      ctx.call('PATCH', '/v1/config/payment', {
        token: (await as(ctx)).token,
        body: { explorerUrls: { bitcoin: 'https://localhost/tx/{hash}' } },
      }),
  },
];
