import type { Plugin } from 'vite';
import { INSTANT_BALANCES_PAGE } from '../../src/shared/instant-balances-page.ts';
import { minifiedBootScript } from './boot-scripts.ts';
import { withBootScript } from './sign-in-page.ts';

/**
 * Writes the page the worker answers the organizations screen with (src/shared/instant-balances-page.ts): the
 * plain app.html whose boot script (instant-balances.js, emitted minified under /assets/) paints the balances
 * last shown before the app loads, and starts the app once they are on screen. List it after preloadRoutes,
 * which writes app.html.
 */
export function instantBalancesPage(): Plugin {
  let base = '/';
  return {
    name: 'instant-balances-page',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const page = bundle['app.html'];
      if (page?.type !== 'asset' || typeof page.source !== 'string')
        return this.error('instant-balances-page: no app.html (list this plugin after preloadRoutes)');
      const script = this.emitFile({
        type: 'asset',
        name: 'instant-balances.js',
        source: await minifiedBootScript('instant-balances.js'),
      });
      this.emitFile({
        type: 'asset',
        fileName: INSTANT_BALANCES_PAGE,
        source: withBootScript(page.source, `${base}${this.getFileName(script)}`),
      });
    },
  };
}
