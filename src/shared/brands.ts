/**
 * The white-label brands (docs/product/01-product.md §1.3). Pure: the service worker imports this table to
 * cache brand assets. `_id` matches the provider's brand-logo records (GET /v1/config/brand-logos).
 */
export type BrandKey = 'default' | 'admin' | 'partner';

export interface Brand {
  key: BrandKey;
  _id: string;
  name: string;
  /** the installed app's name under its icon (12 characters or fewer) */
  shortName: string;
  /** desktop logo path */
  logo: string;
  favicon: string;
  website: string;
  /** the Mantine colour the brand's theme is built on */
  primaryColor: 'blue' | 'grape' | 'indigo';
  /** the colour of the brand's mark (its favicon's square): the installed app's title bar and icon background */
  themeColor: string;
  /** the installed app's splash screen behind the icon: the app's light page colour */
  backgroundColor: string;
}

export const BRANDS: Record<BrandKey, Brand> = {
  default: {
    key: 'default',
    _id: '000000000000000000000b01',
    name: 'PayDesk',
    logo: '/brands/default/logo.svg',
    favicon: '/brands/default/favicon.svg',
    website: 'https://paydesk.example',
    primaryColor: 'blue',
    shortName: 'PayDesk',
    themeColor: '#1c7ed6',
    backgroundColor: '#ffffff',
  },
  admin: {
    key: 'admin',
    _id: '000000000000000000000b02',
    name: 'PayDesk Operations',
    logo: '/brands/admin/logo.svg',
    favicon: '/brands/admin/favicon.svg',
    website: 'https://admin.paydesk.example',
    primaryColor: 'grape',
    shortName: 'PayDesk Ops',
    themeColor: '#862e9c',
    backgroundColor: '#ffffff',
  },
  partner: {
    key: 'partner',
    _id: '000000000000000000000b03',
    // eslint-disable-next-line i18n/no-literal-ui-text -- a brand's name, the same in every language
    name: 'Harbor Pay',
    logo: '/brands/partner/logo.svg',
    favicon: '/brands/partner/favicon.svg',
    website: 'https://harborpay.example',
    primaryColor: 'indigo',
    // eslint-disable-next-line i18n/no-literal-ui-text -- a brand's name, the same in every language
    shortName: 'Harbor Pay',
    themeColor: '#3b5bdb',
    backgroundColor: '#ffffff',
  },
};

/**
 * The third brand's host. Configurable at build time (VITE_PARTNER_HOST); `partner.localhost` by default,
 * which is the host the end-to-end tests use (docs/brands-and-theme.md).
 */
export const PARTNER_HOST: string =
  (import.meta as { env?: Record<string, string | undefined> }).env?.VITE_PARTNER_HOST || 'partner.localhost';

/**
 * Which host names take which brand, the first match winning; every other host is the default brand. Data, so
 * that the build can hand the same rules to the page and the server that choose a prerendered sign-in page
 * (scripts/vite/prerender-sign-in.ts writes them into the page and sign-in-pages.json).
 */
export interface BrandHostRule {
  brand: BrandKey;
  /** a host name without port, lower case; with `prefix`, the start of one */
  host: string;
  match: 'exact' | 'prefix';
}

/** The host rules: the partner host exactly, then any host starting with `admin`. */
export function brandHostRules(partnerHost: string = PARTNER_HOST): BrandHostRule[] {
  return [
    { brand: 'partner', host: partnerHost.trim().toLowerCase(), match: 'exact' },
    { brand: 'admin', host: 'admin', match: 'prefix' },
  ];
}

/**
 * The brand a host name (port ignored, case-insensitive) takes under the rules: the one place the rules are
 * applied, by the app, the service worker, the server and the sign-in page's guard script. The guard runs before
 * any module, so the build copies this function's own code into it (scripts/vite/boot-scripts.ts): it must stay
 * self-contained, using nothing but its arguments.
 */
export function brandKeyForHost(hostname: string, rules: readonly BrandHostRule[]): BrandKey {
  const name = hostname.trim().toLowerCase().replace(/:\d+$/, '');
  for (const rule of rules) {
    if (rule.match === 'exact' ? name === rule.host : name.startsWith(rule.host)) return rule.brand;
  }
  return 'default';
}

/** The brand for a host name (port ignored, case-insensitive): admin* → admin, the partner host → partner. */
export function brandForHost(host: string, partnerHost: string = PARTNER_HOST): Brand {
  return BRANDS[brandKeyForHost(host, brandHostRules(partnerHost))];
}
