import type { Scope } from '../../session/scope.ts';
import type { SavedView, SavedViewList } from './queries.ts';
import {
  MAX_SAVED_VIEW_FILTER_LENGTH,
  SAVED_VIEW_FILTERS as SHARED_FILTERS,
} from '../../shared/saved-view-filters.ts';

/** Where each list lives in the app. */
const LIST_PATHS: Record<SavedViewList, '/manage/transactions' | '/manage/payout'> = {
  transactions: '/manage/transactions',
  payouts: '/manage/payout',
};

/** The filter names the provider keeps for each list (src/shared/saved-view-filters.ts). */
const SAVED_VIEW_FILTERS: Record<SavedViewList, readonly string[]> = SHARED_FILTERS;

const MAX_FILTER_LENGTH = MAX_SAVED_VIEW_FILTER_LENGTH;

/**
 * The filters of a list's URL that a view keeps: the list's known names with a value, written as strings
 * (what the provider stores), a value over the provider's bound left out rather than refused.
 */
export function savedViewFilters(
  list: SavedViewList,
  search: Record<string, unknown>,
): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const name of SAVED_VIEW_FILTERS[list]) {
    const value = search[name];
    if (value === undefined || value === null || value === '') continue;
    const text = String(value);
    if (text.length <= MAX_FILTER_LENGTH) filters[name] = text;
  }
  return filters;
}

/**
 * The list's path with the view's filters, e.g. `/manage/payout?status=failed&currency=USD`, naming the view's
 * organization and environment (`org`, `env`) unless `scope`, the one on screen, is already theirs: the signed-in
 * layout's guard switches there before the list loads (src/shell/linked-scope.ts), as a notification's link
 * does, so a view of the other environment opens in its own from wherever the link is followed.
 */
export function savedViewPath(
  view: Pick<SavedView, 'list' | 'filters' | 'orgId' | 'env'>,
  scope?: Pick<Scope, 'orgId' | 'env' | 'masterOrgId'>,
): string {
  const query = new URLSearchParams();
  for (const name of SAVED_VIEW_FILTERS[view.list]) {
    const value = view.filters[name];
    if (value !== undefined) query.set(name, value);
  }
  if (!scope || view.env !== scope.env || view.orgId !== (scope.masterOrgId ?? scope.orgId)) {
    query.set('org', view.orgId);
    query.set('env', view.env);
  }
  const text = query.toString();
  return text ? `${LIST_PATHS[view.list]}?${text}` : LIST_PATHS[view.list];
}

/** The share link: `<origin>/views/<id>`, which opens the view for any member of its organization. */
export function savedViewShareUrl(view: Pick<SavedView, '_id'>, origin = window.location.origin): string {
  return `${origin}/views/${view._id}`;
}
