import { SAVED_SCREEN_PREFIX, savedKeys } from './saved-screen.ts';

/**
 * Saving a signed-in screen's markup (./saved-screen.ts says why and where): what it keeps, under which key,
 * and how the device's storage is shared between the screens. Loaded with the signed-in shell only.
 */

/** Marks an element the saved markup leaves out (the offline notice: it is the app's to say, later). */
const OMIT_ATTRIBUTE = 'data-saved-screen-omit';
/** At most this many screens are kept: the least recently saved go first. */
const MAX_SCREENS = 8;
/** A screen's markup larger than this (characters) is not saved: localStorage holds a few megabytes in all. */
const MAX_HTML = 600_000;

export interface SavedScreenScope {
  userId: string;
  orgId: string;
  env: string;
  /** a master's selected organization ('' for everyone else) */
  masterOrgId: string;
}

/**
 * The screens whose markup may be saved: those whose data the persisted query cache keeps too
 * (src/session/persisted-cache/policy.ts). Never the API keys, the payment configuration or the profile,
 * whose screens hold keys, provider credentials and notification settings.
 */
const SAVED_PATHS = [
  /^\/main\/dashboard\/?$/,
  /^\/main\/notification\/?$/,
  /^\/manage\/organization\/?$/,
  /^\/manage\/transactions(?:\/[^/]*)?\/?$/,
  /^\/manage\/payout(?:\/[^/]*)?\/?$/,
  /^\/main\/digest\/[^/]+\/?$/,
  /^\/manage\/onRampRequest\/?$/,
];

export const isSavedScreenPath = (pathname: string) => SAVED_PATHS.some((path) => path.test(pathname));

export interface SavedScreen {
  v: 1;
  /** the build that rendered it: another build's markup (class names, stylesheets) is never painted */
  build: string;
  savedAt: number;
  /** the content of #root */
  html: string;
  /** the same-origin stylesheets the screen used (its code's), which the page itself does not link */
  stylesheets: string[];
  /**
   * the build's modules the page had loaded (the screen's code, the shell's, the persisted cache's): fetched
   * with the entry at the next start instead of one after another as the router finds it needs them
   */
  modules: string[];
  /**
   * whether privacy mode masked its amounts (src/lib/privacy.ts): a screen saved with amounts is not painted at
   * a start that begins with amounts hidden (the boot script reads the same setting), so no amount flashes
   */
  amountsHidden?: boolean;
}

/** The key of one screen (the address is pathname + search, as `location` gives them). */
export function savedScreenKey(scope: SavedScreenScope, address: string): string {
  return SAVED_SCREEN_PREFIX + [scope.userId, scope.orgId, scope.env, scope.masterOrgId, address].join('|');
}

/** Attributes that name an element by id: renamed with it, so the saved copy never points into the app. */
const ID_REFERENCES = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns'];

/**
 * The markup of `root` as a saved screen: without what it must not keep (the offline notice, scripts,
 * passwords), and with every id renamed (the copy and the app's screen are in the page together for a moment).
 */
export function captureMarkup(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  copy.querySelectorAll(`[${OMIT_ATTRIBUTE}], script, template`).forEach((element) => element.remove());
  copy.querySelectorAll('input[type="password"]').forEach((field) => field.removeAttribute('value'));
  copy.querySelectorAll('[id]').forEach((element) => (element.id = `saved-${element.id}`));
  for (const name of ID_REFERENCES)
    copy.querySelectorAll(`[${name}]`).forEach((element) => {
      const ids = element.getAttribute(name)!.split(/\s+/).filter(Boolean);
      element.setAttribute(name, ids.map((id) => `saved-${id}`).join(' '));
    });
  return copy.innerHTML;
}

/**
 * The same-origin build stylesheets the screens' code added to the page, by path: not the page's own (marked
 * `data-page-stylesheet` by the build), which app.html links anyway, after the boot script has run. The build's
 * preload helper links them by absolute URL: read as written, none matched, and the saved screen painted
 * without its screen's styles, to be restyled (and shifted about) when the app's arrived.
 */
export function currentStylesheets(document: Document): string[] {
  const origin = document.location?.origin;
  const paths = [
    ...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([data-page-stylesheet])'),
  ]
    .map((link) => new URL(link.href))
    .filter((url) => url.origin === origin && /^\/assets\/[\w.-]+\.css$/.test(url.pathname))
    .map((url) => url.pathname);
  return [...new Set(paths)];
}

/** The build's modules this page has loaded so far (same origin, /assets/*.js). */
export function loadedModules(performance: Performance, origin: string): string[] {
  const modules = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === origin && /^\/assets\/[\w.-]+\.js$/.test(url.pathname))
    .map((url) => url.pathname);
  return [...new Set(modules)];
}

function savedAtOf(storage: Storage, key: string): number {
  // the record starts with its version, build and time: read without parsing the markup
  const match = /"savedAt":(\d+)/.exec(storage.getItem(key)?.slice(0, 400) ?? '');
  return match ? Number(match[1]) : 0;
}

/** Removes the least recently saved screens until at most `keep` are left. */
function evict(storage: Storage, keep: number): void {
  const byAge = savedKeys(storage).sort((a, b) => savedAtOf(storage, a) - savedAtOf(storage, b));
  for (const key of byAge.slice(0, Math.max(0, byAge.length - keep))) storage.removeItem(key);
}

/** Saves one screen; storage that is full or missing means no saved screen, never an error. */
export function saveScreen(
  storage: Storage,
  scope: SavedScreenScope,
  address: string,
  screen: SavedScreen,
): void {
  if (screen.html.length > MAX_HTML) return;
  const key = savedScreenKey(scope, address);
  const value = JSON.stringify(screen);
  try {
    storage.removeItem(key);
    evict(storage, MAX_SCREENS - 1);
    storage.setItem(key, value);
  } catch {
    // full (the rest of the origin's storage counts too): the other saved screens make room, once
    try {
      evict(storage, 0);
      storage.setItem(key, value);
    } catch {
      storage.removeItem(key);
    }
  }
}
