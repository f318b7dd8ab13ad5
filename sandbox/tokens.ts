import { SignJWT, jwtVerify } from 'jose';
import { randomUUID } from 'node:crypto';
import type { Db } from './db.ts';
import type { Keys } from './keys.ts';
import type { UserRow } from './users.ts';
import { grantStepUp } from './step-up/grants.ts';
import { permissionsFor } from './users.ts';

const ACCESS_TTL_S = 15 * 60;
const REFRESH_TTL_S = 30 * 24 * 3600;

export interface Tokens {
  access: { token: string; expires: string };
  refresh: { token: string; expires: string };
}

/** A signed pair not yet stored: rotation signs first (async), then stores in one synchronous transaction. */
export interface SignedTokens {
  tokens: Tokens;
  jti: string;
  sid: string;
  userId: string;
  refreshExpires: string;
}

/**
 * What a sign-in keeps across its refreshes (the refresh token family): when its refresh tokens stop working,
 * counted from the sign-in (`refreshExp`, Unix seconds; absent: a new sign-in, 30 days from now), and whether it
 * was a passkey's, which counts as both factors (an organization's two-step requirement does not send it to the
 * setup step, at sign-in or at refresh). Both ride in the refresh token's claims (`exp`, `amr`), signed, so a
 * rotation hands them on unchanged.
 */
export interface SignInFamily {
  refreshExp?: number;
  passkey?: boolean;
}

/**
 * Signs an RS256 access token (claims the app reads, docs/product/03-entities.md §3.5) and a refresh token.
 * Both carry `sid`, the sign-in they belong to (kept across refreshes: the refresh token family), so that
 * logout or a reused refresh token can end the access tokens too. A rotation passes the family on: the new
 * refresh token expires when the sign-in's first one did, and no access token outlives it.
 */
export async function signTokens(
  keys: Keys,
  user: UserRow,
  now: Date,
  sid: string,
  family: SignInFamily = {},
): Promise<SignedTokens> {
  const iat = Math.floor(now.getTime() / 1000);
  const refreshExp = family.refreshExp ?? iat + REFRESH_TTL_S;
  const accessExp = Math.min(iat + ACCESS_TTL_S, refreshExp);
  const access = await new SignJWT({
    sid,
    type: 'access',
    organizationId: user.current_org_id,
    defaultEnv: user.current_env,
    isAccepted: user.is_accepted === 1,
    mfa_status: user.mfa_status,
    isEmailVerified: user.is_email_verified === 1,
    role: user.role,
    permissions: permissionsFor(user),
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setSubject(user._id)
    .setIssuedAt(iat)
    .setExpirationTime(accessExp)
    .sign(keys.privateKey);
  const jti = randomUUID();
  const refresh = await new SignJWT({ type: 'refresh', sid, ...(family.passkey && { amr: ['passkey'] }) })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setSubject(user._id)
    .setJti(jti)
    .setIssuedAt(iat)
    .setExpirationTime(refreshExp)
    .sign(keys.privateKey);
  const refreshExpires = new Date(refreshExp * 1000).toISOString();
  return {
    tokens: {
      access: { token: access, expires: new Date(accessExp * 1000).toISOString() },
      refresh: { token: refresh, expires: refreshExpires },
    },
    jti,
    sid,
    userId: user._id,
    refreshExpires,
  };
}

/** Records a signed refresh token, so that it can be rotated once and revoked. */
export function storeRefresh(db: Db, signed: SignedTokens): void {
  db.prepare('INSERT INTO refresh_tokens (jti, user_id, expires_at, sid) VALUES (?, ?, ?, ?)').run(
    signed.jti,
    signed.userId,
    signed.refreshExpires,
    signed.sid,
  );
}

/**
 * A new sign-in: signed and stored. Signing in is a proof of identity: the sign-in starts with a step-up grant
 * (step-up/grants.ts), so acting right after it asks nothing more. `passkey`: the sign-in was a passkey's.
 */
export async function issueTokens(
  db: Db,
  keys: Keys,
  user: UserRow,
  now: Date,
  how: { passkey?: boolean } = {},
): Promise<Tokens> {
  const signed = await signTokens(keys, user, now, randomUUID(), { passkey: how.passkey });
  storeRefresh(db, signed);
  grantStepUp(db, { userId: user._id, sid: signed.sid }, now);
  return signed.tokens;
}

export interface VerifiedToken {
  sub: string;
  jti?: string;
  /** the sign-in this token belongs to (absent in tokens issued before sessions were tracked) */
  sid?: string;
  /** when it expires (Unix seconds) */
  exp: number;
  /** a refresh token of a passkey's sign-in (its `amr` claim names `passkey`) */
  passkey: boolean;
}

/**
 * Verifies signature (RS256 only), expiry against the sandbox clock, and the token type; null otherwise. `exp`
 * is required (jose accepts a token without one, which would never expire) and the `type` claim keeps refresh
 * and access tokens apart: neither is ever accepted as the other.
 */
export async function verifyToken(
  keys: Keys,
  token: string,
  type: 'access' | 'refresh',
  now: Date,
): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, {
      algorithms: ['RS256'],
      currentDate: now,
      requiredClaims: ['exp', 'sub'],
    });
    if (payload.type !== type || typeof payload.sub !== 'string') return null;
    const sid = typeof payload.sid === 'string' ? payload.sid : undefined;
    const passkey = Array.isArray(payload.amr) && payload.amr.includes('passkey');
    return { sub: payload.sub, jti: payload.jti, sid, exp: payload.exp!, passkey };
  } catch {
    return null;
  }
}

/** A refresh token's record: whose, until when, whether rotated out, and the sign-in it belongs to. */
export interface RefreshRow {
  jti: string;
  user_id: string;
  expires_at: string;
  revoked_at: string | null;
  sid: string | null;
}

export function findRefresh(db: Db, jti: string): RefreshRow | undefined {
  return db.prepare('SELECT * FROM refresh_tokens WHERE jti = ?').get(jti) as RefreshRow | undefined;
}

export function revokeRefresh(db: Db, jti: string, now: Date, replacedBy: string | null = null): void {
  db.prepare(
    'UPDATE refresh_tokens SET revoked_at = ?, replaced_by = ? WHERE jti = ? AND revoked_at IS NULL',
  ).run(now.toISOString(), replacedBy, jti);
}

/**
 * Ends one sign-in (a refresh token family): its refresh tokens are revoked and its access tokens refused from
 * now on. A reused refresh token means a copy exists somewhere, and nobody can tell which holder is the user.
 */
export function endFamily(db: Db, sid: string, now: Date): void {
  db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE sid = ? AND revoked_at IS NULL').run(
    now.toISOString(),
    sid,
  );
  endSession(db, sid, now);
}

/**
 * Ends every sign-in of a user but `keep` (their password changed: whoever knew the old one is signed out).
 * A sign-in whose access tokens may still be valid has an unexpired refresh token row, which names it.
 */
export function endSignInsOf(db: Db, userId: string, now: Date, keep?: string): void {
  const sids = db
    .prepare(
      'SELECT DISTINCT sid FROM refresh_tokens WHERE user_id = ? AND sid IS NOT NULL AND expires_at > ?',
    )
    .all(userId, now.toISOString()) as { sid: string }[];
  for (const { sid } of sids) if (sid !== keep) endFamily(db, sid, now);
  // tokens from before families were recorded carry no sid: at least their refresh tokens go
  db.prepare(
    'UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND sid IS NULL AND revoked_at IS NULL',
  ).run(now.toISOString(), userId);
}

/** Every refresh token of a user is revoked (tokens from before families were recorded have no sid). */
export function revokeAllRefresh(db: Db, userId: string, now: Date): void {
  db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(
    now.toISOString(),
    userId,
  );
}

/** Ends a sign-in (logout): its access tokens stop working at once, not only after they expire. */
export function endSession(db: Db, sid: string, now: Date): void {
  db.prepare('INSERT OR IGNORE INTO ended_sessions (sid, ended_at) VALUES (?, ?)').run(
    sid,
    now.toISOString(),
  );
}

/** True when the sign-in a token belongs to was ended by logout. */
export function sessionEnded(db: Db, sid: string | undefined): boolean {
  return sid !== undefined && db.prepare('SELECT 1 FROM ended_sessions WHERE sid = ?').get(sid) !== undefined;
}
