/** Drives the sandbox's OpenID Connect issuer in-process, the way the browser does: consent, then token. */
import { createHash, randomBytes } from 'node:crypto';

export const ORIGIN = 'http://sandbox.local';
export const REDIRECT_URI = `${ORIGIN}/oidc-callback`;
export const CLIENT_ID = 'back-office';

type Fetch = (request: Request) => Response | Promise<Response>;

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeParams(challenge: string, overrides: Record<string, string> = {}) {
  return {
    response_type: 'code',
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    scope: 'openid email profile',
    state: 'state-123',
    nonce: 'nonce-456',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...overrides,
  };
}

/**
 * Opens the consent page as the browser does: the page's one-time token (its hidden `consent` field) and the
 * cookie that ties it to this browser. A request the issuer does not show a page for (a redirect with an
 * error, an error page) leaves both empty.
 */
export async function consentPage(fetch: Fetch, params: Record<string, string>) {
  const response = await fetch(new Request(`${ORIGIN}/oidc/authorize?${new URLSearchParams(params)}`));
  const html = await response.text();
  const token = /name="consent" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const cookie = (response.headers.get('Set-Cookie') ?? '').split(';')[0]!;
  return { status: response.status, location: response.headers.get('Location') ?? '', token, cookie };
}

/** Posts a consent form with the headers a browser (or a forger) sends; the answer's status, Location, page. */
export async function postConsent(
  fetch: Fetch,
  form: Record<string, string>,
  headers: Record<string, string>,
) {
  const response = await fetch(
    new Request(`${ORIGIN}/oidc/authorize`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form).toString(),
    }),
  );
  return {
    status: response.status,
    location: response.headers.get('Location') ?? '',
    html: await response.text(),
  };
}

/** Opens the consent page, picks one demo identity and presses Continue (or Cancel); the redirect Location. */
export async function consent(
  fetch: Fetch,
  params: Record<string, string>,
  identity: string,
  decision = 'allow',
) {
  const page = await consentPage(fetch, params);
  if (!page.token) return { status: page.status, location: page.location };
  const { status, location } = await postConsent(
    fetch,
    { consent: page.token, identity, decision },
    { Origin: ORIGIN, Cookie: page.cookie },
  );
  return { status, location };
}

export async function redeem(fetch: Fetch, form: Record<string, string>) {
  const response = await fetch(
    new Request(`${ORIGIN}/oidc/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

/** A fresh ID token for a demo identity (idp-maya has an account, idp-ada and idp-grace do not). */
export async function idTokenFor(fetch: Fetch, identity: string): Promise<string> {
  const { verifier, challenge } = pkce();
  const { location } = await consent(fetch, authorizeParams(challenge), identity);
  const code = new URL(location).searchParams.get('code')!;
  const { body } = await redeem(fetch, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    client_id: CLIENT_ID,
    code_verifier: verifier,
  });
  return body.id_token!;
}

/** The locally created token of docs/product/03-entities.md §3.5, as the app makes it: an unsecured JWT. */
export function registrationToken(claims: Record<string, unknown>, lifetimeS = 24 * 3600, now = Date.now()) {
  const iat = Math.floor(now / 1000);
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, iat, exp: iat + lifetimeS })}.`;
}
