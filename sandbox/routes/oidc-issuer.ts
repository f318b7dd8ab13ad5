import { Hono, type Context } from 'hono';
import { consentPage, errorPage } from '../oidc/consent-page.ts';
import { DEMO_IDENTITIES, OIDC_CLIENT_ID, type AuthorizeParams, type OidcIssuer } from '../oidc/issuer.ts';

type Params = Record<string, string | undefined>;

/** The issuer URL as the browser reached it (one server, several host names). */
const issuerOf = (c: Context) => new URL('/oidc', c.req.url).href;

/**
 * Checks an authorization request. Client and redirect URI first: until they are known good, errors are shown
 * here and never redirected (an open redirector otherwise). PKCE with S256 is mandatory.
 */
function checkRequest(c: Context, p: Params): { params?: AuthorizeParams; page?: string; redirect?: string } {
  if (p.client_id !== OIDC_CLIENT_ID) return { page: 'Unknown client.' };
  let redirect: URL;
  try {
    redirect = new URL(p.redirect_uri ?? '');
  } catch {
    return { page: 'Invalid redirect URI.' };
  }
  // the sandbox's only client lives on the same origin as the issuer
  if (redirect.origin !== new URL(c.req.url).origin || redirect.hash)
    return { page: 'Redirect URI not allowed.' };
  const back = (error: string) => {
    const url = new URL(redirect);
    url.searchParams.set('error', error);
    if (p.state) url.searchParams.set('state', p.state);
    return { redirect: url.href };
  };
  if (p.response_type !== 'code') return back('unsupported_response_type');
  if (!(p.scope ?? '').split(' ').includes('openid')) return back('invalid_scope');
  if (p.code_challenge_method !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(p.code_challenge ?? ''))
    return back('invalid_request');
  if (!p.state || !p.nonce) return back('invalid_request');
  const params = {
    clientId: p.client_id,
    redirectUri: redirect.href,
    state: p.state,
    nonce: p.nonce,
    codeChallenge: p.code_challenge!,
  };
  return { params };
}

/** The sandbox's OpenID Connect issuer, mounted at /oidc: discovery, JWKS, authorize (consent), token. */
export function oidcRoutes(issuer: OidcIssuer): Hono {
  const r = new Hono();
  r.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });

  r.get('/.well-known/openid-configuration', (c) => {
    const base = issuerOf(c);
    return c.json({
      issuer: base,
      authorization_endpoint: `${base}/authorize`,
      token_endpoint: `${base}/token`,
      jwks_uri: `${base}/jwks`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['none'],
    });
  });

  r.get('/jwks', async (c) => c.json(await issuer.jwks()));

  r.get('/authorize', (c) => {
    const checked = checkRequest(c, c.req.query());
    if (checked.page) return c.html(errorPage(checked.page), 400);
    if (checked.redirect) return c.redirect(checked.redirect, 302);
    return c.html(consentPage(checked.params!, DEMO_IDENTITIES));
  });

  r.post('/authorize', async (c) => {
    const form = (await c.req.parseBody()) as Params;
    const checked = checkRequest(c, form);
    if (checked.page) return c.html(errorPage(checked.page), 400);
    if (checked.redirect) return c.redirect(checked.redirect, 302);
    const { params } = checked;
    const url = new URL(params!.redirectUri);
    url.searchParams.set('state', params!.state);
    const identity = DEMO_IDENTITIES.find((candidate) => candidate.sub === form.identity);
    if (form.decision !== 'allow' || !identity) {
      url.searchParams.set('error', 'access_denied');
      return c.redirect(url.href, 302);
    }
    url.searchParams.set('code', issuer.grant(params!, identity, issuerOf(c)));
    return c.redirect(url.href, 302);
  });

  r.post('/token', async (c) => {
    const form = (await c.req.parseBody().catch(() => ({}))) as Params;
    const fail = (error: string, description: string) =>
      c.json({ error, error_description: description }, 400);
    if (form.grant_type !== 'authorization_code')
      return fail('unsupported_grant_type', 'Only authorization_code');
    const grant = issuer.redeem(
      form.code ?? '',
      form.client_id ?? '',
      form.redirect_uri ?? '',
      form.code_verifier ?? '',
    );
    if (!grant) return fail('invalid_grant', 'Invalid, expired or used code, or PKCE verification failed');
    return c.json({
      access_token: crypto.randomUUID(),
      token_type: 'Bearer',
      expires_in: 300,
      scope: 'openid email profile',
      id_token: await issuer.idToken(grant),
    });
  });

  return r;
}
