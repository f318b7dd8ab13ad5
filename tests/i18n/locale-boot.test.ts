// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_KEY, LOCALES, directionOf, localeFromBrowser } from '../../src/i18n/locales.ts';
import { PREFERENCES_KEY } from '../../src/features/appearance/model.ts';
import { BRANDS, type BrandKey } from '../../src/shared/brands.ts';
import { manifestPath } from '../../src/shared/web-manifest.ts';

/**
 * public/theme-boot.js picks the page's language and direction before the first paint, by hand-written copies of
 * src/i18n/locales.ts; these fail when the two disagree, for every stored choice and browser language.
 */
const bootScript = readFileSync('public/theme-boot.js', 'utf8');

function boot({ chosen, languages, dir }: { chosen?: string; languages: string[]; dir?: string }) {
  localStorage.clear();
  const root = document.documentElement;
  root.removeAttribute('lang');
  root.removeAttribute('dir');
  if (chosen) localStorage.setItem(LOCALE_KEY, chosen);
  if (dir) localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ dir }));
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  new Function(bootScript)();
  return { lang: root.getAttribute('lang'), dir: root.getAttribute('dir') };
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the language before the first paint', () => {
  it('knows the languages the app speaks', () => {
    const listed = /var LOCALES = \[([^\]]*)\]/.exec(bootScript)?.[1];
    expect(listed?.split(',').map((entry) => entry.trim().replace(/'/g, ''))).toEqual([...LOCALES]);
  });

  it.each([
    [['fr-CA', 'en'], 'fr'],
    [['ar-EG'], 'ar'],
    [['de-DE', 'ar'], 'ar'],
    [['de-DE'], 'en'],
    [[], 'en'],
  ])('follows the browser (%j → %s) with the language’s direction', (languages, expected) => {
    expect(localeFromBrowser(languages)).toBe(expected);
    expect(boot({ languages })).toEqual({ lang: expected, dir: directionOf(expected as never) });
  });

  it('prefers the choice made on this device, and the theme panel’s direction over the language’s', () => {
    expect(boot({ chosen: 'ar', languages: ['fr'] })).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(boot({ chosen: 'ar', languages: ['fr'], dir: 'ltr' })).toEqual({ lang: 'ar', dir: 'ltr' });
    expect(boot({ chosen: 'xx', languages: ['fr'] })).toEqual({ lang: 'fr', dir: 'ltr' });
  });
});

describe('the web manifest before the first paint', () => {
  it.each(
    Object.keys(BRANDS).flatMap((brand) => LOCALES.map((locale) => [brand as BrandKey, locale] as const)),
  )('is the %s brand’s in %s', (brand, locale) => {
    document.head.innerHTML = `<link rel="manifest" href="${manifestPath(brand)}" />`;
    boot({ chosen: locale, languages: [] });
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      manifestPath(brand, locale),
    );
  });
});
