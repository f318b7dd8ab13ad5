import type { Brand, BrandKey } from './brands.ts';

/**
 * The web app manifest of each brand (issue 13, "Installable everywhere"). Pure: the build writes one file per
 * brand from it (scripts/vite/web-manifests.ts), each brand's page links its own, and the app points the link
 * at the host's brand once it runs (src/features/branding/brand.ts), so a static host that sends one page for
 * every host still installs the right brand.
 */

/** The manifest file of a brand, at the site's root: its scope is the whole app. */
export function manifestPath(key: BrandKey): string {
  return `/manifest-${key}.webmanifest`;
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

export interface WebManifest {
  id: string;
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
  screenshots: {
    src: string;
    sizes: string;
    type: string;
    form_factor: 'narrow' | 'wide';
    label: string;
  }[];
}

/** The manifest of one brand (the built-in brand: a provider's record changes logos, not the installed app). */
export function webManifest(brand: Brand): WebManifest {
  const icons = brandIconPaths(brand.key);
  const size = ({ width, height }: { width: number; height: number }) => `${width}x${height}`;
  const shortcutIcons = [{ src: icons.icon192, sizes: '192x192' }];
  return {
    // the same id on every origin: each brand's host is an app of its own anyway (the id is resolved
    // against the start URL's origin), and a later change of start_url must not make it a new app
    id: '/',
    name: brand.name,
    short_name: brand.shortName,
    description: `${brand.name}: balances, transactions and payouts of your organizations.`,
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
        name: 'Transactions',
        short_name: 'Transactions',
        url: '/manage/transactions/',
        icons: shortcutIcons,
      },
      { name: 'Payout', short_name: 'Payout', url: '/manage/payout/', icons: shortcutIcons },
    ],
    screenshots: [
      {
        src: icons.screenshotNarrow,
        sizes: size(SCREENSHOT_SIZES.narrow),
        type: 'image/jpeg',
        form_factor: 'narrow',
        label: `${brand.name} on a phone`,
      },
      {
        src: icons.screenshotWide,
        sizes: size(SCREENSHOT_SIZES.wide),
        type: 'image/jpeg',
        form_factor: 'wide',
        label: `${brand.name} on a desktop`,
      },
    ],
  };
}
