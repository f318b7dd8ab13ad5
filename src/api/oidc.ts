import { translate } from '../i18n/translate.ts';
import { ApiError, networkError } from './errors.ts';
import { apiMessages } from './messages/index.ts';

/** The two endpoints of an OpenID Connect issuer the app uses (from its discovery document). */
export interface OidcEndpoints {
  authorizationEndpoint: string;
  tokenEndpoint: string;
}

async function send(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    throw networkError();
  }
}

/** Reads `<issuer>/.well-known/openid-configuration`; throws ApiError when it is unreachable or unusable. */
export async function discoverOidc(issuer: string, signal?: AbortSignal): Promise<OidcEndpoints> {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const response = await send(new Request(url, { signal, headers: { Accept: 'application/json' } }));
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const { authorization_endpoint: authorize, token_endpoint: token } = body ?? {};
  if (!response.ok || typeof authorize !== 'string' || typeof token !== 'string')
    throw new ApiError(() => translate(apiMessages, 'identityProviderUnavailable'), response.status);
  return { authorizationEndpoint: authorize, tokenEndpoint: token };
}

export interface CodeExchange {
  tokenEndpoint: string;
  code: string;
  redirectUri: string;
  clientId: string;
  codeVerifier: string;
}

/**
 * The authorization-code exchange of a public client (PKCE, no secret): returns the ID token. The provider
 * API verifies that token; the app never trusts its claims for anything but the registration form.
 */
export async function exchangeOidcCode(exchange: CodeExchange, signal?: AbortSignal): Promise<string> {
  const response = await send(
    new Request(exchange.tokenEndpoint, {
      method: 'POST',
      signal,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: exchange.code,
        redirect_uri: exchange.redirectUri,
        client_id: exchange.clientId,
        code_verifier: exchange.codeVerifier,
      }).toString(),
    }),
  );
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || typeof body?.id_token !== 'string') {
    // the issuer's own words when it gave any (shown as sent), within the app's sentence
    const detail = typeof body?.error_description === 'string' ? body.error_description : null;
    throw new ApiError(
      () =>
        detail === null
          ? translate(apiMessages, 'identityProviderRefusedPlain')
          : translate(apiMessages, 'identityProviderRefused', { detail }),
      response.status,
    );
  }
  return body.id_token;
}
