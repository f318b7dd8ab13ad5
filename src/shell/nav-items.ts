import type { ComponentType } from 'react';
import { DASHBOARD_PATH, menuEntriesFor, ON_RAMP_ENTRY, type RoutePath } from '../lib/menu.ts';
import {
  IconBuilding,
  IconCash,
  IconDashboard,
  IconExchange,
  IconKey,
  IconList,
  IconSliders,
} from './icons.tsx';

export interface NavItem {
  title: string;
  route: RoutePath;
  section: 'MAIN' | 'MANAGE';
  icon: ComponentType<{ size?: number }>;
}

const ICONS: Partial<Record<RoutePath, NavItem['icon']>> = {
  [DASHBOARD_PATH]: IconDashboard,
  '/manage/apikey/': IconKey,
  '/manage/organization/': IconBuilding,
  '/manage/paymentConfig/': IconSliders,
  '/manage/transactions/': IconList,
  '/manage/payout/': IconCash,
  '/manage/onRampRequest/': IconExchange,
};

/** The sidebar's entries: the permitted labels (SPEC §2 helper, in their order) plus OnRamp Request. */
export function navItemsFor(permitted: readonly string[]): NavItem[] {
  return [...menuEntriesFor(permitted), ON_RAMP_ENTRY].map((entry) => ({
    title: entry.title,
    route: entry.route,
    section: entry.section,
    icon: ICONS[entry.route] ?? IconList,
  }));
}

/** SPEC §2 menu search: titles that start with the typed text (case-insensitive); none for empty text. */
export function searchNavItems(items: readonly NavItem[], text: string): NavItem[] {
  const query = text.trim().toLowerCase();
  if (!query) return [];
  return items.filter((item) => item.title.toLowerCase().startsWith(query));
}

/** Both sections in order, each with its entries (empty sections dropped). */
export function bySection(items: readonly NavItem[]): { section: NavItem['section']; items: NavItem[] }[] {
  return (['MAIN', 'MANAGE'] as const)
    .map((section) => ({ section, items: items.filter((item) => item.section === section) }))
    .filter((group) => group.items.length > 0);
}
