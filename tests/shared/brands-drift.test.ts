import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_LOGOS } from '../../sandbox/routes/config.ts';
import { BRANDS } from '../../src/shared/brands.ts';

/**
 * The app's brand table and the sandbox's brand-logo records are two copies (the sandbox must not import src/),
 * and both name files in public/: a test catches either copy drifting or a file going missing.
 */
const appBrands = Object.values(BRANDS);

describe('brand records', () => {
  it('are the same in the app and in the sandbox', () => {
    const fromApp = appBrands.map(({ _id, name, logo, favicon, website }) => ({
      _id,
      name,
      logo,
      favicon,
      website,
    }));
    const byId = (a: { _id: string }, b: { _id: string }) => a._id.localeCompare(b._id);
    expect([...BRAND_LOGOS].sort(byId)).toEqual(fromApp.sort(byId));
  });

  it.each(appBrands.flatMap((brand) => [brand.logo, brand.favicon].map((path) => [brand.key, path])))(
    '%s: %s exists in public/',
    (_brand, path) => {
      expect(path.startsWith('/')).toBe(true);
      expect(existsSync(join('public', path))).toBe(true);
    },
  );
});
