import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { minify, type Plugin } from 'vite';

/** The classic scripts public/ holds, which every page runs before the app (index.html names them). */
const PUBLIC_SCRIPTS = ['theme-boot.js', 'config-boot.js'];

/**
 * Sends the pages' public boot scripts minified: they block the first paint (theme-boot.js) or start it
 * (config-boot.js), and every first visit downloads them. Kept readable in public/, where the tests that hold
 * them to the app read them and the dev server serves them; the build emits the minified copy in their place.
 */
export function minifyPublicScripts(): Plugin {
  let publicDir = resolve('public');
  return {
    name: 'minify-public-scripts',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle() {
      for (const name of PUBLIC_SCRIPTS) {
        const { code } = await minify(name, readFileSync(join(publicDir, name), 'utf8'));
        this.emitFile({ type: 'asset', fileName: name, source: code });
      }
    },
  };
}
