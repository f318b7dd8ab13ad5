/** What a saved view may hold (the contract's createSavedView): its name and its list's known filters. */
import { ApiError, plainText } from '../http.ts';
import type { SavedViewList } from './views.ts';
import { MAX_SAVED_VIEW_FILTER_LENGTH, SAVED_VIEW_FILTERS } from '../../src/shared/saved-view-filters.ts';

const MAX_NAME_LENGTH = 60;
const MAX_FILTER_LENGTH = MAX_SAVED_VIEW_FILTER_LENGTH;
/** A guard against runaway scripts: more views than anyone scans in a menu. */
export const MAX_VIEWS_PER_ORG = 50;

/** The lists' URL filter names; page numbers are never part of a view. */
const LIST_FILTERS: Record<SavedViewList, readonly string[]> = SAVED_VIEW_FILTERS;

/** The name trimmed as names are, then 1 to 60 characters (counted as characters, not UTF-16 units). */
export function checkedName(name: string): string {
  const trimmed = plainText('body.name', name);
  if ([...trimmed].length > MAX_NAME_LENGTH)
    throw new ApiError(400, `body.name must be at most ${MAX_NAME_LENGTH} characters`);
  return trimmed;
}

/** Only the list's own filter names, each a string of at most 200 characters. */
export function checkedFilters(
  list: SavedViewList,
  filters: Record<string, unknown>,
): Record<string, string> {
  const known = LIST_FILTERS[list];
  const checked: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (!known.includes(name))
      throw new ApiError(400, `body.filters.${name} is not a filter of the ${list} list`);
    if (typeof value !== 'string') throw new ApiError(400, `body.filters.${name} must be a string`);
    if (value.length > MAX_FILTER_LENGTH)
      throw new ApiError(400, `body.filters.${name} must be at most ${MAX_FILTER_LENGTH} characters`);
    checked[name] = value;
  }
  return checked;
}
