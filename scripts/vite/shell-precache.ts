import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
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

/**
 * The precache list as the build decided it, written next to the build for whoever measures it
 * (bench/figures/precache-size.ts) rather than read back out of the minified worker.
 */
export const PRECACHE_LIST_FILE = 'precache-list.json';

/** The build's pages: app.html (every signed-in address) and the sign-in page of each brand. */
const isPage = (url: string) => /^(?:index(?:\.[\w-]+)?|app)\.html$/.test(url);

/**
 * The build files a page names (scripts, module preloads, stylesheets, and the prerendered pages' module list in
 * <meta name="app-modules">), without the leading slash.
 */
export function linkedBuildFiles(html: string): string[] {
  return [...html.matchAll(/(?<![\w.:/-])\/(assets\/[\w.-]+\.(?:js|css))\b/g)].map((match) => match[1]!);
}

/** What the bundle says of a built module: the files it imports statically and the names it exports. */
interface BuiltModule {
  imports: readonly string[];
  exports: readonly string[];
  /** the source module the chunk is the entry of (lazy imports make one), relative to the project's root */
  facade: string | null;
}

/**
 * The shell's parts that load when first used rather than with every first visit (the profile menu and its Log
 * Out, the navigation layouts a user may choose, a question few users are asked, the command palette): not
 * in a first visit's JavaScript, but precached by the worker in the background, so that offline they open as
 * they do online.
 */
export const ON_DEMAND_SHELL_MODULES = [
  'src/shell/profile-menu-opened.tsx',
  'src/shell/section-flyout.tsx',
  'src/shell/horizontal-nav.tsx',
  'src/features/notifications/components/notification-config-dialog.tsx',
  'src/shell/palette/command-palette.tsx',
];

/** The chunks of the on-demand shell parts, with what they import. */
function onDemandShellParts(modules: ReadonlyMap<string, BuiltModule>): Set<string> {
  return withImports(
    modules,
    [...modules].filter(([, module]) => module.facade && ON_DEMAND_SHELL_MODULES.includes(module.facade)),
  );
}

/** The given chunks and every chunk they import statically, transitively. */
function withImports(
  modules: ReadonlyMap<string, BuiltModule>,
  seeds: Iterable<readonly [string, BuiltModule]>,
): Set<string> {
  const found = new Set<string>();
  const add = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    modules.get(file)?.imports.forEach(add);
  };
  for (const [file] of seeds) add(file);
  return found;
}

/**
 * Every screen's error view (the router's split chunks that export `errorComponent`) with what it imports,
 * from the bundle's own chunk graph: offline, a screen whose data cannot load must still say why inside the
 * shell, even a screen whose error view never showed online. A few hundred bytes each; the shared view itself is
 * usually in the shell already.
 */
function errorViews(modules: ReadonlyMap<string, BuiltModule>): Set<string> {
  return withImports(
    modules,
    [...modules].filter(([, module]) => module.exports.includes('errorComponent')),
  );
}

/**
 * The worker's precache is the app shell only: the pages, what they link (the entry, its static imports and
 * stylesheets, the sign-in screen's preloads, the prerender guard), every screen's error view, the shell's
 * on-demand parts (`ON_DEMAND_SHELL_MODULES`), the boot
 * scripts and the lists the worker picks a page with. Screens' chunks are cached when visited
 * (sw/runtime-caches.ts), brand images in their own cache. `plugin` learns where the build writes (a second
 * build may use another outDir) and the bundle's chunk graph; `transform` goes in VitePWA's
 * `injectManifest.manifestTransforms`.
 */
export function shellPrecache(): {
  plugin: Plugin;
  transform: (entries: SizedEntry[]) => { manifest: SizedEntry[] };
} {
  let root = resolve('.');
  let outDir = resolve('dist');
  const modules = new Map<string, BuiltModule>();
  return {
    plugin: {
      name: 'shell-precache',
      apply: 'build',
      configResolved(config) {
        root = config.root;
        outDir = resolve(config.root, config.build.outDir);
      },
      generateBundle(_options, bundle) {
        modules.clear();
        for (const output of Object.values(bundle))
          if (output.type === 'chunk')
            modules.set(output.fileName, {
              imports: output.imports,
              exports: output.exports,
              facade: output.facadeModuleId && relative(root, output.facadeModuleId).split(sep).join('/'),
            });
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
      const errors = errorViews(modules);
      const onDemand = onDemandShellParts(modules);
      const manifest = entries.filter(
        (entry) =>
          isPage(entry.url) ||
          SHELL_FILES.includes(entry.url) ||
          linked.has(entry.url) ||
          errors.has(entry.url) ||
          onDemand.has(entry.url),
      );
      if (existsSync(outDir))
        writeFileSync(
          join(outDir, PRECACHE_LIST_FILE),
          `${JSON.stringify(manifest.map(({ url }) => url))}\n`,
        );
      return { manifest };
    },
  };
}
