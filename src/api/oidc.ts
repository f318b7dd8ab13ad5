import { ApiError, NETWORK_ERROR_MESSAGE } from './errors.ts';

/** The two endpoints of an OpenID Connect issuer the app uses (from its discovery document). */
export interface OidcEndpoints {
  authorizationEndpoint: string;
  tokenEndpoint: string;
}

async function send(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE);
  }
}

/** Reads `<issuer>/.well-known/openid-configuration`; throws ApiError when it is unreachable or unusable. */
export async function discoverOidc(issuer: string, signal?: AbortSignal): Promise<OidcEndpoints> {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const response = await send(new Request(url, { signal, headers: { Accept: 'application/json' } }));
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const { authorization_endpoint: authorize, token_endpoint: token } = body ?? {};
  if (!response.ok || typeof authorize !== 'string' || typeof token !== 'string')
    throw new ApiError('The identity provider is not available', response.status);
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
    const detail = typeof body?.error_description === 'string' ? body.error_description : 'sign-in failed';
    throw new ApiError(`The identity provider refused the sign-in: ${detail}`, response.status);
  }
  return body.id_token;
}
