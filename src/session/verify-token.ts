import { importSPKI, jwtVerify, type KeyObject } from 'jose';

/** The exact message a login shows when a received token does not verify (SPEC §5). */
export const JWT_VERIFICATION_FAILED = 'JWT verification failed - invalid token signature';

const PUBLIC_KEY_HEADER = '-----BEGIN PUBLIC KEY-----';

/** Claims the app relies on (SPEC §3 decoded access token). */
export interface AccessClaims {
  sub?: string;
  organizationId?: string | null;
  defaultEnv?: string;
  isAccepted?: boolean;
  mfa_status?: string;
  isEmailVerified?: boolean;
  role?: string;
  permissions?: string[];
  exp?: number;
}

export type VerificationKey = CryptoKey | KeyObject;

/**
 * Imports the configured public key (base64 of a PEM that must hold the SPKI public key header). Returns
 * null with the diagnostic log lines of SPEC §8 when it is missing or malformed.
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
  if (!pem.includes(PUBLIC_KEY_HEADER)) {
    console.error('Invalid public key format: missing public key header');
    return null;
  }
  try {
    return await importSPKI(pem, 'RS256');
  } catch {
    console.error('Invalid public key format: not an RS256 public key');
    return null;
  }
}

/** Verifies a token with RS256 only; the decoded payload, or null (logged) when it does not verify. */
export async function verifyToken(token: string, key: VerificationKey | null): Promise<AccessClaims | null> {
  if (!key || typeof token !== 'string' || token.length > 16_384) return null;
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['RS256'] });
    return payload as AccessClaims;
  } catch (error) {
    console.error('JWT verification failed', error instanceof Error ? error.message : error);
    return null;
  }
}
