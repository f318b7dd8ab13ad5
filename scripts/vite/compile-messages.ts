import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A message catalog: `messages/<language>.json` beside the code that uses it (src/i18n/translate.ts). */
export const CATALOG = /[\\/]messages[\\/][a-z]{2}\.json$/;

/** A catalog's module (`messages/index.ts`, which defines its namespace with the English beside it). */
const CATALOG_MODULE = /[\\/]messages[\\/]index\.ts$/;
/** Lingui's runtime, which formats plurals, selects and formatted arguments (src/i18n/formatter.ts). */
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

/**
 * Whether a compiled catalog has a message beyond text and plain arguments (a plural, a select, a formatted
 * number or date): one that Lingui's runtime formats.
 */
export function needsFormatter(compiled: Record<string, unknown>): boolean {
  return Object.values(compiled).some(
    (message) => Array.isArray(message) && message.some((part) => Array.isArray(part) && part.length > 1),
  );
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
 * none of the catalogs. A catalog that needs Lingui's runtime imports it (src/i18n/formatter.ts).
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
      // a translation may use a plural where English has none: every language's module brings the formatter
      return `import ${JSON.stringify(FORMATTER)};\nexport default ${JSON.stringify(messages)};`;
    },
    transform(code, id) {
      const path = id.split('?')[0] ?? id;
      if (CATALOG.test(path)) return { code: JSON.stringify(compileCatalog(code)), map: null };
      // a catalog whose English has plurals or selects brings Lingui's runtime with it, wherever it is loaded
      if (CATALOG_MODULE.test(path)) {
        const english = compileCatalog(readFileSync(join(path, '..', 'en.json'), 'utf8'));
        this.addWatchFile(join(path, '..', 'en.json'));
        if (needsFormatter(english))
          return { code: `import ${JSON.stringify(FORMATTER)};\n${code}`, map: null };
      }
      return null;
    },
  };
}
