/**
 * Logs the user out (SPEC §2, §3, §8). The sign-in issue implements it: POST /v1/auth/logout with the refresh
 * token, toast 'Logout successful', every session cookie and the persisted cache removed, then navigation.
 */
export function useLogout(): () => Promise<void> {
  return async () => {};
}
