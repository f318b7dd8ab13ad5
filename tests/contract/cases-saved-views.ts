/**
 * Contract cases of issue 34's saved views (each operation's success and refusals) and the payout list's
 * status and currency filters.
 */
import type { ContractCase, ContractContext } from './types.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

let counter = 0;

/** A view saved by Maya's Coffee's owner (in their current organization), under a name not used before. */
async function savedView(ctx: ContractContext): Promise<{ id: string; token: string }> {
  const { access } = await ctx.login(DEMO_EMAIL.merchant);
  const res = await ctx.call('POST', '/v1/views', {
    token: access,
    body: { name: `Contract view ${++counter}`, list: 'payouts', filters: { status: 'paid' } },
  });
  return { id: ((await res.json()) as { data: { _id: string } }).data._id, token: access };
}

const as = async (ctx: ContractContext, email: string) => (await ctx.login(email)).access;

export const cases: ContractCase[] = [
  {
    operationId: 'listSavedViews',
    run: async (ctx) => {
      const { token } = await savedView(ctx);
      return ctx.call('GET', '/v1/views', { token });
    },
  },
  { operationId: 'listSavedViews', status: 401, run: (ctx) => ctx.call('GET', '/v1/views') },
  {
    operationId: 'createSavedView',
    run: async (ctx) =>
      ctx.call('POST', '/v1/views', {
        token: await as(ctx, DEMO_EMAIL.viewer),
        body: {
          name: `Failed USD ${++counter}`,
          list: 'transactions',
          filters: { status: 'failed', currency: 'USD', tab: 'transactions' },
        },
      }),
  },
  {
    // issue 46: a master's X-Master-Org-Id naming no organization (it used to be a foreign key's 500)
    operationId: 'createSavedView',
    status: 404,
    run: async (ctx) =>
      ctx.call('POST', '/v1/views', {
        token: await as(ctx, DEMO_EMAIL.master),
        headers: { 'X-Master-Org-Id': '0123456789abcdef01234567' },
        body: { name: 'Nowhere', list: 'payouts', filters: {} },
      }),
  },
  {
    operationId: 'createSavedView',
    status: 400,
    run: async (ctx) =>
      ctx.call('POST', '/v1/views', {
        token: await as(ctx, DEMO_EMAIL.viewer),
        body: { name: 'Paged', list: 'payouts', filters: { page: '2' } },
      }),
  },
  {
    operationId: 'createSavedView',
    status: 409,
    run: async (ctx) => {
      const token = await as(ctx, DEMO_EMAIL.viewer);
      const body = { name: `Twice ${++counter}`, list: 'payouts', filters: {} };
      await ctx.call('POST', '/v1/views', { token, body });
      return ctx.call('POST', '/v1/views', { token, body });
    },
  },
  {
    operationId: 'getSavedView',
    run: async (ctx) => {
      const { id } = await savedView(ctx);
      return ctx.call('GET', `/v1/views/${id}`, { token: await as(ctx, DEMO_EMAIL.viewer) });
    },
  },
  {
    operationId: 'getSavedView',
    status: 404,
    run: async (ctx) => {
      const { id } = await savedView(ctx);
      return ctx.call('GET', `/v1/views/${id}`, { token: await as(ctx, DEMO_EMAIL.owner) });
    },
  },
  {
    operationId: 'renameSavedView',
    run: async (ctx) => {
      const { id, token } = await savedView(ctx);
      return ctx.call('PATCH', `/v1/views/${id}`, { token, body: { name: `Renamed ${++counter}` } });
    },
  },
  {
    operationId: 'renameSavedView',
    status: 403,
    run: async (ctx) => {
      const { id } = await savedView(ctx);
      return ctx.call('PATCH', `/v1/views/${id}`, {
        token: await as(ctx, DEMO_EMAIL.viewer),
        body: { name: 'Not mine' },
      });
    },
  },
  {
    operationId: 'deleteSavedView',
    run: async (ctx) => {
      const { id, token } = await savedView(ctx);
      return ctx.call('DELETE', `/v1/views/${id}`, { token });
    },
  },
  {
    operationId: 'deleteSavedView',
    status: 404,
    run: async (ctx) => {
      const { id } = await savedView(ctx);
      return ctx.call('DELETE', `/v1/views/${id}`, { token: await as(ctx, DEMO_EMAIL.owner) });
    },
  },
  {
    operationId: 'listPayouts',
    run: async (ctx) =>
      ctx.call('GET', '/v1/payout?status=paid&currency=USD&limit=5', {
        token: await as(ctx, DEMO_EMAIL.merchant),
      }),
  },
  {
    operationId: 'listPayouts',
    status: 400,
    run: async (ctx) =>
      ctx.call('GET', '/v1/payout?status=lost', { token: await as(ctx, DEMO_EMAIL.merchant) }),
  },
];
