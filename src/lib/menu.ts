import type { LinkProps } from '@tanstack/react-router';

/**
 * A path of the app's route tree (the router's registered types): a menu route that is renamed or removed
 * fails the typecheck here instead of leading to a "page not found".
 */
export type RoutePath = NonNullable<LinkProps['to']>;

/** Where a signed-in user lands by default (after sign-in, from the logo, from a page that is not found). */
export const DASHBOARD_PATH = '/main/dashboard/' satisfies RoutePath;

/** The permission labels SPEC §6 names, as the token or the server lists them. */
export type MenuLabel =
  'Dashboard' | 'Apikey' | 'Transactions' | 'Payout' | 'Organization' | 'Payment Configuration';

export interface MenuEntry {
  label: MenuLabel;
  /** the title the sidebar shows (SPEC §2) */
  title: string;
  /** the route, always with its trailing slash */
  route: RoutePath;
  section: 'MAIN' | 'MANAGE';
}

const ENTRIES: Record<MenuLabel, MenuEntry> = {
  Dashboard: { label: 'Dashboard', title: 'Dashboards', route: DASHBOARD_PATH, section: 'MAIN' },
  Apikey: { label: 'Apikey', title: 'API Key', route: '/manage/apikey/', section: 'MANAGE' },
  Organization: {
    label: 'Organization',
    title: 'Organization',
    route: '/manage/organization/',
    section: 'MANAGE',
  },
  'Payment Configuration': {
    label: 'Payment Configuration',
    title: 'Payment Config',
    route: '/manage/paymentConfig/',
    section: 'MANAGE',
  },
  Transactions: {
    label: 'Transactions',
    title: 'Transactions',
    route: '/manage/transactions/',
    section: 'MANAGE',
  },
  Payout: { label: 'Payout', title: 'Payout', route: '/manage/payout/', section: 'MANAGE' },
};

/** OnRamp Request has no permission label in SPEC §6: it is shown to everyone, last in MANAGE. */
export const ON_RAMP_ENTRY = {
  title: 'OnRamp Request',
  route: '/manage/onRampRequest/',
  section: 'MANAGE',
} as const satisfies Omit<MenuEntry, 'label'>;

/**
 * The menu-label helper of SPEC §2: the entries for the permitted labels, in the permitted list's order;
 * unknown labels are ignored, duplicates kept once.
 */
export function menuEntriesFor(permitted: readonly string[]): MenuEntry[] {
  const seen = new Set<string>();
  const entries: MenuEntry[] = [];
  for (const label of permitted) {
    if (seen.has(label) || !Object.hasOwn(ENTRIES, label)) continue;
    seen.add(label);
    entries.push(ENTRIES[label as MenuLabel]);
  }
  return entries;
}
