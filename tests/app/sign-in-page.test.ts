import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { signInPageFile, signInPageHtml } from '../../scripts/vite/sign-in-page.ts';
import type { BrandHostRule } from '../../src/shared/brands.ts';

// the source page with what the build adds: the bundle's script, preloads and stylesheets (preload-route.ts)
const template = readFileSync('index.html', 'utf8')
  .replace(
    /<script type="module"[^>]*><\/script>/,
    '<script type="module" crossorigin src="/assets/index-a.js"></script>',
  )
  .replace(
    '</head>',
    [
      '<link rel="modulepreload" crossorigin href="/assets/Box-a.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-a.css">',
      '  <link rel="stylesheet" crossorigin href="/assets/auth-card-a.css">',
      '<link rel="modulepreload" crossorigin href="/assets/auth-card-a.js">',
      '</head>',
    ].join('\n'),
  );
const rules: BrandHostRule[] = [
  { brand: 'partner', host: 'partner.localhost', match: 'exact' },
  { brand: 'admin', host: 'admin', match: 'prefix' },
];
const partner = {
  brand: 'partner',
  name: 'Harbor <Pay>',
  favicon: '/brands/partner/favicon.svg',
  install: {
    manifest: '/manifest-partner.webmanifest',
    appleTouchIcon: '/brands/partner/apple-touch-icon.png',
    shortName: 'Harbor <Pay>',
    themeColor: '#3b5bdb',
  },
  markup: '<h1>Sign in</h1><p>$& $1 stays as written</p>',
};

describe("a brand's sign-in page", () => {
  const html = signInPageHtml(template, partner, rules, '/assets/prerender-guard-abc.js');

  it('carries the prerendered screen alone in #root, marked for the app to hydrate', () => {
    expect(html).toContain(
      '<div id="root" data-prerender><h1>Sign in</h1><p>$& $1 stays as written</p></div>',
    );
  });

  it("moves React's preloads from before the screen to the head: #root holds only what the app hydrates", () => {
    const preload = '<link rel="preload" as="image" href="/brands/partner/logo.svg"/>';
    const page = signInPageHtml(
      template,
      { ...partner, markup: `${preload}<h1>Sign in</h1>` },
      rules,
      '/g.js',
    );
    expect(page).toContain('<div id="root" data-prerender><h1>Sign in</h1></div>');
    expect(page.indexOf(preload)).toBeGreaterThan(-1);
    expect(page.indexOf(preload)).toBeLessThan(page.indexOf('</head>'));
  });

  it("has the brand's title and favicon, and says which path and brand it was rendered for", () => {
    expect(html).toContain('<title>Harbor &lt;Pay&gt;</title>');
    expect(html).toContain('<link rel="icon" href="/brands/partner/favicon.svg"');
    expect(html).toMatch(
      /<html [^>]*data-prerender-path="\/" data-prerender-brand="partner" data-prerender-lang="en">/,
    );
  });

  it("links the brand's manifest, iOS icon and title and theme colour, once each", () => {
    expect(html.match(/<link rel="manifest" href="\/manifest-partner\.webmanifest"/g)).toHaveLength(1);
    expect(
      html.match(/<link rel="apple-touch-icon" href="\/brands\/partner\/apple-touch-icon\.png"/g),
    ).toHaveLength(1);
    expect(html).toContain('<meta name="apple-mobile-web-app-title" content="Harbor &lt;Pay&gt;"');
    expect(html).toContain('<meta name="theme-color" content="#3b5bdb"');
    expect(html).toContain('<meta name="apple-mobile-web-app-capable" content="yes"');
    expect(html).not.toContain('manifest-default');
  });

  it('hands the guard the host rules and loads it, external, before the stylesheets', () => {
    const meta = /<meta name="brand-hosts" content="([^"]*)"/.exec(html)![1]!;
    expect(JSON.parse(meta.replaceAll('&quot;', '"'))).toEqual(rules);
    const guard = html.indexOf('<script src="/assets/prerender-guard-abc.js"></script>');
    expect(guard).toBeGreaterThan(html.indexOf('name="brand-hosts"'));
    // the stylesheets too (the prerendered screen's paint waits for them), in their order
    const [main, route] = ['/assets/index-a.css', '/auth-card-a.css'].map((href) => html.indexOf(href));
    expect(guard).toBeLessThan(main!);
    expect(main!).toBeLessThan(route!);
    // marked as the page's own, so a saved screen never lists (and links again) what the page links
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-a.css" data-page-stylesheet>',
    );
    // no inline script: the CSP allows none (inline styles are allowed)
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it("lists the app's modules for the guard, the entry first, instead of loading them before the paint", () => {
    const meta = /<meta name="app-modules" content="([^"]*)"/.exec(html)![1]!;
    expect(JSON.parse(meta.replaceAll('&quot;', '"'))).toEqual([
      '/assets/index-a.js',
      '/assets/Box-a.js',
      '/assets/auth-card-a.js',
    ]);
    expect(html.indexOf('name="app-modules"')).toBeLessThan(html.indexOf('prerender-guard-abc.js'));
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
  });

  it('styles the screen for the stored theme and hides it where the guard says so', () => {
    expect(html).toContain('html[data-prerender-hidden] [data-prerender]{display:none}');
    expect(html).toContain("html[style*='--primary-rgb'] [data-prerender]{");
  });

  it('refuses a page without an empty #root rather than writing a page without the screen', () => {
    expect(() =>
      signInPageHtml(
        '<html><head><title>x</title><script type="module" src="/a.js"></script></head><body></body></html>',
        partner,
        rules,
        '/g.js',
      ),
    ).toThrow(/root/);
    expect(() =>
      signInPageHtml(
        '<html><head><title>x</title></head><body><div id="root"></div></body></html>',
        partner,
        rules,
        '/g.js',
      ),
    ).toThrow(/module script/);
  });

  it('writes the default brand to index.html and the others beside it', () => {
    expect(signInPageFile('default')).toBe('index.html');
    expect(signInPageFile('admin')).toBe('index.admin.html');
  });
});
