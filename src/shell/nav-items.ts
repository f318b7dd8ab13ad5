import type { ComponentType } from 'react';
import { menuEntriesFor, type DeclaredRoute, type MenuViewer, type RoutePath } from '../lib/menu.ts';
import { MENU_ICONS } from '../components/icons.tsx';
import { translate } from '../i18n/translate.ts';
import { shellMessages } from './messages/index.ts';

export interface NavItem {
  title: string;
  route: RoutePath;
  section: 'MAIN' | 'MANAGE';
  icon: ComponentType<{ size?: number }>;
}

/**
 * The sidebar's entries, from the screens the routes declare (`staticData.screen.menu`): the permitted
 * labels' entries in their order, then those shown to everyone. The titles are read in the language spoken now.
 */
export function navItemsFor(
  routes: Iterable<DeclaredRoute>,
  permitted: readonly string[],
  viewer?: MenuViewer,
): NavItem[] {
  return menuEntriesFor(routes, permitted, viewer).map((entry) => ({
    title: entry.title,
    route: entry.route,
    section: entry.section,
    icon: MENU_ICONS[entry.icon],
  }));
}

/** A section's name as the menus show it (the declarations name it by a code: MAIN, MANAGE). */
export function sectionName(section: NavItem['section']): string {
  return translate(shellMessages, section === 'MAIN' ? 'sectionMain' : 'sectionManage');
}

/**
 * docs/product/02-screens.md §2.5 menu search: titles that start with the typed text (case-insensitive); none
 * for empty text.
 */
export function searchNavItems(items: readonly NavItem[], text: string): NavItem[] {
  const query = text.trim().toLocaleLowerCase();
  if (!query) return [];
  return items.filter((item) => item.title.toLocaleLowerCase().startsWith(query));
}

/** Both sections in order, each with its entries (empty sections dropped). */
export function bySection(items: readonly NavItem[]): { section: NavItem['section']; items: NavItem[] }[] {
  return (['MAIN', 'MANAGE'] as const)
    .map((section) => ({ section, items: items.filter((item) => item.section === section) }))
    .filter((group) => group.items.length > 0);
}
