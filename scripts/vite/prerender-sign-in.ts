import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { compileMessages } from './compile-messages.ts';
import type { BrandHostRule } from '../../src/shared/brands.ts';
import { minifiedBootScript } from './boot-scripts.ts';
import {
  SIGN_IN_PAGES_FILE,
  signInPageFile,
  signInPageHtml,
  type PrerenderedSignIn,
} from './sign-in-page.ts';

/** What the prerender module (src/app/prerender.tsx) exports. */
interface PrerenderModule {
  prerenderSignInPages(): Promise<PrerenderedSignIn[]>;
  brandHostRules(): BrandHostRule[];
}

/**
 * Renders the sign-in screen into the HTML at build time, once per brand, so that a first visit paints it
 * before any script has run. The real components render (router, layout, form, Mantine with the brand's
 * theme) through `react-dom/server`, loaded by a Vite server of the same root and mode as the build (so
 * VITE_PARTNER_HOST is the same); the browser's stored theme applies through CSS variables keyed on <html>.
 *
 * Writes index.html (the default brand) and index.<brand>.html for the others, from the page the earlier
 * plugins made (with the sign-in route's preloads: list this plugin after preloadRoutes), and
 * sign-in-pages.json (host rules and page per brand) for the server, which sends each host its brand's page.
 * A static host that sends index.html everywhere is correct too: the page's guard script (prerender-guard.js,
 * emitted minified under /assets/) hides the screen where it does not belong (another brand's host, another
 * path, a signed-in browser) and the app renders.
 */
export function prerenderSignIn(entry: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-sign-in',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset' || typeof page.source !== 'string') return;
      const template = page.source;
      const { pages, hostRules } = await renderSignInPages(config, entry);
      const guard = this.emitFile({
        type: 'asset',
        name: 'prerender-guard.js',
        source: await minifiedBootScript('prerender-guard.js'),
      });
      const guardSrc = `${config.base}${this.getFileName(guard)}`;
      for (const prerendered of pages) {
        const source = signInPageHtml(template, prerendered, hostRules, guardSrc);
        const fileName = signInPageFile(prerendered.brand);
        if (fileName === 'index.html') page.source = source;
        else this.emitFile({ type: 'asset', fileName, source });
      }
      if (!pages.some((prerendered) => signInPageFile(prerendered.brand) === 'index.html'))
        this.error('prerender-sign-in: no page for the default brand');
      const byBrand = Object.fromEntries(pages.map(({ brand }) => [brand, signInPageFile(brand)]));
      this.emitFile({
        type: 'asset',
        fileName: SIGN_IN_PAGES_FILE,
        source: `${JSON.stringify({ hostRules, pages: byBrand }, null, 2)}\n`,
      });
    },
  };
}

async function renderSignInPages(config: ResolvedConfig, entry: string) {
  const server = await createServer({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    // the catalogs compiled as the build compiles them (scripts/vite/compile-messages.ts)
    plugins: [compileMessages(), react()],
  });
  try {
    const module = (await server.ssrLoadModule(entry)) as PrerenderModule;
    return { pages: await module.prerenderSignInPages(), hostRules: module.brandHostRules() };
  } finally {
    await server.close();
  }
}
