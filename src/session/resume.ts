import type { ApiClient } from '../api/client.ts';
import type { CookieSession } from './cookie-session.ts';

/**
 * At start: the access token in the cookie verifies → signed in. Otherwise (expired after 15 minutes, or
 * tampered) the refresh token, when there is one, gets one chance — its new pair is verified like any other;
 * a refused refresh clears the session cookies. Offline, the cookies are kept for the next start.
 */
export async function resumeSession(session: CookieSession, api: ApiClient): Promise<void> {
  if (await session.restore()) return;
  const refreshToken = session.refreshToken();
  if (!refreshToken) {
    // a stray or tampered access token without a way to renew it is worth nothing
    if (session.accessToken()) session.end();
    return;
  }
  try {
    const { data } = await api.POST('/v1/auth/refresh-tokens', { body: { refreshToken } });
    await session.acceptTokens(data!);
  } catch (error) {
    const offline = error instanceof Error && 'status' in error && error.status === undefined;
    if (!offline) session.end();
  }
}
