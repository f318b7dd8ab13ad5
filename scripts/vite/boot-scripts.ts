import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minify } from 'vite';

/** The pages' boot scripts: blocking classic scripts that run before the app (the CSP forbids inline ones). */
export type BootScript = 'prerender-guard.js' | 'saved-screen.js';

/**
 * A boot script as the page runs it: app-start.js (how the app's modules are started after the first paint)
 * and the script, in one function, so that neither leaves a global behind.
 */
export function bootScriptSource(name: BootScript): string {
  // the folder of this file; in a test's browser environment import.meta.url is not a file URL
  const folder = import.meta.dirname ?? join(process.cwd(), 'scripts/vite');
  const read = (file: string) => readFileSync(join(folder, file), 'utf8');
  return `(function () {\n${read('app-start.js')}\n${read(name)}\n})();\n`;
}

/** The boot script minified: it blocks the parser, so every byte is on the first paint's path. */
export async function minifiedBootScript(name: BootScript): Promise<string> {
  const { code } = await minify(name, bootScriptSource(name));
  return code;
}
