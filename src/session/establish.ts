import type { TokenPair } from '../api/session-port.ts';
import type { CookieSession } from './cookie-session.ts';
import { readCookie, writeCookie } from './cookies.ts';
import { isMasterClaims } from './current-user.ts';
import { clearPendingMfa } from './pending-mfa.ts';
import { scopeStore } from './scope.ts';

/**
 * Completes a sign-in with a freshly received pair (login, MFA, registration, external provider): verified
 * first — `acceptTokens` throws 'JWT verification failed - invalid token signature' and stores nothing —, then
 * orgID, env, isAccepted (and a master's selectedMasterOrgId) written from the verified claims.
 */
export async function establishSession(session: CookieSession, tokens: TokenPair): Promise<void> {
  await session.acceptTokens(tokens);
  const claims = session.claims()!;
  // the scope cookies live as long as the refresh token, so a reopened browser finds the same scope
  const until = new Date(tokens.refresh.expires);
  writeCookie('orgID', claims.organizationId ?? '', until);
  writeCookie('env', claims.defaultEnv === 'live' ? 'live' : 'test', until);
  writeCookie('isAccepted', claims.isAccepted === true ? 'true' : 'false', until);
  if (isMasterClaims(claims)) writeCookie('selectedMasterOrgId', '', until);
  clearPendingMfa();
  scopeStore.reload();
}

/**
 * True while a signed-in user still has to accept the terms (docs/product/06-roles.md §6.3: tracked by
 * isAccepted).
 */
export function termsPending(): boolean {
  return readCookie('isAccepted') !== 'true';
}
