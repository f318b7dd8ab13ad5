import type { ParsedLocation } from '@tanstack/react-router';
import type { CookieSession } from './cookie-session.ts';

/**
 * The guard of every signed-in route (`/_app`). The sign-in issue makes it redirect to `/?next=…` without
 * a verified session, to the MFA step or the terms while those are pending.
 */
export function requireSession(_session: CookieSession, _location: ParsedLocation): void {}
