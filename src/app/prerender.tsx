import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import type { VerificationKey } from '../session/verify-token.ts';
import { BRANDS, type Brand } from '../shared/brands.ts';
import { brandIconPaths, manifestPath } from '../shared/web-manifest.ts';
import { createApp } from './app.tsx';
import { PRERENDER_CONFIG } from './prerender-config.ts';

/**
 * Stands for the configured token key, so the form renders as it does when the key is usable. Nothing is
 * verified in a prerender: the page has no session.
 */
const NO_TOKEN_TO_VERIFY = {} as VerificationKey;

/**
 * The sign-in screen (`/`) of one brand as HTML, rendered at build time by the real app (router, layout, form)
 * in its default theme: the browser's stored theme applies through <html>'s attributes and CSS variables.
 */
export async function prerenderSignIn(brand: Brand): Promise<string> {
  const history = createMemoryHistory({ initialEntries: ['/'] });
  const { App, router } = createApp(PRERENDER_CONFIG, NO_TOKEN_TO_VERIFY, history, brand);
  await router.load();
  return renderToString(<App prerendered />);
}

/** Every brand's sign-in screen, for scripts/vite/prerender-sign-in.ts. */
export async function prerenderSignInPages() {
  const pages = [];
  for (const brand of Object.values(BRANDS)) {
    pages.push({
      brand: brand.key,
      name: brand.name,
      favicon: brand.favicon,
      install: {
        manifest: manifestPath(brand.key),
        appleTouchIcon: brandIconPaths(brand.key).appleTouch,
        shortName: brand.shortName,
        themeColor: brand.themeColor,
      },
      markup: await prerenderSignIn(brand),
    });
  }
  return pages;
}

export { brandHostRules } from '../shared/brands.ts';
