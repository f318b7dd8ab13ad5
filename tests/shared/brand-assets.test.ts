import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../src/shared/brands.ts';

/** The brand table names files in public/ (the sandbox's brand-logo records hand the same paths out). */
const appBrands = Object.values(BRANDS);

describe('brand assets', () => {
  it.each(appBrands.flatMap((brand) => [brand.logo, brand.favicon].map((path) => [brand.key, path])))(
    '%s: %s exists in public/',
    (_brand, path) => {
      expect(path.startsWith('/')).toBe(true);
      expect(existsSync(join('public', path))).toBe(true);
    },
  );
});
