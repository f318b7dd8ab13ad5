import type { Plugin } from 'vite';
import { BRANDS } from '../../src/shared/brands.ts';
import { manifestPath, webManifest } from '../../src/shared/web-manifest.ts';

/**
 * Writes the web app manifest of every brand (`/manifest-<brand>.webmanifest`, src/shared/web-manifest.ts)
 * into the build. Files, not a server route: any static host serves them; each brand's page links its own
 * (scripts/vite/sign-in-page.ts) and the app points the link at the host's brand (src/features/branding/brand.ts).
 */
export function webManifests(): Plugin {
  return {
    name: 'web-manifests',
    apply: 'build',
    generateBundle() {
      for (const brand of Object.values(BRANDS)) {
        this.emitFile({
          type: 'asset',
          fileName: manifestPath(brand.key).slice(1),
          source: `${JSON.stringify(webManifest(brand), null, 2)}\n`,
        });
      }
    },
  };
}
