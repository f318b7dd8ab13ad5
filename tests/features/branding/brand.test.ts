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
