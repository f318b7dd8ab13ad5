import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minify } from 'vite';
import { brandKeyForHost } from '../../src/shared/brands.ts';

/** The pages' boot scripts: blocking classic scripts that run before the app (the CSP forbids inline ones). */
export type BootScript = 'prerender-guard.js' | 'saved-screen.js';

/**
 * The app's own functions a boot script calls, by their code: a classic script cannot import, and a hand-kept
 * copy would drift from the rules the app, the worker and the server apply.
 */
const SHARED_FUNCTIONS: Record<BootScript, ((...args: never[]) => unknown)[]> = {
  'prerender-guard.js': [brandKeyForHost],
  'saved-screen.js': [],
};

/**
 * A boot script as the page runs it: app-start.js (how the app's modules are started after the first paint),
 * the shared functions it calls and the script, in one function, so that none leaves a global behind.
 */
export function bootScriptSource(name: BootScript): string {
  // the folder of this file; in a test's browser environment import.meta.url is not a file URL
  const folder = import.meta.dirname ?? join(process.cwd(), 'scripts/vite');
  const read = (file: string) => readFileSync(join(folder, file), 'utf8');
  const shared = SHARED_FUNCTIONS[name].map((fn) => fn.toString()).join('\n');
  return `(function () {\n${read('app-start.js')}\n${shared}\n${read(name)}\n})();\n`;
}

/** The boot script minified: it blocks the parser, so every byte is on the first paint's path. */
export async function minifiedBootScript(name: BootScript): Promise<string> {
  const { code } = await minify(name, bootScriptSource(name));
  return code;
}
