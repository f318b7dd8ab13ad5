import { describe, expect, it } from 'vitest';
import { BRANDS, brandForHost, PARTNER_HOST } from '../../src/shared/brands.ts';

describe('brand selection by host (docs/product/01-product.md §1.3)', () => {
  it('gives the default brand to ordinary hosts', () => {
    expect(brandForHost('localhost').key).toBe('default');
    expect(brandForHost('backoffice.example.com').key).toBe('default');
  });

  it('gives hosts starting with admin the admin brand, with its second name', () => {
    expect(brandForHost('admin.localhost').key).toBe('admin');
    expect(brandForHost('ADMIN.example.com:4173').key).toBe('admin');
    expect(brandForHost('admin.localhost').name).not.toBe(BRANDS.default.name);
  });

  it('gives the configured third host the partner brand', () => {
    expect(PARTNER_HOST).toBe('partner.localhost');
    expect(brandForHost('partner.localhost:4173').key).toBe('partner');
    expect(brandForHost('pay.partner.test', 'pay.partner.test').key).toBe('partner');
    expect(brandForHost('partner.localhost', 'other.test').key).toBe('default');
  });

  it('gives every brand a name, desktop logo, favicon and website', () => {
    for (const brand of Object.values(BRANDS)) {
      expect(brand.logo).toMatch(/^\/brands\/.+\.svg$/);
      expect(brand.favicon).toMatch(/^\/brands\/.+\.svg$/);
      expect(brand.website).toMatch(/^https:\/\//);
      expect(brand.name).toBeTruthy();
    }
  });
});
