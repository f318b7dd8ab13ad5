/** Contract cases for issue 33's step-up: the proofs offered, a proof given, and the refusal without one. */
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/demo.ts';
import type { ContractCase, ContractContext } from './types.ts';

/** A demo owner signed in just now whose step-up grant was then ended (the dev route): the next move is asked. */
async function withoutGrant(ctx: ContractContext): Promise<string> {
  const { access } = await ctx.login(DEMO_EMAIL.merchant);
  await ctx.call('POST', `/__sandbox/step-up/end?email=${encodeURIComponent(DEMO_EMAIL.merchant)}`);
  return access;
}

export const cases: ContractCase[] = [
  {
    operationId: 'stepUpOptions',
    run: async (ctx) =>
      ctx.call('POST', '/v1/auth/step-up/options', { token: (await ctx.login(DEMO_EMAIL.merchant)).access }),
  },
  {
    operationId: 'stepUp',
    run: async (ctx) =>
      ctx.call('POST', '/v1/auth/step-up', {
        token: await withoutGrant(ctx),
        body: { password: DEMO_PASSWORD },
      }),
  },
  {
    operationId: 'stepUp',
    status: 400,
    run: async (ctx) =>
      ctx.call('POST', '/v1/auth/step-up', {
        token: (await ctx.login(DEMO_EMAIL.merchant)).access,
        body: { password: 'Not-the-pass-1' },
      }),
  },
  {
    operationId: 'createSigningKey',
    status: 403,
    run: async (ctx) =>
      ctx.call('POST', '/v1/user/signing-keys', { token: await withoutGrant(ctx), body: { name: 'Till' } }),
  },
];
