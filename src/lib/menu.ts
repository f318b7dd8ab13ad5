import type { LinkProps } from '@tanstack/react-router';

/**
 * A path of the app's route tree (the router's registered types): a route that is renamed or removed fails
 * the typecheck wherever its path is written, instead of leading to a "page not found".
 */
export type RoutePath = NonNullable<LinkProps['to']>;

/** Where a signed-in user lands by default (after sign-in, from the logo, from a page that is not found). */
export const DASHBOARD_PATH = '/main/dashboard/' satisfies RoutePath;

/** The permission labels docs/product/06-roles.md §6.4 names, as the token or the server lists them. */
export type MenuLabel =
  'Dashboard' | 'Apikey' | 'Transactions' | 'Payout' | 'Organization' | 'Payment Configuration';

/**
 * Every menu route, written once and checked against the route tree. OnRamp Request has no permission label
 * in docs/product/06-roles.md §6.4 (it is shown to everyone), so it is keyed by its title.
 */
export const MENU_ROUTES = {
  Dashboard: DASHBOARD_PATH,
  Apikey: '/manage/apikey/',
  Organization: '/manage/organization/',
  'Payment Configuration': '/manage/paymentConfig/',
  Transactions: '/manage/transactions/',
  Payout: '/manage/payout/',
  'OnRamp Request': '/manage/onRampRequest/',
} as const satisfies Record<MenuLabel | 'OnRamp Request', RoutePath>;

/** One of the menu's routes (always with its trailing slash). */
export type MenuRoute = (typeof MENU_ROUTES)[keyof typeof MENU_ROUTES];

export interface MenuEntry {
  label: MenuLabel;
  /** the title the sidebar shows (docs/product/02-screens.md §2.1) */
  title: string;
  route: MenuRoute;
  section: 'MAIN' | 'MANAGE';
}

/**
 * What the sidebar shows for each label (docs/product/02-screens.md §2.2); the route comes from
 * `MENU_ROUTES`.
 */
const ENTRIES: Record<MenuLabel, Pick<MenuEntry, 'title' | 'section'>> = {
  Dashboard: { title: 'Dashboards', section: 'MAIN' },
  Apikey: { title: 'API Key', section: 'MANAGE' },
  Organization: { title: 'Organization', section: 'MANAGE' },
  'Payment Configuration': { title: 'Payment Config', section: 'MANAGE' },
  Transactions: { title: 'Transactions', section: 'MANAGE' },
  Payout: { title: 'Payout', section: 'MANAGE' },
};

/** OnRamp Request: shown to everyone, last in MANAGE. */
export const ON_RAMP_ENTRY = {
  title: 'OnRamp Request',
  route: MENU_ROUTES['OnRamp Request'],
  section: 'MANAGE',
} as const satisfies Omit<MenuEntry, 'label'>;

/**
 * The menu-label helper of docs/product/02-screens.md §2.2: the entries for the permitted labels, in the
 * permitted list's order; unknown labels are ignored, duplicates kept once.
 */
export function menuEntriesFor(permitted: readonly string[]): MenuEntry[] {
  const seen = new Set<string>();
  const entries: MenuEntry[] = [];
  for (const label of permitted) {
    if (seen.has(label) || !Object.hasOwn(ENTRIES, label)) continue;
    seen.add(label);
    const known = label as MenuLabel;
    entries.push({ label: known, route: MENU_ROUTES[known], ...ENTRIES[known] });
  }
  return entries;
}
