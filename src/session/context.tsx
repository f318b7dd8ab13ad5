import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { CookieSession } from './cookie-session.ts';
import type { EndSession } from './end-session.ts';
import { sessionScope, useScope, type SessionScope } from './scope.ts';

/** The external identity provider (OpenID Connect) the login page offers, from /config.json. */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  /** the name on the button ("Continue with …") */
  name: string;
}

interface SessionContextValue {
  session: CookieSession;
  /** the one way a session ends (logout, refused refresh, expiry) */
  endSession: EndSession;
  oidc: OidcSettings | null;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/** Makes the one cookie session (and the sign-in settings) available to features. */
export function SessionProvider({ children, ...value }: SessionContextValue & { children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

function useSessionContext(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}

/** The cookie session (tokens, verified claims). */
export function useSession(): CookieSession {
  return useSessionContext().session;
}

/** Ends the session: cookies, query cache (memory and persisted), pending MFA step, scope. */
export function useEndSession(): EndSession {
  return useSessionContext().endSession;
}

/**
 * The signed-in user's id ('' when signed out), for the keys of user-specific data: a query cached for one
 * user is never another user's answer, even if it outlived the end of that user's session.
 */
export function useUserId(): string {
  return useSessionContext().session.claims()?.sub ?? '';
}

/**
 * The signed-in user's scope (user id, organization, environment, master selection), live: for the shell's
 * widgets, which outlive the screens. A route's loader and component read `context.scope` instead.
 */
export function useSessionScope(): SessionScope {
  const userId = useUserId();
  const scope = useScope();
  return useMemo(() => sessionScope(userId, scope), [userId, scope]);
}

/** The configured external identity provider, or null when none is configured. */
export function useOidcSettings(): OidcSettings | null {
  return useSessionContext().oidc;
}
