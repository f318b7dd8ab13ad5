/**
 * The MFA step between a correct password and a session: the user id, challenge and mfa_status the login
 * returned. The challenge is what ties the mfa/* calls to this login (single-use, 10 minutes); it lives in
 * sessionStorage — this tab only, gone with it, never sent by the browser on its own as a cookie would be, and
 * never in IndexedDB or localStorage — which lets the guard send a reload or a typed protected URL back to the
 * MFA step instead of past it.
 */
export interface PendingMfa {
  id: string;
  /** the login's opaque MFA challenge, required beside `id` by mfa/set, mfa/skip and verify-otp */
  challenge: string;
  mfaStatus: 'enabled' | 'not-initiated' | 'skipped' | 'disabled';
  /** where to go once the step is done (already checked by safeNextPath) */
  next: string;
}

const KEY = 'auth.pendingMfa';

export function savePendingMfa(pending: PendingMfa): void {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

export function readPendingMfa(): PendingMfa | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingMfa | null;
    return value &&
      typeof value.id === 'string' &&
      typeof value.challenge === 'string' &&
      typeof value.next === 'string'
      ? value
      : null;
  } catch {
    return null;
  }
}

export function clearPendingMfa(): void {
  sessionStorage.removeItem(KEY);
}
