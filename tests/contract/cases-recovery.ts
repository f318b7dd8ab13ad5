/**
 * Contract cases for issue 33's recovery codes and the organizations' two-step requirement: codes at enabling,
 * a sign-in with one (and a refusal), the count, regenerating, `requireMfa` (owner, and an admin's refusal), and
 * the skip a requirement refuses. Each works on freshly registered accounts (the sandbox is shared).
 */
import { currentCode } from '../../sandbox/totp.ts';
import { DEMO_EMAIL } from '../support/demo.ts';
import type { ContractCase, ContractContext } from './types.ts';

const PASSWORD = 'Fresh-pass-1';
let counter = 0;

async function json<T>(res: Response): Promise<T> {
  return ((await res.json()) as { data: T }).data;
}

/** A new account (owner of a new organization), signed in. */
async function registered(ctx: ContractContext): Promise<{ email: string; access: string }> {
  const email = `recovery-${++counter}-${Date.now()}@demo.test`;
  const data = await json<{ tokens: { access: { token: string } } }>(
    await ctx.call('POST', '/v1/auth/register', {
      body: { name: `Recovery ${counter}`, email, password: PASSWORD },
    }),
  );
  return { email, access: data.tokens.access.token };
}

/** The verify-otp reply that turns MFA on for a new account (from its profile), and what follows from it. */
async function enabling(ctx: ContractContext) {
  const { email, access } = await registered(ctx);
  const step = await json<{ id: string; challenge: string }>(
    await ctx.call('POST', '/v1/auth/mfa/enroll', { token: access, body: { password: PASSWORD } }),
  );
  const { secret } = await json<{ secret: string }>(
    await ctx.call('POST', '/v1/auth/mfa/set', { body: { id: step.id, challenge: step.challenge } }),
  );
  const reply = await ctx.call('POST', '/v1/auth/mfa/verify-otp', {
    body: { id: step.id, challenge: step.challenge, otp: currentCode(secret, new Date()) },
  });
  return { email, reply, secret };
}

async function withMfa(ctx: ContractContext) {
  const { email, reply, secret } = await enabling(ctx);
  const session = await json<{ tokens: { access: { token: string } }; recoveryCodes: string[] }>(reply);
  return { email, access: session.tokens.access.token, codes: session.recoveryCodes, secret };
}

/** The MFA step of a new login: just what the mfa/* calls take back. */
async function loginStep(ctx: ContractContext, email: string) {
  const { id, challenge } = await json<{ id: string; challenge: string }>(
    await ctx.call('POST', '/v1/auth/login', { body: { email, password: PASSWORD } }),
  );
  return { id, challenge };
}

export const cases: ContractCase[] = [
  { operationId: 'verifyOtp', run: async (ctx) => (await enabling(ctx)).reply },
  {
    operationId: 'verifyRecoveryCode',
    run: async (ctx) => {
      const { email, codes } = await withMfa(ctx);
      const step = await loginStep(ctx, email);
      return ctx.call('POST', '/v1/auth/mfa/recovery', { body: { ...step, code: codes[0] } });
    },
  },
  {
    operationId: 'verifyRecoveryCode',
    status: 400,
    run: async (ctx) => {
      const { email } = await withMfa(ctx);
      const step = await loginStep(ctx, email);
      return ctx.call('POST', '/v1/auth/mfa/recovery', { body: { ...step, code: 'aaaaa-aaaaa' } });
    },
  },
  {
    operationId: 'getRecoveryCodeStatus',
    run: async (ctx) =>
      ctx.call('GET', '/v1/auth/mfa/recovery-codes', { token: (await withMfa(ctx)).access }),
  },
  {
    operationId: 'regenerateRecoveryCodes',
    run: async (ctx) => {
      const { access, secret } = await withMfa(ctx);
      // the next time step's code: the current one was just used to turn MFA on
      const otp = currentCode(secret, new Date(Date.now() + 30_000));
      return ctx.call('POST', '/v1/auth/mfa/recovery-codes', { token: access, body: { otp } });
    },
  },
  {
    // the password alone is no proof of the second factor
    operationId: 'regenerateRecoveryCodes',
    status: 400,
    run: async (ctx) =>
      ctx.call('POST', '/v1/auth/mfa/recovery-codes', {
        token: (await withMfa(ctx)).access,
        body: { password: PASSWORD },
      }),
  },
  {
    operationId: 'regenerateRecoveryCodes',
    status: 409,
    run: async (ctx) =>
      ctx.call('POST', '/v1/auth/mfa/recovery-codes', {
        token: (await registered(ctx)).access,
        body: { otp: '123456' },
      }),
  },
  {
    operationId: 'updateOrganization',
    run: async (ctx) =>
      ctx.call('PATCH', '/v1/org/update', {
        token: (await registered(ctx)).access,
        body: { requireMfa: true },
      }),
  },
  {
    // admin@demo.test owns Ada's Atelier, its current organization: switched to Maya's Coffee, where it is an admin
    operationId: 'updateOrganization',
    status: 403,
    run: async (ctx) => {
      const { access } = await ctx.login(DEMO_EMAIL.admin);
      const coffee = ctx.db.prepare(`SELECT _id FROM organizations WHERE name = ?`).get("Maya's Coffee") as {
        _id: string;
      };
      await ctx.call('PATCH', `/v1/org/setDefault/organization/${coffee._id}`, { token: access });
      return ctx.call('PATCH', '/v1/org/update', { token: access, body: { requireMfa: true } });
    },
  },
  {
    operationId: 'skipMfa',
    status: 403,
    run: async (ctx) => {
      const { email, access } = await registered(ctx);
      await ctx.call('PATCH', '/v1/org/update', { token: access, body: { requireMfa: true } });
      const step = await loginStep(ctx, email);
      return ctx.call('POST', '/v1/auth/mfa/skip', { body: { id: step.id, challenge: step.challenge } });
    },
  },
];
