import { translate } from '../i18n/translate.ts';
import { sessionMessages } from './messages/index.ts';

/**
 * The exact message a login shows when a received token does not verify (docs/product/05-validation.md §5.1),
 * in the language spoken now.
 */
export function jwtVerificationFailedMessage(): string {
  return translate(sessionMessages, 'jwtVerificationFailed');
}

const PUBLIC_KEY_HEADER = '-----BEGIN PUBLIC KEY-----';
const PUBLIC_KEY_FOOTER = '-----END PUBLIC KEY-----';

/** Claims the app relies on (docs/product/03-entities.md §3.5 decoded access token). */
export interface AccessClaims {
  sub?: string;
  /** the provider's token type claim: 'access' or 'refresh' (openapi/provider.yaml, bearerAuth) */
  type?: string;
  organizationId?: string | null;
  defaultEnv?: string;
  isAccepted?: boolean;
  mfa_status?: string;
  isEmailVerified?: boolean;
  role?: string;
  permissions?: string[];
  exp?: number;
}

export type TokenType = 'access' | 'refresh';

/** The configured RS256 public key, imported with WebCrypto (no token library needed to hold it). */
export type VerificationKey = CryptoKey;

type Verifier = typeof import('./jwt-verify.ts');
let verifier: Promise<Verifier> | null = null;

/**
 * The verifier is loaded when a token first has to be verified, not with the app: the sign-in screen of a
 * first visit has no token to check, so it does not download it.
 */
function loadVerifier(): Promise<Verifier> {
  verifier ??= import('./jwt-verify.ts').catch((error: unknown) => {
    verifier = null; // a failed chunk download (offline) may succeed on the next token
    throw error;
  });
  return verifier;
}

function spkiBytes(pem: string): Uint8Array<ArrayBuffer> {
  const body = pem.slice(
    pem.indexOf(PUBLIC_KEY_HEADER) + PUBLIC_KEY_HEADER.length,
    pem.indexOf(PUBLIC_KEY_FOOTER),
  );
  return Uint8Array.from(atob(body.replace(/\s+/g, '')), (char) => char.charCodeAt(0));
}

/**
 * Imports the configured public key (base64 of a PEM that must hold the SPKI public key header). Returns
 * null with the diagnostic log lines of docs/product/08-errors.md §8.3 when it is missing or malformed.
 */
export async function importTokenKey(base64Pem: string | undefined): Promise<VerificationKey | null> {
  if (!base64Pem) {
    console.error('JWT public key not configured');
    return null;
  }
  let pem: string;
  try {
    pem = atob(base64Pem.trim());
  } catch {
    console.error('Invalid public key format: not base64');
    return null;
  }
  if (!pem.includes(PUBLIC_KEY_HEADER) || !pem.includes(PUBLIC_KEY_FOOTER)) {
    console.error('Invalid public key format: missing public key header');
    return null;
  }
  try {
    return await crypto.subtle.importKey(
      'spki',
      spkiBytes(pem),
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      false,
      ['verify'],
    );
  } catch {
    console.error('Invalid public key format: not an RS256 public key');
    return null;
  }
}

/**
 * Verifies a token with RS256 only, requiring `exp` (a token that never expires is refused) and the token
 * type claim, so a refresh token is never taken for an access token. The decoded payload, or null (logged).
 */
export async function verifyToken(
  token: string,
  key: VerificationKey | null,
  type: TokenType = 'access',
): Promise<AccessClaims | null> {
  if (!key || typeof token !== 'string' || token.length > 16_384) return null;
  try {
    const { verifyRs256 } = await loadVerifier();
    const payload = (await verifyRs256(token, key, ['exp', 'sub'])) as AccessClaims;
    if (payload.type !== type) throw new Error(`not an ${type} token`);
    return payload;
  } catch (error) {
    console.error('JWT verification failed', error instanceof Error ? error.message : error);
    return null;
  }
}
