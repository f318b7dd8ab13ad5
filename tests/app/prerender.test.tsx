import { describe, expect, it } from 'vitest';
import { brandHostRules, prerenderSignInPages } from '../../src/app/prerender.tsx';
import { BRANDS } from '../../src/shared/brands.ts';

describe('the sign-in screen rendered at build time', async () => {
  const pages = await prerenderSignInPages();

  it('renders one page per brand', () => {
    expect(pages.map((page) => page.brand).sort()).toEqual(Object.keys(BRANDS).sort());
    expect(brandHostRules()).toEqual(expect.arrayContaining([expect.objectContaining({ brand: 'admin' })]));
  });

  it.each(Object.values(BRANDS))("is the real sign-in screen in $name's logo, title and colour", (brand) => {
    const { markup, name, favicon } = pages.find((page) => page.brand === brand.key)!;
    expect([name, favicon]).toEqual([brand.name, brand.favicon]);
    expect(markup).toMatch(/<h1[^>]*>Sign in<\/h1>/);
    expect(markup).toContain(`<img src="${brand.logo}" alt="${brand.name}"`);
    expect(markup).toMatch(/<input[^>]*type="email"[^>]*autoComplete="username webauthn"/);
    expect(markup).toMatch(/<input[^>]*autoComplete="current-password"[^>]*type="password"/);
    expect(markup).toMatch(/<button[^>]*type="submit"[^>]*>.*Sign in/);
    expect(markup).toContain('href="/forgot-password"');
    // the identity provider's button keeps its place (the page hides it until the app knows its name)
    expect(markup).toContain('bo-oidc-button');
    if (brand.primaryColor !== 'blue')
      expect(markup).toContain(
        `--mantine-primary-color-filled: var(--mantine-color-${brand.primaryColor}-filled)`,
      );
  });

  it('follows the stored colour scheme through CSS variables: no colour is written into an element', () => {
    const { markup } = pages.find((page) => page.brand === 'default')!;
    expect(markup).toContain('[data-mantine-color-scheme="dark"]');
    const inlineStyles = [...markup.matchAll(/ style="([^"]*)"/g)].map((match) => match[1]!);
    expect(inlineStyles.length).toBeGreaterThan(10);
    for (const style of inlineStyles) expect(style).not.toMatch(/#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/i);
  });

  it('renders without a session and without a usable key alert', () => {
    const { markup } = pages[0]!;
    expect(markup).not.toContain('Sign-in is unavailable');
    expect(markup).not.toContain('disabled');
    // the CSP allows no inline script: the markup carries none (Mantine's style tags are allowed)
    expect(markup).not.toContain('<script');
  });
});
