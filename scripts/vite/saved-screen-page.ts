import type { Plugin } from 'vite';
import { minifiedBootScript } from './boot-scripts.ts';
import { withBootScript } from './sign-in-page.ts';

/**
 * While the boot script shows a saved screen (src/lib/saved-screen.ts), the app renders out of sight: the
 * two swap in the commit that shows the app's own screen.
 */
export const SAVED_SCREEN_STYLE = 'html[data-saved-screen] #root{display:none}';

/**
 * Makes app.html — the page of every signed-in address, from the server and from the worker — start with the
 * boot script that paints the screen of that address as the app last rendered it (saved-screen.js, emitted
 * minified under /assets/), and starts the app once it is on screen. The page names its build, so markup saved
 * by another build is never painted. List it after preloadRoutes, which writes app.html.
 */
export function savedScreenPage(buildVersion: string): Plugin {
  let base = '/';
  return {
    name: 'saved-screen-page',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const page = bundle['app.html'];
      if (page?.type !== 'asset' || typeof page.source !== 'string')
        return this.error('saved-screen-page: no app.html (list this plugin after preloadRoutes)');
      const script = this.emitFile({
        type: 'asset',
        name: 'saved-screen.js',
        source: await minifiedBootScript('saved-screen.js'),
      });
      const version = buildVersion.replace(/[&<>"']/g, '');
      page.source = withBootScript(page.source, `${base}${this.getFileName(script)}`, [
        `<meta name="build-version" content="${version}" />`,
        `<style data-saved-screen-style>${SAVED_SCREEN_STYLE}</style>`,
      ]);
    },
  };
}
