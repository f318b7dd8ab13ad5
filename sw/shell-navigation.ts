import { matchPrecache } from 'workbox-precaching';
import type { RouteHandlerCallback } from 'workbox-core/types.js';
import { brandKeyForHost, type BrandHostRule } from '../src/shared/brands.ts';

/** The lists the build writes for the server (scripts/vite/preload-route.ts, prerender-sign-in.ts). */
const SIGN_IN_PATHS_URL = '/sign-in-paths.json';
const SIGN_IN_PAGES_URL = '/sign-in-pages.json';

/** Which page answers which request, as sandbox/web-server.ts decides it. */
export interface ShellPages {
  /** the sign-in screens' paths, which get the brand's prerendered page */
  signInPaths: string[];
  /** host rules (first match wins) and the page of each brand */
  hostRules: BrandHostRule[];
  pages: Record<string, string>;
}

/**
 * The page of the shell for a navigation, mirroring the server: a sign-in screen gets the prerendered page of
 * the host's brand (index.html, index.<brand>.html), any other path the plain app.html, whose brand applies at
 * runtime (its boot script paints the screen of that address as the app last rendered it). A build
 * without the lists (or a path the lists do not name) falls back to index.html, which is correct everywhere:
 * its guard script hides a prerendered screen where it does not belong.
 */
export function shellPageFor(url: URL, shell: ShellPages | null): string {
  if (!shell) return 'index.html';
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (!shell.signInPaths.includes(path)) return 'app.html';
  return shell.pages[brandKeyForHost(url.hostname, shell.hostRules)] ?? 'index.html';
}

type PrecacheLookup = (url: string) => Promise<Response | undefined>;

async function readShellPages(lookup: PrecacheLookup): Promise<ShellPages | null> {
  try {
    const [paths, pages] = await Promise.all([lookup(SIGN_IN_PATHS_URL), lookup(SIGN_IN_PAGES_URL)]);
    if (!paths || !pages) return null;
    const signInPaths = (await paths.json()) as string[];
    const { hostRules, pages: byBrand } = (await pages.json()) as Omit<ShellPages, 'signInPaths'>;
    return { signInPaths, hostRules, pages: byBrand };
  } catch {
    return null;
  }
}

/**
 * Answers a navigation with the precached shell (the app routes on the client), so deep links open with no
 * network. The page comes from the precache, never the network first: a new shell arrives with a new worker,
 * which the user accepts (the update prompt). Nothing precached (a broken install) → the network.
 */
export function createShellNavigationHandler(
  lookup: PrecacheLookup = matchPrecache,
  network: (request: Request) => Promise<Response> = (request) => fetch(request),
): RouteHandlerCallback {
  let shell: Promise<ShellPages | null> | null = null;
  return async function answerNavigationWithShell({ url, request }) {
    // read once per worker; a failed read is tried again on the next navigation
    shell ??= readShellPages(lookup).then((found) => {
      if (!found) shell = null;
      return found;
    });
    const page = shellPageFor(url, await shell);
    // a page this build lacks: the sign-in page's (correct everywhere)
    const cached = (await lookup(`/${page}`)) ?? (await lookup('/index.html'));
    return cached ?? network(request);
  };
}
