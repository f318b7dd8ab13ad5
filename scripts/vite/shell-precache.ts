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

/** The build's pages: the plain app.html and the prerendered sign-in page of each brand. */
const isPage = (url: string) => /^(?:index(?:\.[\w-]+)?|app)\.html$/.test(url);

/**
 * The build files a page names (scripts, module preloads, stylesheets, and the prerendered pages' module list in
 * <meta name="app-modules">), without the leading slash.
 */
export function linkedBuildFiles(html: string): string[] {
  return [...html.matchAll(/(?<![\w.:/-])\/(assets\/[\w.-]+\.(?:js|css))\b/g)].map((match) => match[1]!);
}

/**
 * The worker's precache is the app shell only: the pages, what they link (the entry, its static imports and
 * stylesheets, the sign-in screen's preloads, the prerender guard), the boot scripts and the lists the worker
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
      const manifest = entries.filter(
        (entry) => isPage(entry.url) || SHELL_FILES.includes(entry.url) || linked.has(entry.url),
      );
      return { manifest };
    },
  };
}
