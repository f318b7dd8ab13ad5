// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CookieSession } from '../../src/session/cookie-session.ts';
import { clearSessionCookies, writeCookie } from '../../src/session/cookies.ts';
import { requireSession } from '../../src/session/guard.ts';
import { clearPendingMfa, readPendingMfa, savePendingMfa } from '../../src/session/pending-mfa.ts';
import type { AccessClaims } from '../../src/session/verify-token.ts';

const location = { href: '/manage/payout/64b000000000000000000001?showPayment=true' } as ParsedLocation;
const sessionWith = (claims: AccessClaims | null) => ({ claims: () => claims }) as CookieSession;

function outcome(session: CookieSession) {
  try {
    requireSession(session, location);
    return 'allowed';
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown;
    return thrown.options;
  }
}

afterEach(() => {
  clearSessionCookies();
  clearPendingMfa();
});

describe('requireSession, the guard of every signed-in route', () => {
  it('sends a visitor without a verified session to /?next=<where they were going>', () => {
    expect(outcome(sessionWith(null))).toMatchObject({ to: '/', search: { next: location.href } });
  });

  it('sends a pending MFA step back to /mfa: a typed protected URL cannot skip it', () => {
    savePendingMfa({
      id: '64b000000000000000000001',
      challenge: 'c'.repeat(43),
      mfaStatus: 'enabled',
      next: '/main/dashboard/',
    });
    expect(outcome(sessionWith(null))).toMatchObject({ to: '/mfa' });
  });

  it('makes the protected URL opened during a pending MFA step the place the step leads to', () => {
    savePendingMfa({ id: 'u1', challenge: 'c'.repeat(43), mfaStatus: 'enabled', next: '/main/dashboard/' });
    outcome(sessionWith(null));
    expect(readPendingMfa()).toMatchObject({ challenge: 'c'.repeat(43), next: location.href });
    // never somewhere a `next` could not go
    const hostile = { href: '//evil.example/path' } as ParsedLocation;
    expect(() => requireSession(sessionWith(null), hostile)).toThrow();
    expect(readPendingMfa()?.next).toBe('/main/dashboard/');
  });

  it('asks for the terms while isAccepted is not true', () => {
    writeCookie('isAccepted', 'false');
    expect(outcome(sessionWith({ isAccepted: false }))).toMatchObject({ to: '/terms' });
  });

  it('lets a verified session that accepted the terms through', () => {
    writeCookie('isAccepted', 'true');
    expect(outcome(sessionWith({ isAccepted: true }))).toBe('allowed');
  });
});
