import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { CookieSession } from './cookie-session.ts';
import { termsPending } from './establish.ts';
import { readPendingMfa } from './pending-mfa.ts';

/**
 * The guard of every signed-in route (`/_app`): without a verified session → the MFA step when one is
 * pending (a typed protected URL cannot skip it), else `/?next=<where the user was going>`; with a session
 * whose terms are not accepted → the terms step.
 */
export function requireSession(session: CookieSession, location: ParsedLocation): void {
  if (!session.claims()) {
    if (readPendingMfa()) throw redirect({ to: '/mfa' });
    throw redirect({ to: '/', search: { next: location.href } });
  }
  if (termsPending()) throw redirect({ to: '/terms', search: { next: location.href } });
}
