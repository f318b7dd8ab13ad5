// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyBrandToDocument } from '../../../src/features/branding/brand.ts';
import { BRANDS } from '../../../src/shared/brands.ts';

describe('applying a brand to the document', () => {
  it('sets the title and the favicon', () => {
    applyBrandToDocument(BRANDS.admin);
    expect(document.title).toBe(BRANDS.admin.name);
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(BRANDS.admin.favicon);
    applyBrandToDocument(BRANDS.partner);
    expect(document.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
  });
});

describe("a favicon of the provider's record", () => {
  it('is typed as SVG only when it is one, so a PNG or ICO is not skipped', () => {
    applyBrandToDocument({ ...BRANDS.default, favicon: '/brands/default/favicon.png' });
    expect(document.querySelector('link[rel="icon"]')?.hasAttribute('type')).toBe(false);
    applyBrandToDocument(BRANDS.default);
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('type')).toBe('image/svg+xml');
  });
});

describe("what installs the host's brand", () => {
  it("points the manifest, the iOS icon and title and the theme colour at the brand's, one of each", () => {
    applyBrandToDocument(BRANDS.admin);
    applyBrandToDocument(BRANDS.partner);
    const attribute = (selector: string, name: string) => {
      expect(document.querySelectorAll(selector)).toHaveLength(1);
      return document.querySelector(selector)?.getAttribute(name);
    };
    expect(attribute('link[rel="manifest"]', 'href')).toBe('/manifest-partner.webmanifest');
    expect(attribute('link[rel="apple-touch-icon"]', 'href')).toBe('/brands/partner/apple-touch-icon.png');
    expect(attribute('meta[name="apple-mobile-web-app-title"]', 'content')).toBe('Harbor Pay');
    expect(attribute('meta[name="theme-color"]', 'content')).toBe(BRANDS.partner.themeColor);
  });
});
