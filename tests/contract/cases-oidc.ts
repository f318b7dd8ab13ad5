/** Contract cases for the external identity provider operations (extensions). */
import { idTokenFor, registrationToken } from '../sandbox/oidc-helpers.ts';
import type { ContractCase } from './types.ts';

export const cases: ContractCase[] = [
  {
    operationId: 'oidcLogin',
    run: async (ctx) =>
      ctx.call('POST', '/v1/auth/oidc/login', { body: { idToken: await idTokenFor(ctx.fetch, 'idp-maya') } }),
  },
  {
    operationId: 'oidcLogin',
    status: 404,
    run: async (ctx) =>
      ctx.call('POST', '/v1/auth/oidc/login', {
        body: { idToken: await idTokenFor(ctx.fetch, 'idp-grace') },
      }),
  },
  {
    operationId: 'oidcLogin',
    status: 401,
    run: (ctx) => ctx.call('POST', '/v1/auth/oidc/login', { body: { idToken: 'not.a.token' } }),
  },
  {
    operationId: 'oidcRegister',
    run: async (ctx) => {
      const idToken = await idTokenFor(ctx.fetch, 'idp-ada');
      const token = registrationToken({
        email: 'ada@idp.example',
        name: 'Ada',
        organizationName: "Ada's organization",
      });
      return ctx.call('POST', '/v1/auth/oidc/register', { body: { idToken, registrationToken: token } });
    },
  },
  {
    // the local account of that email (ada, registered just above) has an unverified email
    operationId: 'oidcLogin',
    status: 409,
    run: async (ctx) => {
      const verified = `UPDATE users SET is_email_verified = ? WHERE email = 'ada@idp.example'`;
      ctx.db.prepare(verified).run(0);
      try {
        const idToken = await idTokenFor(ctx.fetch, 'idp-ada');
        return await ctx.call('POST', '/v1/auth/oidc/login', { body: { idToken } });
      } finally {
        ctx.db.prepare(verified).run(1);
      }
    },
  },
  {
    operationId: 'oidcRegister',
    status: 400,
    run: async (ctx) => {
      const idToken = await idTokenFor(ctx.fetch, 'idp-grace');
      const token = registrationToken({
        email: 'someone@else.example',
        name: 'Eve',
        organizationName: 'Eve',
      });
      return ctx.call('POST', '/v1/auth/oidc/register', { body: { idToken, registrationToken: token } });
    },
  },
];
