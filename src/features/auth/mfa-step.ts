import { isApiError } from '../../api/errors.ts';
import { clearPendingMfa } from '../../session/pending-mfa.ts';

/**
 * Runs an mfa/* call. A 401 means this MFA step is over (expired, used, or void after too many wrong codes):
 * the pending step is forgotten, so the guard stops sending the user back to it and signing in again works.
 */
export async function withinMfaStep<T>(call: Promise<T>, onEnded?: () => void): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      clearPendingMfa();
      onEnded?.();
    }
    throw error;
  }
}
