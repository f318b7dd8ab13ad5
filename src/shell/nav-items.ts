import type { ComponentType } from 'react';
import { MENU_ROUTES, menuEntriesFor, ON_RAMP_ENTRY, type MenuRoute } from '../lib/menu.ts';
import {
  IconBuilding,
  IconCash,
  IconDashboard,
  IconExchange,
  IconKey,
  IconList,
  IconSliders,
} from '../components/icons.tsx';

export interface NavItem {
  title: string;
  route: MenuRoute;
  section: 'MAIN' | 'MANAGE';
  icon: ComponentType<{ size?: number }>;
}

/** One icon per menu route: a new menu entry without an icon fails the typecheck. */
const ICONS: Record<MenuRoute, NavItem['icon']> = {
  [MENU_ROUTES.Dashboard]: IconDashboard,
  [MENU_ROUTES.Apikey]: IconKey,
  [MENU_ROUTES.Organization]: IconBuilding,
  [MENU_ROUTES['Payment Configuration']]: IconSliders,
  [MENU_ROUTES.Transactions]: IconList,
  [MENU_ROUTES.Payout]: IconCash,
  [MENU_ROUTES['OnRamp Request']]: IconExchange,
};

/**
 * The sidebar's entries: the permitted labels (docs/product/02-screens.md §2.2 helper, in their order) plus
 * OnRamp Request.
 */
export function navItemsFor(permitted: readonly string[]): NavItem[] {
  return [...menuEntriesFor(permitted), ON_RAMP_ENTRY].map((entry) => ({
    title: entry.title,
    route: entry.route,
    section: entry.section,
    icon: ICONS[entry.route],
  }));
}

/**
 * docs/product/02-screens.md §2.5 menu search: titles that start with the typed text (case-insensitive); none
 * for empty text.
 */
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
