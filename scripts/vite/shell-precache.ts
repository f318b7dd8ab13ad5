import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** A precache manifest entry as workbox-build hands it to a manifest transform. */
interface SizedEntry {
  url: string;
  revision: string | null;
  integrity?: string;
  size: number;
}

/** Files a cold offline start needs besides what the pages link: the lists the worker picks a page with. */
const SHELL_FILES = [
  'sign-in-pages.json',
  'sign-in-paths.json',
  'config-boot.js',
  'theme-boot.js',
  'favicon.svg',
];

/** The build's pages: app.html (every signed-in address) and the sign-in page of each brand. */
const isPage = (url: string) => /^(?:index(?:\.[\w-]+)?|app)\.html$/.test(url);

/**
 * The build files a page names (scripts, module preloads, stylesheets, and the prerendered pages' module list in
 * <meta name="app-modules">), without the leading slash.
 */
export function linkedBuildFiles(html: string): string[] {
  return [...html.matchAll(/(?<![\w.:/-])\/(assets\/[\w.-]+\.(?:js|css))\b/g)].map((match) => match[1]!);
}

/** The files a built module imports statically (`from"./X.js"`, `import"./X.js"`), as `assets/X.js`. */
export function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)].map(
    (match) => `assets/${match[1]!}`,
  );
}

/**
 * Every screen's error view (the router's split `errorComponent` chunks) with what it imports: offline, a
 * screen whose data cannot load must still say why inside the shell, even a screen whose error view never
 * showed online. A few hundred bytes each; the shared view itself is usually in the shell already.
 */
function errorViews(outDir: string, urls: readonly string[]): Set<string> {
  const found = new Set<string>();
  const read = (url: string) => {
    const file = join(outDir, url);
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  };
  const add = (url: string) => {
    if (found.has(url)) return;
    found.add(url);
    staticImports(read(url)).forEach(add);
  };
  urls
    .filter((url) => /^assets\/[\w.-]+\.js$/.test(url) && /as errorComponent\}/.test(read(url)))
    .forEach(add);
  return found;
}

/**
 * The worker's precache is the app shell only: the pages, what they link (the entry, its static imports and
 * stylesheets, the sign-in screen's preloads, the prerender guard), every screen's error view, the boot scripts and the lists the worker
 * picks a page with. Screens' chunks are cached when visited (sw/runtime-caches.ts), brand images in their own
 * cache. `plugin` learns where the build writes (a second build may use another outDir); `transform` goes in
 * VitePWA's `injectManifest.manifestTransforms`.
 */
export function shellPrecache(): {
  plugin: Plugin;
  transform: (entries: SizedEntry[]) => { manifest: SizedEntry[] };
} {
  let outDir = resolve('dist');
  return {
    plugin: {
      name: 'shell-precache',
      apply: 'build',
      configResolved(config) {
        outDir = resolve(config.root, config.build.outDir);
      },
    },
    transform(entries) {
      const pages = entries.filter((entry) => isPage(entry.url));
      const linked = new Set(
        pages.flatMap((page) => {
          const file = join(outDir, page.url);
          return existsSync(file) ? linkedBuildFiles(readFileSync(file, 'utf8')) : [];
        }),
      );
      const errors = errorViews(
        outDir,
        entries.map((entry) => entry.url),
      );
      const manifest = entries.filter(
        (entry) =>
          isPage(entry.url) ||
          SHELL_FILES.includes(entry.url) ||
          linked.has(entry.url) ||
          errors.has(entry.url),
      );
      return { manifest };
    },
  };
}
