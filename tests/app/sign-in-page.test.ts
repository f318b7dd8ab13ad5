import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { signInPageFile, signInPageHtml, type HostRule } from '../../scripts/vite/sign-in-page.ts';

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
const rules: HostRule[] = [
  { brand: 'partner', host: 'partner.localhost', match: 'exact' },
  { brand: 'admin', host: 'admin', match: 'prefix' },
];
const partner = {
  brand: 'partner',
  name: 'Harbor <Pay>',
  favicon: '/brands/partner/favicon.svg',
  markup: '<h1>Sign in</h1><p>$& $1 stays as written</p>',
};

describe("a brand's sign-in page", () => {
  const html = signInPageHtml(template, partner, rules, '/assets/prerender-guard-abc.js');

  it('carries the prerendered screen in #root, wrapped for the app to replace', () => {
    expect(html).toContain(
      '<div id="root"><div data-prerender><h1>Sign in</h1><p>$& $1 stays as written</p></div></div>',
    );
  });

  it("has the brand's title and favicon, and says which path and brand it was rendered for", () => {
    expect(html).toContain('<title>Harbor &lt;Pay&gt;</title>');
    expect(html).toContain('<link rel="icon" href="/brands/partner/favicon.svg"');
    expect(html).toMatch(/<html [^>]*data-prerender-path="\/" data-prerender-brand="partner">/);
  });

  it('hands the guard the host rules and loads it, external, before the bundle and the preloads', () => {
    const meta = /<meta name="brand-hosts" content="([^"]*)"/.exec(html)![1]!;
    expect(JSON.parse(meta.replaceAll('&quot;', '"'))).toEqual(rules);
    const guard = html.indexOf('<script src="/assets/prerender-guard-abc.js"></script>');
    expect(guard).toBeGreaterThan(html.indexOf('name="brand-hosts"'));
    expect(guard).toBeLessThan(html.indexOf('<script type="module"'));
    // the stylesheets too (the prerendered screen's paint waits for them), in their order
    const [main, route] = ['/assets/index-', '/auth-card-'].map((href) => html.indexOf(href));
    expect(guard).toBeLessThan(main!);
    expect(main!).toBeLessThan(route!);
    expect(route!).toBeLessThan(html.indexOf('<script type="module"'));
    // no inline script: the CSP allows none (inline styles are allowed)
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('fetches the bundle and its preloads at low priority: the paint does not wait for them', () => {
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js">');
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/Box-a.js">',
    );
    expect(html).not.toMatch(/<link rel="stylesheet"[^>]*fetchpriority/);
  });

  it('styles the screen for the stored theme and hides it where the guard says so', () => {
    expect(html).toContain('html[data-prerender-hidden] [data-prerender]{display:none}');
    expect(html).toContain("html[style*='--primary-rgb'] [data-prerender]{");
  });

  it('refuses a page without an empty #root rather than writing a page without the screen', () => {
    expect(() =>
      signInPageHtml('<html><head><title>x</title></head><body></body></html>', partner, rules, '/g.js'),
    ).toThrow(/root/);
  });

  it('writes the default brand to index.html and the others beside it', () => {
    expect(signInPageFile('default')).toBe('index.html');
    expect(signInPageFile('admin')).toBe('index.admin.html');
  });
});
