/**

 * The app's own last rendered markup of a signed-in screen, saved on the device so that the next start paints
 * it before the app has loaded (scripts/vite/saved-screen.js, the first script of app.html). One mechanism for
 * every screen: what is painted is what the app rendered, never a second hand-written view.
 *
 * Saved per user, organization, environment and address in localStorage (the boot script reads it before
 * anything else has loaded), for as long as the persisted query cache may be restored; deleted when the
 * session ends (`clearSavedScreens`), and by the boot script at a start with no session in the cookies.
 * The boot script mirrors the key and the record; tests/app/saved-screen-script.test.ts fails when they differ.
 *
 * This module is what every start needs (painted or not, cleared, dismissed); saving one, which only the
 * signed-in shell does, is ./saved-screen-capture.ts, so that the sign-in page's first visit does not carry it.
 */

export const SAVED_SCREEN_PREFIX = 'bo-saved-screen:';
/** Earlier builds' saved balances (removed with the saved screens, so an update leaves nothing behind). */
const LEGACY_KEYS = ['bo-balances-snapshot'];
/** The element the boot script paints the markup into, before #root (which it hides meanwhile). */
const SAVED_SCREEN_ID = 'saved-screen';
/** The mark of the screen's first paint (the boot script's, else the app's), read by `npm run bench`. */
const SCREEN_VISIBLE_MARK = 'screen-visible';
/** The mark of the app's own first render of the screen's content (interactive from then on). */
const SCREEN_APP_MARK = 'screen-app';

/** The keys of every saved screen in `storage`. */
export function savedKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(SAVED_SCREEN_PREFIX)) keys.push(key);
  }
  return keys;
}

/** Removes every saved screen (the session ended, or cannot be resumed). */
export function clearSavedScreens(): void {
  try {
    for (const key of [...savedKeys(localStorage), ...LEGACY_KEYS]) localStorage.removeItem(key);
  } catch {
    // no storage: nothing was saved
  }
}

/** True while the page shows the saved screen the boot script painted. */
export function savedScreenShown(): boolean {
  return typeof document !== 'undefined' && document.getElementById(SAVED_SCREEN_ID) !== null;
}

/** The address the painted saved screen stands for, if one is painted. */
export function savedScreenAddress(): string | null {
  if (typeof document === 'undefined') return null;
  return document.getElementById(SAVED_SCREEN_ID)?.getAttribute('data-path') ?? null;
}

/** Removes the painted saved screen and shows the app's own (the two swap in one frame). */
export function dismissSavedScreen(): void {
  if (typeof document === 'undefined') return;
  document.getElementById(SAVED_SCREEN_ID)?.remove();
  document.documentElement.removeAttribute('data-saved-screen');
}

/**
 * Marks the app's own screen content on screen, once per page (the bench's figures). Where the saved screen of
 * this address painted first, the screen's first paint is that one: the boot script marks it at its paint
 * time, which the browser reports to it later than the app may take to commit its own (hundreds of
 * milliseconds late at 4× CPU).
 */
export function markScreenShown(savedScreenPaintedFirst: boolean): void {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByName !== 'function') return;
  const names = savedScreenPaintedFirst ? [SCREEN_APP_MARK] : [SCREEN_VISIBLE_MARK, SCREEN_APP_MARK];
  for (const name of names)
    if (performance.getEntriesByName(name, 'mark').length === 0) performance.mark(name);
}
