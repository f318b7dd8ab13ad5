import type { Plugin } from 'vite';
import { LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { BRANDS, type Brand } from '../../src/shared/brands.ts';
import { manifestPath, webManifest, type ManifestWords } from '../../src/shared/web-manifest.ts';
import ar from './manifest-messages/ar.json' with { type: 'json' };
import en from './manifest-messages/en.json' with { type: 'json' };
import fr from './manifest-messages/fr.json' with { type: 'json' };

/**
 * The manifests' words, one catalog per language (English the source; the same keys in all, a missing one fails
 * the typecheck). ICU messages kept to the one argument `{brand}`, the brand's name, which is all
 * `manifestWords` fills in (tests/shared/web-manifest.test.ts holds them to it).
 */
const CATALOGS: Record<Locale, ManifestWords> = { en, fr, ar };

/** A manifest's words in `locale`, with the brand's name for `{brand}` (filled in one pass). */
export function manifestWords(brand: Brand, locale: Locale): ManifestWords {
  const words = { ...CATALOGS[locale] };
  for (const key of Object.keys(words) as (keyof ManifestWords)[])
    words[key] = words[key].replace(/\{brand\}/g, () => brand.name);
  return words;
}

/** Every brand's manifest in every language: its path and its text. */
export function manifestFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const brand of Object.values(BRANDS))
    for (const locale of LOCALES) {
      const manifest = webManifest(brand, locale, manifestWords(brand, locale));
      files.set(manifestPath(brand.key, locale), `${JSON.stringify(manifest, null, 2)}\n`);
    }
  return files;
}

const MANIFESTS = manifestFiles();

/**
 * Writes the web app manifest of every brand in every language (`/manifest-<brand>.webmanifest` in English,
 * `/manifest-<brand>.<language>.webmanifest` in the others: src/shared/web-manifest.ts) into the build. Files, not
 * a server route: any static host serves them; each brand's page links its own (scripts/vite/sign-in-page.ts),
 * the boot script points the link at the page's language and the app at the host's brand
 * (src/features/branding/brand.ts). `npm run dev` serves the same text from memory.
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
