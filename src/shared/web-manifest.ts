import { directionOf, SOURCE_LOCALE, type Locale } from '../i18n/locales.ts';
import type { Brand, BrandKey } from './brands.ts';

/**
 * The web app manifest of each brand (issue 13, "Installable everywhere"), in each language the app speaks
 * (issue 31). Pure: the build writes one file per brand and language from it (scripts/vite/web-manifests.ts, with
 * the words of scripts/vite/manifest-messages/), each brand's page links its own, the boot script points the link
 * at the page's language, and the app at the host's brand and the language it speaks once it runs
 * (src/features/branding/brand.ts), so a static host that sends one page for every host still installs the right
 * brand.
 */

/**
 * The manifest file of a brand in a language, at the site's root (its scope is the whole app):
 * `/manifest-<brand>.webmanifest` in English, the name it always had (what the pages link before their language
 * is known), `/manifest-<brand>.<language>.webmanifest` in the others.
 */
export function manifestPath(key: BrandKey, locale: Locale = SOURCE_LOCALE): string {
  return locale === SOURCE_LOCALE ? `/manifest-${key}.webmanifest` : `/manifest-${key}.${locale}.webmanifest`;
}

/**
 * A manifest's words in one language, for one brand (its name already in them): a catalog of
 * scripts/vite/manifest-messages/, filled by scripts/vite/web-manifests.ts. The app's name and short name are
 * the brand's, which are not translated.
 */
export interface ManifestWords {
  description: string;
  failedToday: string;
  failedTodayShort: string;
  search: string;
  searchShort: string;
  transactions: string;
  transactionsShort: string;
  payouts: string;
  payoutsShort: string;
  screenshotNarrow: string;
  screenshotWide: string;
}

/** The icons generated from the brand's favicon (scripts/generate-brand-images.ts writes them). */
export function brandIconPaths(key: BrandKey) {
  const dir = `/brands/${key}`;
  return {
    icon192: `${dir}/icon-192.png`,
    icon512: `${dir}/icon-512.png`,
    /** full bleed in the brand's colour, the mark inside the safe zone (the inner 80% circle) */
    maskable512: `${dir}/icon-maskable-512.png`,
    /** 180 × 180, opaque: iOS rounds the corners itself */
    appleTouch: `${dir}/apple-touch-icon.png`,
    screenshotNarrow: `${dir}/screenshot-narrow.jpg`,
    screenshotWide: `${dir}/screenshot-wide.jpg`,
  };
}

/** The sizes the screenshots are taken at: a phone (390 × 844) and a laptop (1280 × 800). */
export const SCREENSHOT_SIZES = {
  narrow: { width: 390, height: 844 },
  wide: { width: 1280, height: 800 },
} as const;

/** Where the installed app opens: the root, which takes a signed-in user on to the dashboard. */
const START_URL = '/';

/**
 * Where a share into the installed app opens (issue 34): `/share?title=&text=&url=` finds the hash, address,
 * reference or e-mail in it and opens the palette's search with it (src/routes/_app/share.tsx). The home-screen
 * shortcuts that depend on the day or open the palette go through it too (`?shortcut=`).
 */
const SHARE_PATH = '/share';
const SHARE_PARAMS = ['title', 'text', 'url'] as const;
type ShareParams = Record<(typeof SHARE_PARAMS)[number], string>;

/**
 * The home-screen shortcuts (issue 34), the most useful first for a merchant on the go; no platform lets a page
 * change an installed app's shortcuts (docs/find-fast.md), so they are the same for everyone: today's failed
 * payments (the day is read when used), the palette's search, the payouts and the transactions.
 */
const SHORTCUT_URLS = {
  failedToday: `${SHARE_PATH}?shortcut=failed-today`,
  search: `${SHARE_PATH}?shortcut=search`,
  payouts: '/manage/payout/',
  transactions: '/manage/transactions/',
} as const;

export interface WebManifest {
  id: string;
  /** the language of the manifest's words, and their direction (Arabic: right to left) */
  lang: Locale;
  dir: 'ltr' | 'rtl';
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: 'any' | 'maskable' }[];
  shortcuts: { name: string; short_name: string; url: string; icons: { src: string; sizes: string }[] }[];
  share_target: {
    action: string;
    method: 'GET';
    params: ShareParams;
  };
  screenshots: {
    src: string;
    sizes: string;
    type: string;
    form_factor: 'narrow' | 'wide';
    label: string;
  }[];
}

/**
 * The manifest of one brand (the built-in brand: a provider's record changes logos, not the installed app) in
 * one language, with that language's words.
 */
export function webManifest(brand: Brand, locale: Locale, words: ManifestWords): WebManifest {
  const icons = brandIconPaths(brand.key);
  const size = ({ width, height }: { width: number; height: number }) => `${width}x${height}`;
  const shortcutIcons = [{ src: icons.icon192, sizes: '192x192' }];
  return {
    // the same id on every origin: each brand's host is an app of its own anyway (the id is resolved
    // against the start URL's origin), and a later change of start_url must not make it a new app
    // and the same in every language: a change of language changes the installed app's words, not the app
    id: '/',
    lang: locale,
    dir: directionOf(locale),
    name: brand.name,
    short_name: brand.shortName,
    description: words.description,
    start_url: START_URL,
    scope: '/',
    display: 'standalone',
    theme_color: brand.themeColor,
    background_color: brand.backgroundColor,
    icons: [
      { src: icons.icon192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: icons.icon512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: icons.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      {
        name: words.failedToday,
        short_name: words.failedTodayShort,
        url: SHORTCUT_URLS.failedToday,
        icons: shortcutIcons,
      },
      { name: words.search, short_name: words.searchShort, url: SHORTCUT_URLS.search, icons: shortcutIcons },
      {
        name: words.payouts,
        short_name: words.payoutsShort,
        url: SHORTCUT_URLS.payouts,
        icons: shortcutIcons,
      },
      {
        name: words.transactions,
        short_name: words.transactionsShort,
        url: SHORTCUT_URLS.transactions,
        icons: shortcutIcons,
      },
    ],
    // text and links shared into the installed app (Android's share sheet, Chrome OS, Windows): a GET, so the
    // shared text is in the address the sign-in keeps in `next`
    share_target: {
      action: SHARE_PATH,
      method: 'GET',
      // each shared field under its own name (`/share?title=…&text=…&url=…`)
      params: Object.fromEntries(SHARE_PARAMS.map((name) => [name, name])) as ShareParams,
    },
    screenshots: [
      {
        src: icons.screenshotNarrow,
        sizes: size(SCREENSHOT_SIZES.narrow),
        type: 'image/jpeg',
        form_factor: 'narrow',
        label: words.screenshotNarrow,
      },
      {
        src: icons.screenshotWide,
        sizes: size(SCREENSHOT_SIZES.wide),
        type: 'image/jpeg',
        form_factor: 'wide',
        label: words.screenshotWide,
      },
    ],
  };
}
