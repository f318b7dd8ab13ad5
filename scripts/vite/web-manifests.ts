import type { Plugin } from 'vite';
import { BRANDS } from '../../src/shared/brands.ts';
import { manifestPath, webManifest } from '../../src/shared/web-manifest.ts';

const MANIFESTS = new Map(
  Object.values(BRANDS).map((brand) => [
    manifestPath(brand.key),
    `${JSON.stringify(webManifest(brand), null, 2)}\n`,
  ]),
);

/**
 * Writes the web app manifest of every brand (`/manifest-<brand>.webmanifest`, src/shared/web-manifest.ts)
 * into the build. Files, not a server route: any static host serves them; each brand's page links its own
 * (scripts/vite/sign-in-page.ts) and the app points the link at the host's brand (src/features/branding/brand.ts).
 * `npm run dev` serves the same text from memory.
 */
export function webManifests(): Plugin {
  return {
    name: 'web-manifests',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const manifest = MANIFESTS.get((request.url ?? '').split('?')[0]!);
        if (!manifest) return next();
        response.setHeader('Content-Type', 'application/manifest+json');
        response.end(manifest);
      });
    },
    generateBundle() {
      for (const [path, source] of MANIFESTS)
        this.emitFile({ type: 'asset', fileName: path.slice(1), source });
    },
  };
}
