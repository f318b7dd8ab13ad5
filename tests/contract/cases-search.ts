/**
 * Contract cases of issue 34's search across kinds: hits of every kind for the demo merchant (a crypto payment
 * found by its transaction hash, the organizations by name), a master's selection, and the refusals.
 */
import type { ContractCase, ContractContext } from './types.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

const merchant = async (ctx: ContractContext) => (await ctx.login(DEMO_EMAIL.merchant)).access;

/** A crypto payment of the merchant's current scope (Maya's Coffee, test), read from the database. */
function cryptoPaymentHash(ctx: ContractContext): string {
  const row = ctx.db
    .prepare(
      `SELECT t.tx_hash FROM transactions t JOIN organizations o ON o._id = t.org_id
       WHERE o.name = 'Maya''s Coffee' AND t.env = 'test' AND t.tx_hash IS NOT NULL LIMIT 1`,
    )
    .get() as { tx_hash: string };
  return row.tx_hash;
}

export const cases: ContractCase[] = [
  {
    operationId: 'search',
    run: async (ctx) =>
      ctx.call('GET', `/v1/search?q=${cryptoPaymentHash(ctx)}`, { token: await merchant(ctx) }),
  },
  {
    // organizations (env null), and transactions matched by title or e-mail, on a page of 50
    operationId: 'search',
    run: async (ctx) => ctx.call('GET', '/v1/search?q=maya&limit=50', { token: await merchant(ctx) }),
  },
  {
    operationId: 'search',
    run: async (ctx) => {
      const org = ctx.db.prepare(`SELECT _id FROM organizations WHERE name = 'Maya''s Coffee'`).get() as {
        _id: string;
      };
      return ctx.call('GET', '/v1/search?q=example&page=2', {
        token: (await ctx.login(DEMO_EMAIL.master)).access,
        headers: { 'X-Master-Org-Id': org._id },
      });
    },
  },
  {
    operationId: 'search',
    status: 400,
    run: async (ctx) => ctx.call('GET', '/v1/search?q=%20ab%20', { token: await merchant(ctx) }),
  },
  {
    operationId: 'search',
    status: 400,
    run: async (ctx) => ctx.call('GET', `/v1/search?q=${'a'.repeat(201)}`, { token: await merchant(ctx) }),
  },
  {
    // issue 46: a page deeper than 1,000 hits (page × limit)
    operationId: 'search',
    status: 400,
    run: async (ctx) =>
      ctx.call('GET', '/v1/search?q=coffee&page=11&limit=100', { token: await merchant(ctx) }),
  },
  { operationId: 'search', status: 401, run: (ctx) => ctx.call('GET', '/v1/search?q=coffee') },
];
