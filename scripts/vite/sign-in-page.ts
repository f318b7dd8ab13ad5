import { SOURCE_LOCALE } from '../../src/i18n/locales.ts';
import type { BrandHostRule } from '../../src/shared/brands.ts';

/** One brand's sign-in screen as rendered at build time (src/app/prerender.tsx). */
export interface PrerenderedSignIn {
  brand: string;
  /** the brand's name: the page's title */
  name: string;
  favicon: string;
  /** what installs the brand's app: its manifest, iOS icon and title, the colour of its title bar */
  install: { manifest: string; appleTouchIcon: string; shortName: string; themeColor: string };
  /** the screen's HTML, the content of #root */
  markup: string;
}

/** The file the server reads to pick the sign-in page of the request's host (sandbox/web-server.ts). */
export const SIGN_IN_PAGES_FILE = 'sign-in-pages.json';

/** The path whose screen is prerendered: the sign-in screen, where a first visit lands. */
export const PRERENDERED_PATH = '/';

/**
 * The page's own style for its prerendered screen (style-src allows inline styles; scripts stay external):
 *  - hidden where the guard script (prerender-guard.js) found it does not belong (another path or brand, a session);
 *  - the identity provider's button keeps its place unseen: its name comes from /config.json, which the app
 *    reads (the server of `npm start` always configures one);
 *  - a custom primary colour (public/theme-boot.js puts it on <html> as `--primary-rgb`) replaces the brand's,
 *    as the app's theme does with a palette of that one colour (src/app/theme.ts), until the app takes over.
 */
export const PRERENDER_STYLE = [
  'html[data-prerender-hidden] [data-prerender]{display:none}',
  '[data-prerender] .bo-oidc-button{visibility:hidden}',
  "html[style*='--primary-rgb'] [data-prerender]{" +
    ['--mantine-primary-color-filled', '--mantine-primary-color-filled-hover']
      .concat(['--mantine-primary-color-light-color', '--mantine-color-anchor'])
      .map((name) => `${name}:rgb(var(--primary-rgb))`)
      .join(';') +
    '}',
].join('\n');

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

function replaceOnce(html: string, pattern: RegExp, replacement: (match: string) => string): string {
  if (!pattern.test(html)) throw new Error(`the page has no ${pattern.source}`);
  return html.replace(pattern, replacement);
}

/**
 * A page whose boot script starts the app (app-start.js): the page's modules (the entry first, then its
 * preloads) are listed in <meta name="app-modules"> instead of loaded, so that they never compete with the
 * first paint. What that paint waits for comes first in <head>, after the title, so that it is requested first:
 * `head` (the script's data), the list, the boot script (it blocks the parser) and every stylesheet.
 */
/** The attribute that marks the build's own stylesheet links of a page. */
export const PAGE_STYLESHEET = 'data-page-stylesheet';

export function withBootScript(template: string, scriptSrc: string, head: string[] = []): string {
  const modules: string[] = [];
  let html = template.replace(
    /[ \t]*<(?:script type="module"[^>]* src="([^"]+)"><\/script>|link rel="modulepreload"[^>]* href="([^"]+)">)\n?/g,
    (_match, entry: string | undefined, preload: string | undefined) => {
      if (entry) modules.unshift(entry);
      else modules.push(preload!);
      return '';
    },
  );
  if (!modules.length) throw new Error('the page has no module script');
  const stylesheets = [...html.matchAll(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g)].map((match) => match[0]);
  for (const link of stylesheets) html = html.replace(link, '');
  const lines = [
    ...head,
    `<meta name="app-modules" content="${escapeHtml(JSON.stringify(modules))}" />`,
    `<script src="${escapeHtml(scriptSrc)}"></script>`,
    // marked as the page's own: a saved screen lists only the stylesheets its code added (src/lib/saved-screen.ts),
    // which the boot script links before the page's own are parsed (the same sheet twice is styled twice)
    ...stylesheets.map((link) => link.trim().replace(/\s*\/?>$/, ` ${PAGE_STYLESHEET}>`)),
  ];
  return replaceOnce(html, /<\/title>/, () => `</title>\n    ${lines.join('\n    ')}`);
}

/**
 * The sign-in page of one brand: the built index.html with the brand's title and favicon, the prerendered
 * screen inside #root (marked `data-prerender` until the app has hydrated it, src/app/hydrate-sign-in.tsx), what the guard
 * script needs to know (the path and brand it is for, the host rules), the guard itself and the page's style.
 */
export function signInPageHtml(
  template: string,
  page: PrerenderedSignIn,
  hostRules: BrandHostRule[],
  guardScript: string,
): string {
  let html = replaceOnce(
    template,
    /<html([^>]*)>/,
    (tag) =>
      `${tag.slice(0, -1)} data-prerender-path="${PRERENDERED_PATH}" data-prerender-brand="${escapeHtml(page.brand)}" data-prerender-lang="${SOURCE_LOCALE}">`,
  );
  // The screen paints without the app, which only takes it over: the guard starts the app once it has
  // painted (and Lighthouse's simulation, which charges a paint with every script fetched before it, sees the
  // paint as it is).
  html = replaceOnce(html, /<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.name)}</title>`);
  html = withBootScript(html, guardScript, [
    `<meta name="brand-hosts" content="${escapeHtml(JSON.stringify(hostRules))}" />`,
    `<style data-prerender-style>${PRERENDER_STYLE}</style>`,
  ]);
  html = html.replace(
    /(<link rel="icon" href=")[^"]*(")/,
    (_match, start: string, end: string) => `${start}${escapeHtml(page.favicon)}${end}`,
  );
  // React's server render puts its preloads (the logo) before the screen; the app hydrates #root, whose
  // content must be the screen alone, so they go to the head
  const [, preloads = '', screen = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(page.markup)!;
  if (preloads) html = replaceOnce(html, /<\/head>/, () => `  ${preloads}\n  </head>`);
  html = replaceOnce(html, /<div id="root"><\/div>/, () => `<div id="root" data-prerender>${screen}</div>`);
  return withInstallTags(html, page.install);
}

/** The page's manifest link, iOS icon and title and theme colour, for the page's brand (index.html has the default's). */
function withInstallTags(html: string, install: PrerenderedSignIn['install']): string {
  const set = (pattern: RegExp, value: string) =>
    replaceOnce(html, pattern, (match) =>
      match.replace(/"[^"]*"(\s*\/?>)$/, (_last, end: string) => `"${escapeHtml(value)}"${end}`),
    );
  html = set(/<link rel="manifest" href="[^"]*"\s*\/?>/, install.manifest);
  html = set(/<link rel="apple-touch-icon" href="[^"]*"\s*\/?>/, install.appleTouchIcon);
  html = set(/<meta name="apple-mobile-web-app-title" content="[^"]*"\s*\/?>/, install.shortName);
  return set(/<meta name="theme-color" content="[^"]*"\s*\/?>/, install.themeColor);
}

/** The file a brand's sign-in page is written to: index.html for the default brand. */
export function signInPageFile(brand: string): string {
  return brand === 'default' ? 'index.html' : `index.${brand}.html`;
}
