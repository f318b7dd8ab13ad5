/**
 * The MFA step between a correct password and a session: the user id and mfa_status the login returned.
 * Not a token (it grants nothing without a one-time password), so it may live in sessionStorage, which lets
 * the guard send a reload or a typed protected URL back to the MFA step instead of past it.
 */
export interface PendingMfa {
  id: string;
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
    return value && typeof value.id === 'string' && typeof value.next === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function clearPendingMfa(): void {
  sessionStorage.removeItem(KEY);
}
