import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/index.ts';
import { loginTokens } from '../support/sign-in.ts';
import {
  authorizeParams,
  CLIENT_ID,
  consent,
  idTokenFor,
  ORIGIN,
  pkce,
  redeem,
  REDIRECT_URI,
  registrationToken,
} from './oidc-helpers.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

let sandbox: Sandbox;
const fetch = (request: Request) => sandbox.app.fetch(request);
const get = (path: string) => sandbox.app.fetch(new Request(`${ORIGIN}${path}`));
const post = (path: string, body: unknown) =>
  sandbox.app.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

beforeAll(async () => {
  sandbox = await createSandbox();
});
afterAll(() => sandbox.close());

describe('the sandbox OpenID Connect issuer', () => {
  it('publishes discovery and a JWKS with its own RS256 key', async () => {
    const discovery = (await (await get('/oidc/.well-known/openid-configuration')).json()) as Record<
      string,
      unknown
    >;
    expect(discovery).toMatchObject({
      issuer: `${ORIGIN}/oidc`,
      authorization_endpoint: `${ORIGIN}/oidc/authorize`,
      token_endpoint: `${ORIGIN}/oidc/token`,
      code_challenge_methods_supported: ['S256'],
    });
    const jwks = (await (await get('/oidc/jwks')).json()) as { keys: { kty: string; alg: string }[] };
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
  });

  it('shows a consent page without any script', async () => {
    const { challenge } = pkce();
    const response = await get(`/oidc/authorize?${new URLSearchParams(authorizeParams(challenge))}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Demo identity');
    expect(html).not.toMatch(/<script|\son\w+=/i);
  });

  it('refuses an unknown client or a foreign redirect URI without redirecting', async () => {
    const { challenge } = pkce();
    for (const overrides of [{ client_id: 'evil' }, { redirect_uri: 'https://evil.example/cb' }] as Record<
      string,
      string
    >[]) {
      const response = await get(
        `/oidc/authorize?${new URLSearchParams(authorizeParams(challenge, overrides))}`,
      );
      expect(response.status).toBe(400);
      expect(response.headers.get('Location')).toBeNull();
    }
  });

  it('enforces PKCE S256: no challenge or a plain one is refused', async () => {
    for (const overrides of [{ code_challenge: '' }, { code_challenge_method: 'plain' }] as Record<
      string,
      string
    >[]) {
      const { location } = await consent(fetch, authorizeParams(pkce().challenge, overrides), 'idp-ada');
      expect(new URL(location).searchParams.get('error')).toBe('invalid_request');
    }
  });

  it('redeems a code once, only with the right verifier, and signs the ID token RS256 with a kid', async () => {
    const { verifier, challenge } = pkce();
    const { location } = await consent(fetch, authorizeParams(challenge), 'idp-ada');
    const callback = new URL(location);
    expect(callback.searchParams.get('state')).toBe('state-123');
    const form = {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code')!,
      redirect_uri: REDIRECT_URI,
      client_id: CLIENT_ID,
    };
    const wrong = await redeem(fetch, { ...form, code_verifier: pkce().verifier });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    // the failed attempt burnt the code: a stolen code cannot be tried twice
    expect((await redeem(fetch, { ...form, code_verifier: verifier })).status).toBe(400);

    const second = pkce();
    const again = new URL((await consent(fetch, authorizeParams(second.challenge), 'idp-ada')).location);
    const ok = await redeem(fetch, {
      ...form,
      code: again.searchParams.get('code')!,
      code_verifier: second.verifier,
    });
    expect(ok.status).toBe(200);
    expect(decodeProtectedHeader(ok.body.id_token!)).toMatchObject({ alg: 'RS256', kid: expect.any(String) });
    expect(decodeJwt(ok.body.id_token!)).toMatchObject({
      email: 'ada@idp.example',
      nonce: 'nonce-456',
      aud: CLIENT_ID,
    });
  });

  it('sends a cancelled consent back with access_denied', async () => {
    const { location } = await consent(fetch, authorizeParams(pkce().challenge), 'idp-ada', 'deny');
    expect(new URL(location).searchParams.get('error')).toBe('access_denied');
  });
});

describe('the provider side: /v1/auth/oidc/*', () => {
  it('logs a known identity in', async () => {
    const response = await post('/v1/auth/oidc/login', { idToken: await idTokenFor(fetch, 'idp-maya') });
    const body = (await response.json()) as { data: { tokens: unknown; user: { email: string } } };
    expect(response.status).toBe(200);
    expect(body.data.user.email).toBe(DEMO_EMAIL.merchant);
  });

  it('registers a new identity with the locally created token, only with the matching ID token', async () => {
    const idToken = await idTokenFor(fetch, 'idp-grace');
    expect((await post('/v1/auth/oidc/login', { idToken })).status).toBe(404);
    const forged = registrationToken({
      email: 'other@idp.example',
      name: 'Eve',
      organizationName: 'Eve org',
    });
    expect((await post('/v1/auth/oidc/register', { idToken, registrationToken: forged })).status).toBe(400);
    const tooLong = registrationToken(
      { email: 'grace@idp.example', name: 'Grace', organizationName: 'G' },
      2 * 86400,
    );
    expect((await post('/v1/auth/oidc/register', { idToken, registrationToken: tooLong })).status).toBe(400);
    const token = registrationToken({
      email: 'grace@idp.example',
      name: 'Grace',
      organizationName: "Grace's organization",
    });
    const created = await post('/v1/auth/oidc/register', {
      idToken: 'forged.id.token',
      registrationToken: token,
    });
    expect(created.status).toBe(401);
    const ok = await post('/v1/auth/oidc/register', { idToken, registrationToken: token });
    expect(ok.status).toBe(201);
    const orgs = sandbox.db
      .prepare('SELECT name FROM organizations WHERE name = ?')
      .all("Grace's organization");
    expect(orgs).toHaveLength(1);
  });
});

describe('logout ends the sign-in', () => {
  it('refuses the old access token and the refresh token afterwards, even without a bearer token', async () => {
    const tokens = await loginTokens(sandbox, DEMO_EMAIL.merchant);
    const profile = () =>
      sandbox.app.fetch(
        new Request(`${ORIGIN}/v1/user/profile`, {
          headers: { Authorization: `Bearer ${tokens.access.token}` },
        }),
      );
    expect((await profile()).status).toBe(200);
    expect((await post('/v1/auth/logout', { refreshToken: tokens.refresh.token })).status).toBe(200);
    expect((await profile()).status).toBe(401);
    expect((await post('/v1/auth/refresh-tokens', { refreshToken: tokens.refresh.token })).status).toBe(401);
  });
});
