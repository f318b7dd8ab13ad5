import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../src/shared/brands.ts';
import { manifestPath, SCREENSHOT_SIZES, webManifest } from '../../src/shared/web-manifest.ts';

/** A PNG's or JPEG's size from its header (PNG: IHDR; JPEG: the first SOFn segment). */
function imageSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  if (bytes.readUInt32BE(0) === 0x89504e47)
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes[offset + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3)
      return { width: bytes.readUInt16BE(offset + 7), height: bytes.readUInt16BE(offset + 5) };
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  throw new Error(`${file}: no image size found`);
}

describe.each(Object.values(BRANDS))("$name's web app manifest", (brand) => {
  const manifest = webManifest(brand);

  it("has the brand's names and colours and opens standalone at the root", () => {
    expect(manifestPath(brand.key)).toBe(`/manifest-${brand.key}.webmanifest`);
    expect(manifest).toMatchObject({
      id: '/',
      name: brand.name,
      short_name: brand.shortName,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: brand.themeColor,
      background_color: brand.backgroundColor,
    });
    expect(brand.shortName.length).toBeLessThanOrEqual(12);
  });

  it('has icons of 192 and 512 and a maskable one, files of those sizes in public/', () => {
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(icon.src.startsWith(`/brands/${brand.key}/`)).toBe(true);
      expect(imageSize(join('public', icon.src))).toEqual({ width, height });
    }
  });

  it('has shortcuts to Transactions and Payout', () => {
    expect(manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual([
      ['Transactions', '/manage/transactions/'],
      ['Payout', '/manage/payout/'],
    ]);
  });

  it('has a narrow and a wide screenshot, files of those sizes', () => {
    expect(manifest.screenshots.map(({ form_factor }) => form_factor)).toEqual(['narrow', 'wide']);
    for (const shot of manifest.screenshots) {
      expect(imageSize(join('public', shot.src))).toEqual(SCREENSHOT_SIZES[shot.form_factor]);
      expect(shot.sizes).toBe(
        `${SCREENSHOT_SIZES[shot.form_factor].width}x${SCREENSHOT_SIZES[shot.form_factor].height}`,
      );
    }
  });

  it('has an opaque 180 × 180 Apple touch icon', () => {
    const file = join('public', 'brands', brand.key, 'apple-touch-icon.png');
    expect(existsSync(file)).toBe(true);
    expect(imageSize(file)).toEqual({ width: 180, height: 180 });
    // colour type 2: RGB without alpha (iOS turns transparency black)
    expect(readFileSync(file)[25]).toBe(2);
  });
});
