import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A message catalog: `messages/<language>.json` beside the code that uses it (src/i18n/translate.ts). */
export const CATALOG = /[\\/]messages[\\/][a-z]{2}\.json$/;

/** Lingui's runtime, which formats the translated languages' plurals and selects (src/i18n/formatter.ts). */
const FORMATTER = '/src/i18n/formatter.ts';

/** `import('virtual:translations/fr')`: every French catalog of the app, compiled, in one module. */
const TRANSLATIONS = 'virtual:translations/';
const RESOLVED = `\0${TRANSLATIONS}`;

/**
 * A catalog's messages compiled for Lingui's runtime, still JSON: ICU arguments, plurals and selects parsed
 * here, at build time, so that no ICU parser ships. Plain text stays a string (Lingui's compiled form of it is
 * a one-string array; the runtime takes either).
 */
export function compileCatalog(source: string): Record<string, unknown> {
  const catalog = JSON.parse(source) as Record<string, string>;
  const compiled: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(catalog)) {
    const result: unknown = compileMessage(message);
    compiled[key] =
      Array.isArray(result) && result.length === 1 && typeof result[0] === 'string' ? result[0] : result;
  }
  return compiled;
}

/** The `messages/` folders under `dir`, each with the namespace its catalogs are filed under ("features/payouts"). */
export function catalogFolders(dir: string, root = dir): { folder: string; namespace: string }[] {
  const found: { folder: string; namespace: string }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const path = join(dir, entry.name);
    if (entry.name === 'messages')
      found.push({ folder: path, namespace: relative(root, dir).replaceAll('\\', '/') });
    else found.push(...catalogFolders(path, root));
  }
  return found;
}

/**
 * Compiles every message catalog before Vite's JSON plugin makes a module of it (a namespace's English, imported
 * by the code that uses it), and makes one module per language of all its catalogs, keyed `namespace:key`
 * (src/i18n/catalog-loader.ts loads it when the language is chosen): a single file, and an entry that names
 * none of the catalogs. Each language's module brings Lingui's runtime (src/i18n/formatter.ts), which formats
 * its plurals and selects; English's are written by src/i18n/translate.ts.
 */
export function compileMessages(): Plugin {
  let src = resolve('src');
  return {
    name: 'compile-messages',
    enforce: 'pre',
    configResolved(config) {
      src = resolve(config.root, 'src');
    },
    resolveId(id) {
      return id.startsWith(TRANSLATIONS) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const locale = id.slice(RESOLVED.length);
      const messages: Record<string, unknown> = {};
      for (const { folder, namespace } of catalogFolders(src)) {
        const file = join(folder, `${locale}.json`);
        this.addWatchFile(file);
        let source: string;
        try {
          source = readFileSync(file, 'utf8');
        } catch {
          continue; // a catalog not yet translated: its English is used (tests/i18n/catalogs.test.ts fails)
        }
        for (const [key, message] of Object.entries(compileCatalog(source)))
          messages[`${namespace}:${key}`] = message;
      }
      // the translated languages' plurals and selects are formatted by Lingui's runtime, which comes with them
      return `import ${JSON.stringify(FORMATTER)};\nexport default ${JSON.stringify(messages)};`;
    },
    transform(code, id) {
      const path = id.split('?')[0] ?? id;
      return CATALOG.test(path) ? { code: JSON.stringify(compileCatalog(code)), map: null } : null;
    },
  };
}
