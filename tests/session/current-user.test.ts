// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { CookieSession } from '../../src/session/cookie-session.ts';
import { SessionProvider } from '../../src/session/context.tsx';
import { currentUserOf, isMasterClaims, useCurrentUser } from '../../src/session/current-user.ts';
import type { AccessClaims } from '../../src/session/verify-token.ts';

describe('currentUserOf: who, which role, master or not, from the verified claims alone', () => {
  it('makes a master of the master role claim', () => {
    expect(currentUserOf({ sub: 'u1', role: 'master' })).toEqual({
      id: 'u1',
      role: 'master',
      isMaster: true,
    });
  });

  it('makes no master of any other role, nor of a missing one', () => {
    expect(currentUserOf({ sub: 'u2', role: 'user' })).toEqual({ id: 'u2', role: 'user', isMaster: false });
    expect(currentUserOf({ sub: 'u3' })).toEqual({ id: 'u3', role: null, isMaster: false });
    // the claim is compared exactly: a look-alike is not the role the provider enforces
    expect(isMasterClaims({ role: 'MASTER' })).toBe(false);
    expect(isMasterClaims({ role: 'master ' })).toBe(false);
  });

  it('answers signed out with no id and no role', () => {
    expect(currentUserOf(null)).toEqual({ id: '', role: null, isMaster: false });
    expect(isMasterClaims(undefined)).toBe(false);
  });
});

describe('useCurrentUser', () => {
  function render(claims: AccessClaims | null) {
    const session = { claims: () => claims } as unknown as CookieSession;
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(SessionProvider, { session, endSession: () => Promise.resolve(), oidc: null, children });
    return renderHook(() => useCurrentUser(), { wrapper }).result.current;
  }

  it("reads the session's verified claims", () => {
    expect(render({ sub: 'm1', role: 'master' })).toEqual({ id: 'm1', role: 'master', isMaster: true });
    expect(render(null)).toEqual({ id: '', role: null, isMaster: false });
  });
});
