/**
 * Contract cases for issue 33's passkeys: each call with real ceremonies of the software authenticator, on the
 * brand host `localhost` (passkeys live on brand hosts only).
 */
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { DEMO_EMAIL } from '../support/demo.ts';
import { SoftAuthenticator } from '../support/soft-authenticator.ts';
import type { ContractCase, ContractContext } from './types.ts';

const headers = { Host: 'localhost' };
const origin = 'http://localhost';

/** A demo user with one passkey on a fresh authenticator: its token, the authenticator, the passkey's id. */
async function withPasskey(ctx: ContractContext, email = DEMO_EMAIL.developer) {
  const { access } = await ctx.login(email);
  const authenticator = new SoftAuthenticator();
  const options = (await (
    await ctx.call('POST', '/v1/user/passkeys/options', { token: access, body: {}, headers })
  ).json()) as { data: PublicKeyCredentialCreationOptionsJSON };
  const response = authenticator.register(options.data, { origin });
  const added = (await (
    await ctx.call('POST', '/v1/user/passkeys', { token: access, body: { name: 'Key', response }, headers })
  ).json()) as { data: { _id: string } };
  return { access, authenticator, id: added.data._id };
}

export const cases: ContractCase[] = [
  {
    operationId: 'passkeyRegistrationOptions',
    run: async (ctx) =>
      ctx.call('POST', '/v1/user/passkeys/options', {
        token: (await ctx.login(DEMO_EMAIL.viewer)).access,
        body: {},
        headers,
      }),
  },
  {
    operationId: 'addPasskey',
    status: 201,
    run: async (ctx) => {
      const { access } = await ctx.login(DEMO_EMAIL.viewer);
      const options = (await (
        await ctx.call('POST', '/v1/user/passkeys/options', { token: access, body: {}, headers })
      ).json()) as { data: PublicKeyCredentialCreationOptionsJSON };
      const response = new SoftAuthenticator().register(options.data, { origin });
      return ctx.call('POST', '/v1/user/passkeys', {
        token: access,
        body: { name: 'Phone', response },
        headers,
      });
    },
  },
  {
    operationId: 'listPasskeys',
    run: async (ctx) => ctx.call('GET', '/v1/user/passkeys', { token: (await withPasskey(ctx)).access }),
  },
  {
    operationId: 'renamePasskey',
    run: async (ctx) => {
      const { access, id } = await withPasskey(ctx);
      return ctx.call('PATCH', `/v1/user/passkeys/${id}`, { token: access, body: { name: 'Desk' } });
    },
  },
  {
    operationId: 'removePasskey',
    run: async (ctx) => {
      const { access, id } = await withPasskey(ctx);
      return ctx.call('DELETE', `/v1/user/passkeys/${id}`, { token: access });
    },
  },
  {
    operationId: 'removePasskey',
    status: 404,
    run: async (ctx) => {
      const { id } = await withPasskey(ctx);
      const other = await ctx.login(DEMO_EMAIL.viewer);
      return ctx.call('DELETE', `/v1/user/passkeys/${id}`, { token: other.access });
    },
  },
  {
    operationId: 'passkeySignInOptions',
    run: async (ctx) => ctx.call('POST', '/v1/auth/passkey/options', { body: {}, headers }),
  },
  {
    operationId: 'passkeySignIn',
    run: async (ctx) => {
      const { authenticator } = await withPasskey(ctx);
      const options = (await (
        await ctx.call('POST', '/v1/auth/passkey/options', { body: {}, headers })
      ).json()) as { data: PublicKeyCredentialRequestOptionsJSON };
      const response = authenticator.assert(options.data, { origin });
      return ctx.call('POST', '/v1/auth/passkey/verify', { body: { response }, headers });
    },
  },
  {
    operationId: 'passkeySignIn',
    status: 401,
    run: async (ctx) => {
      const { authenticator } = await withPasskey(ctx);
      const options = (await (
        await ctx.call('POST', '/v1/auth/passkey/options', { body: {}, headers })
      ).json()) as { data: PublicKeyCredentialRequestOptionsJSON };
      const response = authenticator.assert(options.data, { origin: 'https://evil.example' });
      return ctx.call('POST', '/v1/auth/passkey/verify', { body: { response }, headers });
    },
  },
];
