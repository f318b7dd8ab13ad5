import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { CONSENT_COOKIE } from '../oidc/consents.ts';
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

const EXPIRED_PAGE =
  'This sign-in page has expired or was not opened here. Go back to the app and start the sign-in again.';
const OTHER_SITE =
  'This sign-in request came from another site and was refused. Go back to the app and start the sign-in again.';

/**
 * Whether a form post comes from a page of another origin: its Origin says so (browsers send it with every
 * form post; "null" from sandboxed or privacy-sensitive contexts), else its Sec-Fetch-Site.
 */
function fromAnotherSite(c: Context): boolean {
  const origin = c.req.header('Origin');
  if (origin !== undefined) return origin !== new URL(c.req.url).origin;
  const site = c.req.header('Sec-Fetch-Site');
  return site !== undefined && site !== 'same-origin' && site !== 'none';
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
    // the page's token is good only with this browser's cookie: a forger who loads the page elsewhere gets a
    // token no victim's browser can use
    const browserKey = getCookie(c, CONSENT_COOKIE) || issuer.consents.newBrowserKey();
    setCookie(c, CONSENT_COOKIE, browserKey, {
      path: '/oidc',
      httpOnly: true,
      sameSite: 'Strict',
      secure: new URL(c.req.url).protocol === 'https:',
      maxAge: 24 * 3600,
    });
    return c.html(consentPage(issuer.consents.open(checked.params!, browserKey), DEMO_IDENTITIES));
  });

  /**
   * Only the page's own Continue or Cancel: a post from another site is refused before anything is read, and
   * the request answered is the one the page was shown for (checked then), not whatever a form claims.
   */
  r.post('/authorize', async (c) => {
    if (fromAnotherSite(c)) return c.html(errorPage(OTHER_SITE), 403);
    const form = (await c.req.parseBody()) as Params;
    const params = issuer.consents.take(form.consent ?? '', getCookie(c, CONSENT_COOKIE) ?? '');
    if (!params) return c.html(errorPage(EXPIRED_PAGE), 400);
    const url = new URL(params.redirectUri);
    url.searchParams.set('state', params.state);
    const identity = DEMO_IDENTITIES.find((candidate) => candidate.sub === form.identity);
    if (form.decision !== 'allow' || !identity) {
      url.searchParams.set('error', 'access_denied');
      return c.redirect(url.href, 302);
    }
    url.searchParams.set('code', issuer.grant(params, identity, issuerOf(c)));
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
