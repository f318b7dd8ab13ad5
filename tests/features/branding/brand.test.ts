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
