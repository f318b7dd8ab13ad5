import { createContext, useContext, type ReactNode } from 'react';
import type { CookieSession } from './cookie-session.ts';

/** The external identity provider (OpenID Connect) the login page offers, from /config.json. */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  /** the name on the button ("Continue with …") */
  name: string;
}

interface SessionContextValue {
  session: CookieSession;
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

/** The configured external identity provider, or null when none is configured. */
export function useOidcSettings(): OidcSettings | null {
  return useSessionContext().oidc;
}
