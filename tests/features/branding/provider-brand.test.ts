import { describe, expect, it } from 'vitest';
import { brandFromRecords, type BrandRecord } from '../../../src/features/branding/provider-brand.ts';
import { BRANDS } from '../../../src/shared/brands.ts';

const record = (changes: Partial<BrandRecord>, brand = BRANDS.default): BrandRecord => ({
  _id: brand._id,
  name: brand.name,
  logo: brand.logo,
  website: brand.website,
  favicon: brand.favicon,
  ...changes,
});

describe("the brand from the provider's records", () => {
  it('keeps the built-in brand itself when no record differs or none matches', () => {
    expect(brandFromRecords(BRANDS.default, undefined)).toBe(BRANDS.default);
    expect(brandFromRecords(BRANDS.default, [record({})])).toBe(BRANDS.default);
    expect(brandFromRecords(BRANDS.default, [record({ name: 'Other' }, BRANDS.admin)])).toBe(BRANDS.default);
  });

  it("takes the record of the host's brand where it differs, keeping the colour and key", () => {
    const brand = brandFromRecords(BRANDS.partner, [
      record({ name: 'Other' }, BRANDS.default),
      record(
        {
          name: '  Harbor Pay Europe ',
          logo: 'https://ik.imagekit.io/sandbox/harbor.png',
          favicon: '/brands/partner/favicon-eu.png',
          website: 'https://eu.harborpay.example',
        },
        BRANDS.partner,
      ),
    ]);
    expect(brand).toEqual({
      ...BRANDS.partner,
      name: 'Harbor Pay Europe',
      logo: 'https://ik.imagekit.io/sandbox/harbor.png',
      favicon: '/brands/partner/favicon-eu.png',
      website: 'https://eu.harborpay.example',
    });
  });

  it('keeps the built-in value of a field the app will not use', () => {
    const brand = brandFromRecords(BRANDS.default, [
      record({
        name: '   ',
        logo: '//evil.example/logo.svg',
        favicon: 'http://insecure.example/favicon.ico',
        website: 'javascript:alert(1)',
      }),
    ]);
    expect(brand).toBe(BRANDS.default);
  });
});
