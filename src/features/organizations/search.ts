/**
 * The organization screen's tabs (docs/product/02-screens.md §2.1 gives the team no route of its own: it is a
 * tab here).
 */
const ORGANIZATION_TABS = ['organizations', 'team'] as const;
export type OrganizationTab = (typeof ORGANIZATION_TABS)[number];

export interface OrganizationSearch {
  tab: OrganizationTab;
}

export const DEFAULT_ORGANIZATION_SEARCH: OrganizationSearch = { tab: 'organizations' };

/** An unknown tab in the URL falls back to the first one, never an error page. */
export function validateOrganizationSearch(search: Record<string, unknown>): OrganizationSearch {
  const tab = ORGANIZATION_TABS.find((name) => name === search.tab);
  return { tab: tab ?? DEFAULT_ORGANIZATION_SEARCH.tab };
}
