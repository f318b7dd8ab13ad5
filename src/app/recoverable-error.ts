/**
 * The root's `onRecoverableError`: React's report of an error it recovered from by rendering the root again,
 * synchronously. The page's first screen renders at deferred priority (src/routes/_app.tsx), so a screen whose
 * data failed throws inside that concurrent render; React renders again at once and the screen's own error view
 * shows, with its message and Try again. Nothing is lost for the user, so it is a warning with its cause, not the
 * uncaught error React reports by default (`reportError`).
 */
export function warnRecoverableError(error: unknown): void {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  console.warn('React recovered from an error by rendering again:', cause);
}
