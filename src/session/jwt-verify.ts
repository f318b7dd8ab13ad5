/**
 * RS256 token verification with the browser's WebCrypto, no token library: the signature over the first two
 * parts with the configured key, then the time claims as jose checked them (`exp` required and in the future,
 * `nbf` if present not in the future, `iat` if present a number). Loaded by verify-token.ts when a token
 * first has to be verified, so a sign-in screen without a token does not download it. Every refusal throws
 * with a reason the caller logs.
 */
import { base64UrlBytes } from '../lib/base64url.ts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function jsonObject(part: string): Record<string, unknown> {
  const value: unknown = JSON.parse(decoder.decode(base64UrlBytes(part)));
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Error('a token part is not a JSON object');
  return value as Record<string, unknown>;
}

/** The payload of an RS256 token whose signature verifies with `key` and whose time claims hold at `now`. */
export async function verifyRs256(
  token: string,
  key: CryptoKey,
  requiredClaims: readonly string[],
  now = Math.floor(Date.now() / 1000),
): Promise<Record<string, unknown>> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new Error('not a signed token (three parts)');
  const [header, payload, signature] = parts as [string, string, string];
  const { alg, crit, b64 } = jsonObject(header);
  if (alg !== 'RS256') throw new Error(`the algorithm ${String(alg)} is not accepted`);
  // extensions this verifier does not implement: refused, as the JWS specification requires for `crit`
  if (crit !== undefined || b64 !== undefined) throw new Error('an unsupported header parameter');
  const signed = encoder.encode(`${header}.${payload}`);
  if (!(await crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, base64UrlBytes(signature), signed)))
    throw new Error('RS256 signature verification failed');
  const claims = jsonObject(payload);
  for (const name of requiredClaims)
    if (claims[name] === undefined) throw new Error(`the ${name} claim is missing`);
  const { exp, nbf, iat } = claims;
  if (typeof exp !== 'number' || exp <= now) throw new Error('the token has expired');
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now))
    throw new Error('the token is not valid yet');
  if (iat !== undefined && typeof iat !== 'number') throw new Error('the iat claim is not a number');
  return claims;
}
