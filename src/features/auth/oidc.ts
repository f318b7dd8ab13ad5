import { discoverOidc, exchangeOidcCode } from '../../api/oidc.ts';
import type { RoutePath } from '../../lib/menu.ts';
import type { OidcSettings } from '../../session/context.tsx';
import { defaultOrganizationName } from './model.ts';

/** The app's redirect URI at the issuer (a route of this app). */
const OIDC_CALLBACK_PATH = '/oidc-callback' satisfies RoutePath;
const KEY = 'auth.oidc';

/** What survives the round trip to the issuer. Not session tokens; removed as soon as the callback reads them. */
interface OidcRoundTrip {
  verifier: string;
  state: string;
  nonce: string;
  next: string;
  tokenEndpoint: string;
}

function randomString(bytes = 32): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...raw))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

async function s256(verifier: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Starts the authorization-code flow with PKCE (S256): remembers verifier, state and nonce, leaves for the issuer. */
export async function startOidc(settings: OidcSettings, next: string): Promise<void> {
  const endpoints = await discoverOidc(settings.issuer);
  const trip: OidcRoundTrip = {
    verifier: randomString(),
    state: randomString(16),
    nonce: randomString(16),
    next,
    tokenEndpoint: endpoints.tokenEndpoint,
  };
  sessionStorage.setItem(KEY, JSON.stringify(trip));
  const url = new URL(endpoints.authorizationEndpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: `${window.location.origin}${OIDC_CALLBACK_PATH}`,
    scope: 'openid email profile',
    state: trip.state,
    nonce: trip.nonce,
    code_challenge: await s256(trip.verifier),
    code_challenge_method: 'S256',
  }).toString();
  window.location.assign(url.href);
}

/** Reads and removes the round-trip data at once: a callback URL replayed later finds nothing. */
function takeRoundTrip(): OidcRoundTrip | null {
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  try {
    return raw ? (JSON.parse(raw) as OidcRoundTrip) : null;
  } catch {
    return null;
  }
}

/** Why a sign-in through the identity provider did not finish, for the callback screen to say in words. */
export type OidcFailureReason = 'linkExpired' | 'cancelled' | 'refused' | 'wrongAnswer' | 'notConfigured';

/**
 * A sign-in through the identity provider that did not finish. The reason, not a sentence: the callback screen
 * words it (this module is also the sign-in page's, which does not load the callback screen's words).
 */
export class OidcFailure extends Error {
  constructor(readonly reason: OidcFailureReason) {
    super(reason);
    this.name = 'OidcFailure';
  }
}

export interface CallbackParams {
  code?: string;
  state?: string;
  error?: string;
}

/** The issuer came back: checks state, redeems the code with the verifier, checks the nonce; the ID token and `next`. */
export async function finishOidc(
  settings: OidcSettings,
  params: CallbackParams,
): Promise<{ idToken: string; next: string }> {
  const trip = takeRoundTrip();
  if (!trip || !params.state || params.state !== trip.state) throw new OidcFailure('linkExpired');
  if (params.error || !params.code)
    throw new OidcFailure(params.error === 'access_denied' ? 'cancelled' : 'refused');
  const idToken = await exchangeOidcCode({
    tokenEndpoint: trip.tokenEndpoint,
    code: params.code,
    redirectUri: `${window.location.origin}${OIDC_CALLBACK_PATH}`,
    clientId: settings.clientId,
    codeVerifier: trip.verifier,
  });
  // jose comes with the callback, never with the sign-in screen (it only starts the flow)
  const { decodeJwt } = await import('./jwt-decode.ts');
  if (decodeJwt(idToken).nonce !== trip.nonce) throw new OidcFailure('wrongAnswer');
  return { idToken, next: trip.next };
}

/**
 * The locally created token of docs/product/03-entities.md §3.5 for a new identity: email, name and
 * organizationName (default "<name>'s organization"), valid 1 day. Unsigned — the provider trusts it only
 * with the verified ID token.
 */
export async function registrationTokenFor(idToken: string): Promise<string> {
  const { decodeJwt, UnsecuredJWT } = await import('./jwt-decode.ts');
  const claims = decodeJwt(idToken);
  const email = String(claims.email ?? '');
  const name =
    typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : email.split('@')[0]!;
  return new UnsecuredJWT({ email, name, organizationName: defaultOrganizationName(name) })
    .setIssuedAt()
    .setExpirationTime('1d')
    .encode();
}
