/**
 * Contract cases of issue 33's audit log: the list for an owner (a fresh account, whose registration is its first
 * entry), the refusal for a viewer, and the three methods that never change an entry.
 */
import type { ContractCase, ContractContext } from './types.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

let counter = 0;

/** A newly registered owner of a new organization: its log holds the registration's sign-in. */
async function freshOwner(ctx: ContractContext): Promise<string> {
  const res = await ctx.call('POST', '/v1/auth/register', {
    body: {
      name: `Audit ${++counter}`,
      email: `audit-${counter}-${Date.now()}@demo.test`,
      password: 'Fresh-pass-1',
    },
  });
  return ((await res.json()) as { data: { tokens: { access: { token: string } } } }).data.tokens.access.token;
}

async function firstEntryId(ctx: ContractContext, token: string): Promise<string> {
  const res = await ctx.call('GET', '/v1/audit', { token });
  return ((await res.json()) as { data: { results: { _id: string }[] } }).data.results[0]!._id;
}

const refused = (method: string, operationId: string): ContractCase => ({
  operationId,
  status: 405,
  run: async (ctx) => {
    const token = await freshOwner(ctx);
    const id = await firstEntryId(ctx, token);
    return ctx.call(method, `/v1/audit/${id}`, { token, body: { kind: 'signIn', changes: [] } });
  },
});

export const cases: ContractCase[] = [
  {
    operationId: 'listAuditEntries',
    run: async (ctx) =>
      ctx.call('GET', '/v1/audit?kind=signIn,memberInvited&limit=5', { token: await freshOwner(ctx) }),
  },
  {
    operationId: 'listAuditEntries',
    status: 400,
    run: async (ctx) => ctx.call('GET', '/v1/audit?kind=coffeeBrewed', { token: await freshOwner(ctx) }),
  },
  {
    operationId: 'listAuditEntries',
    status: 403,
    run: async (ctx) => ctx.call('GET', '/v1/audit', { token: (await ctx.login(DEMO_EMAIL.viewer)).access }),
  },
  { operationId: 'listAuditEntries', status: 401, run: (ctx) => ctx.call('GET', '/v1/audit') },
  refused('PATCH', 'editAuditEntry'),
  refused('PUT', 'replaceAuditEntry'),
  refused('DELETE', 'deleteAuditEntry'),
];
