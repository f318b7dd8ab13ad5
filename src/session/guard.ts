import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { CookieSession } from './cookie-session.ts';
import { termsPending } from './establish.ts';
import { safeNextPath } from './next-path.ts';
import { readPendingMfa, savePendingMfa } from './pending-mfa.ts';

/**
 * The guard of every signed-in route (`/_app`): without a verified session → the MFA step when one is
 * pending (a typed protected URL cannot skip it, but becomes where the step leads: a link or a share opened
 * meanwhile is not lost), else `/?next=<where the user was going>`; with a session whose terms are not
 * accepted → the terms step.
 */
export function requireSession(session: CookieSession, location: ParsedLocation): void {
  if (!session.claims()) {
    const pending = readPendingMfa();
    if (pending) {
      // the router matched it under the signed-in layout, so it is a route; still checked like any `next`
      savePendingMfa({ ...pending, next: safeNextPath(location.href, () => true) });
      throw redirect({ to: '/mfa' });
    }
    throw redirect({ to: '/', search: { next: location.href } });
  }
  if (termsPending()) throw redirect({ to: '/terms', search: { next: location.href } });
}
