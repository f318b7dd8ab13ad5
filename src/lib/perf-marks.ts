/**
 * Names of the performance marks the app sets for `npm run bench` to read (bench/figures). One place, so a
 * renamed mark fails the typecheck of the figure that waits for it rather than timing out a run.
 */

/** The code of every menu entry's screen has loaded (src/shell/use-preload-nav-code.ts). */
export const NAV_CODE_LOADED_MARK = 'nav-code-loaded';
