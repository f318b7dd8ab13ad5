import { useSession } from './context.tsx';
import type { AccessClaims } from './verify-token.ts';

/** The role claim that makes a platform operator (docs/product/06-roles.md §6.1: sees every organization). */
const MASTER_ROLE = 'master';

/** Who is signed in, as far as the app may trust it. */
export interface CurrentUser {
  /** the token's subject; '' when signed out */
  id: string;
  /** the role claim of the verified access token, or null */
  role: string | null;
  isMaster: boolean;
}

/**
 * The one rule for "master or not": the verified access token's role claim. The token is what the provider
 * enforces, so a profile (or a cookie) saying otherwise never widens or narrows what the app offers.
 */
export function isMasterClaims(claims: Pick<AccessClaims, 'role'> | null | undefined): boolean {
  return claims?.role === MASTER_ROLE;
}

/** The current user from the verified claims alone (pure: the hook below and tests use it). */
export function currentUserOf(claims: AccessClaims | null): CurrentUser {
  return { id: claims?.sub ?? '', role: claims?.role ?? null, isMaster: isMasterClaims(claims) };
}

/** Who is signed in, which role, master or not: the answer every screen and the shell share. */
export function useCurrentUser(): CurrentUser {
  return currentUserOf(useSession().claims());
}
