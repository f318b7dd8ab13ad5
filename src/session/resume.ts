import type { ApiClient } from '../api/client.ts';
import { isApiError } from '../api/errors.ts';
import type { CookieSession } from './cookie-session.ts';
import { forgetEndedSession, type EndSession } from './end-session.ts';

/**
 * At start: the access token in the cookie verifies → signed in. Otherwise (expired after 15 minutes, or
 * tampered) the refresh token, when there is one, gets one chance — its new pair is verified like any other;
 * only a definite refusal clears the session cookies. Offline, or when the provider gives no clear answer
 * (a 503, a proxy's page), the cookies are kept for the next attempt. A refused session ends the one way
 * every session ends (nothing is shown yet, so there is nowhere to navigate from); one the provider ended with
 * the two-step setup an organization requires goes on to that step.
 */
export async function resumeSession(
  session: CookieSession,
  api: ApiClient,
  endSession: EndSession,
): Promise<void> {
  if (await session.restore()) return;
  if (!session.refreshToken()) {
    // a stray or tampered access token without a way to renew it is worth nothing
    if (session.accessToken()) session.end();
    // nothing of a session that cannot be resumed stays on the device (not waited for: see forgetEndedSession)
    void forgetEndedSession();
    return;
  }
  let refreshed;
  try {
    refreshed = await api.refreshTokens();
  } catch (error) {
    // an ApiError here is a refresh without a definite answer: keep the cookies; anything else is a bug
    if (isApiError(error)) return;
    throw error;
  }
  if (refreshed.outcome === 'refused') await endSession();
  // an organization now requires two-step verification of this user (issue 46): the setup step, then back here
  else if (refreshed.outcome === 'mfaRequired') await endSession({ to: '/mfa', mfaStep: refreshed.step });
}
