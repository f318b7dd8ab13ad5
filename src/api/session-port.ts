/** A token pair as the provider returns it (docs/product/03-entities.md §3.5 token response). */
export interface TokenPair {
  access: { token: string; expires: string };
  refresh: { token: string; expires: string };
}

/**
 * The two-step verification setup an organization requires of this user, as a token refresh answered it instead
 * of tokens (issue 46): the MFA step a login gives (`id`, `challenge`, the user's mfa_status). The refreshed
 * sign-in is over; the setup step is the way back in.
 */
export interface RequiredMfaStep {
  id: string;
  challenge: string;
  mfaStatus: 'enabled' | 'not-initiated' | 'skipped' | 'disabled';
}

/**
 * What the HTTP layer needs from the session, injected by the composition root so that `api/` never
 * reaches into cookies or the router itself (and tests can drive it with plain objects).
 */
export interface SessionPort {
  /** the current access token, or null when signed out */
  accessToken(): string | null;
  /** the current refresh token, or null when there is none */
  refreshToken(): string | null;
  /** verifies a freshly received pair and stores it; rejects (storing nothing) when it is not acceptable */
  acceptTokens(tokens: TokenPair): Promise<void>;
  /**
   * the pair as the browser stores it right now, read past any per-tab cache: another tab of this browser
   * (the cookies are shared) may have just replaced it
   */
  readStoredTokens(): Promise<{ access: string | null; refresh: string | null }>;
  /** takes an access token another tab stored as this session's, after verifying it; false when it does not */
  adoptAccessToken(token: string): Promise<boolean>;
  /** for a master user, the selected master organization id ('' = all organizations); otherwise null */
  masterOrgId(): string | null;
  /**
   * the session is over: clear every session cookie and go to the login page `/`; or, with the setup step an
   * organization now requires (a refresh's answer), to that step
   */
  expire(mfaStep?: RequiredMfaStep): void;
}
