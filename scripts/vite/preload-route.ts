import { readdirSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The file the server reads to know which paths get index.html (the others get app.html). */
export const SIGN_IN_PATHS_FILE = 'sign-in-paths.json';

/**
 * The URL paths of the routes in a TanStack Router folder of flat route files (`index.tsx` is the folder's
 * root, `register.tsx` is /register; files starting with `-` are not routes).
 */
export function routePathsOf(routesDir: string): string[] {
  return readdirSync(routesDir)
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('-'))
    .map((file) => file.replace(/\.tsx?$/, ''))
    .map((name) => (name === 'index' ? '/' : `/${name}`))
    .sort();
}

/** The parts of a Rollup/Rolldown output chunk this plugin reads. */
interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Links the chunks and stylesheets of the sign-in routes from index.html (`modulepreload`, `stylesheet`), so a
 * first visit fetches them with the entry instead of discovering them after the router has started. The routes
 * are named by their source file (e.g. `src/routes/_auth/index.tsx`): TanStack Router's code splitting puts each
 * route's component in a module that is that file with `?tsr-split=…`, in a chunk of its own or in a group's
 * (vite.config.ts).
 *
 * A signed-in deep link (say /main/dashboard/) must not pay for the sign-in screen, so the plain page is kept
 * as `app.html`, and the sign-in screens' paths are written to `sign-in-paths.json`: the server sends index.html
 * for those and app.html for the others (sending index.html everywhere is correct too, only slower for signed-in
 * deep links). app.html fetches the chunks of `appPageModules` with the entry instead: the signed-in layout's
 * guard loads the query cache before any screen's data is asked for, and would otherwise wait for its chunk.
 */
export function preloadRoutes(
  routeFiles: string[],
  signInRoutesDir: string,
  appPageModules: string[] = [],
): Plugin {
  return {
    name: 'preload-routes',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset' || typeof page.source !== 'string') return;
      const outputs = Object.values(bundle) as unknown as (ChunkInfo | { type: 'asset' })[];
      const chunks = outputs.filter((output): output is ChunkInfo => output.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const linked = new Set([...page.source.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]));
      // a route's split-off component: its file with `?tsr-split=…` (the file itself is in the route tree)
      const holds = (chunk: ChunkInfo, file: string) =>
        chunk.moduleIds.some((id) => id.includes('?tsr-split=') && id.split('?')[0]!.endsWith(file));
      const routeChunks = chunks.filter((chunk) => routeFiles.some((file) => holds(chunk, file)));
      const found = routeFiles.filter((file) => routeChunks.some((chunk) => holds(chunk, file)));
      if (found.length < routeFiles.length)
        this.error(
          `preload-routes: only ${found.length} of ${routeFiles.length} route files found in chunks`,
        );
      const files = staticClosure(routeChunks, byName).filter((file) => !linked.has(file));
      const css = new Set(files.flatMap((file) => [...(byName.get(file)?.viteMetadata?.importedCss ?? [])]));
      const links = [
        ...[...css].map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`),
        ...files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ];
      // app.html: the chunks of `appPageModules` (the signed-in layout's), fetched with the entry (their script)
      const appChunks = chunks.filter((chunk) =>
        appPageModules.some((file) => chunk.moduleIds.some((id) => id.split('?')[0]!.endsWith(file))),
      );
      if (appChunks.length < appPageModules.length)
        this.error(
          `preload-routes: only ${appChunks.length} of ${appPageModules.length} app page modules found`,
        );
      const appPreloads = staticClosure(appChunks, byName)
        .filter((file) => !linked.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
      this.emitFile({
        type: 'asset',
        fileName: 'app.html',
        source: appPreloads.length
          ? page.source.replace('</head>', `    ${appPreloads.join('\n    ')}\n  </head>`)
          : page.source,
      });
      this.emitFile({
        type: 'asset',
        fileName: SIGN_IN_PATHS_FILE,
        source: `${JSON.stringify(routePathsOf(signInRoutesDir))}\n`,
      });
      page.source = page.source.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
    },
  };
}

/** The chunks' files and everything they import statically, each once, imports first. */
function staticClosure(roots: ChunkInfo[], byName: Map<string, ChunkInfo>): string[] {
  const seen = new Set<string>();
  const visit = (chunk: ChunkInfo) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byName.get(file);
      if (imported) visit(imported);
    }
  };
  roots.forEach(visit);
  return [...seen];
}
