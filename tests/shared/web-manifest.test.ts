import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from '../../src/i18n/locales.ts';
import { BRANDS } from '../../src/shared/brands.ts';
import { manifestPath, SCREENSHOT_SIZES, webManifest } from '../../src/shared/web-manifest.ts';
import { manifestFiles, manifestWords } from '../../scripts/vite/web-manifests.ts';

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
  const manifest = webManifest(brand, 'en', manifestWords(brand, 'en'));

  it("has the brand's names and colours and opens standalone at the root", () => {
    expect(manifestPath(brand.key)).toBe(`/manifest-${brand.key}.webmanifest`);
    expect(manifest).toMatchObject({
      id: '/',
      lang: 'en',
      dir: 'ltr',
      description: `${brand.name}: balances, transactions and payouts of your organizations.`,
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

  it("has shortcuts to today's failed payments, the search, Payout and Transactions", () => {
    expect(manifest.shortcuts.map(({ name, short_name, url }) => [name, short_name, url])).toEqual([
      ['Failed payments today', 'Failed today', '/share?shortcut=failed-today'],
      ['Search', 'Search', '/share?shortcut=search'],
      ['Payout', 'Payout', '/manage/payout/'],
      ['Transactions', 'Transactions', '/manage/transactions/'],
    ]);
    // a launcher shows four at most (Android's advice), with short names of about 12 characters
    expect(manifest.shortcuts.length).toBeLessThanOrEqual(4);
    for (const locale of LOCALES)
      for (const { short_name } of webManifest(brand, locale, manifestWords(brand, locale)).shortcuts)
        expect(short_name.length, `${locale}: ${short_name}`).toBeLessThanOrEqual(14);
  });

  it('is a share target for text and links, opened at /share with GET (issue 34)', () => {
    expect(manifest.share_target).toEqual({
      action: '/share',
      method: 'GET',
      params: { title: 'title', text: 'text', url: 'url' },
    });
  });

  it('has a narrow and a wide screenshot, files of those sizes', () => {
    expect(manifest.screenshots.map(({ form_factor }) => form_factor)).toEqual(['narrow', 'wide']);
    expect(manifest.screenshots.map(({ label }) => label)).toEqual([
      `${brand.name} on a phone`,
      `${brand.name} on a desktop`,
    ]);
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

describe.each(Object.values(BRANDS))("$name's manifest in every language", (brand) => {
  const english = webManifest(brand, 'en', manifestWords(brand, 'en'));
  const french = webManifest(brand, 'fr', manifestWords(brand, 'fr'));
  const arabic = webManifest(brand, 'ar', manifestWords(brand, 'ar'));

  it('is a file of its own per language, English keeping the name the pages link', () => {
    expect(LOCALES.map((locale) => manifestPath(brand.key, locale))).toEqual([
      `/manifest-${brand.key}.webmanifest`,
      `/manifest-${brand.key}.fr.webmanifest`,
      `/manifest-${brand.key}.ar.webmanifest`,
    ]);
    const files = manifestFiles();
    for (const [locale, manifest] of [
      ['en', english],
      ['fr', french],
      ['ar', arabic],
    ] as const)
      expect(JSON.parse(files.get(manifestPath(brand.key, locale))!)).toEqual(manifest);
  });

  it('says its language and direction, and translates its description, shortcuts and screenshot labels', () => {
    expect([french.lang, french.dir, arabic.lang, arabic.dir]).toEqual(['fr', 'ltr', 'ar', 'rtl']);
    expect(french.description).toBe(
      `${brand.name}\u00a0: soldes, transactions et virements de vos organisations.`,
    );
    expect(french.shortcuts.map(({ name }) => name)).toEqual([
      'Paiements en échec aujourd’hui',
      'Rechercher',
      'Virements',
      'Transactions',
    ]);
    expect(arabic.shortcuts.map(({ name }) => name)).toEqual([
      'المدفوعات الفاشلة اليوم',
      'بحث',
      'التسويات',
      'المعاملات',
    ]);
    expect(arabic.screenshots.map(({ label }) => label)).toEqual([
      `${brand.name} على الهاتف`,
      `${brand.name} على حاسوب مكتبي`,
    ]);
  });

  it('is the same installed app in every language: id, names, colours, icons, shortcut addresses, share target', () => {
    const sameApp = ({
      id,
      name,
      short_name,
      start_url,
      scope,
      theme_color,
      icons,
      shortcuts,
      share_target,
    }: typeof english) => ({
      id,
      name,
      short_name,
      start_url,
      scope,
      theme_color,
      icons,
      urls: shortcuts.map(({ url, icons }) => [url, icons]),
      share_target,
    });
    expect(sameApp(french)).toEqual(sameApp(english));
    expect(sameApp(arabic)).toEqual(sameApp(english));
  });
});

describe("the manifests' catalogs (scripts/vite/manifest-messages/)", () => {
  const read = (locale: string) =>
    JSON.parse(
      readFileSync(join('scripts', 'vite', 'manifest-messages', `${locale}.json`), 'utf8'),
    ) as Record<string, string>;
  /** what manifestWords fills in: text and the `{brand}` argument, nothing else */
  const plainWithBrand = (message: string) =>
    parse(message).every(
      (token: Token) => token.type === 'content' || (token.type === 'argument' && token.arg === 'brand'),
    );

  for (const locale of LOCALES.filter((locale) => locale !== SOURCE_LOCALE)) {
    it(`${locale}: the same keys and arguments as English, translated`, () => {
      const english = read(SOURCE_LOCALE);
      const translated = read(locale);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [key, source] of Object.entries(english)) {
        const message = translated[key]!;
        expect(plainWithBrand(message), `${locale}:${key}`).toBe(true);
        expect(message.includes('{brand}'), `${locale}:${key}`).toBe(source.includes('{brand}'));
        // "Transactions" is French too
        if (!(locale === 'fr' && source === 'Transactions'))
          expect(message, `${locale}:${key}`).not.toBe(source);
      }
    });
  }

  it('fills in the brand in one pass, as it is', () => {
    const odd = { ...BRANDS.default, name: '{brand} $& Co' };
    expect(manifestWords(odd, 'en').screenshotWide).toBe('{brand} $& Co on a desktop');
  });
});
