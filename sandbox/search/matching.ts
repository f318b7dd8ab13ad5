/**
 * The search's query as the provider takes it (GET /v1/search, issue 34): the rules themselves are shared with
 * the app's offline search (src/shared/search-rules.ts).
 */
import { ApiError } from '../http.ts';
import {
  MAX_QUERY,
  MIN_QUERY,
  searchQueryProblem,
  toSearchQuery,
  type SEARCH_KINDS,
  type SearchQuery,
} from '../../src/shared/search-rules.ts';

export {
  CHAIN_PREFIX_MIN,
  compareHits,
  matchedField,
  REFERENCE_PREFIX_MIN,
  type SearchableFields,
  type SearchQuery,
} from '../../src/shared/search-rules.ts';

export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * How deep a search pages: `page` × `limit` at most (issue 46 point 7). Each hit before a page is found to
 * reach it: the bound keeps a search's cost bounded (the palette asks for the first 20).
 */
export const MAX_SEARCH_DEPTH = 1000;

/** The query string as given, or 400 with the rule it breaks. */
export function searchQuery(raw: string | undefined): SearchQuery {
  const problem = searchQueryProblem(raw ?? '');
  if (problem === 'short') throw new ApiError(400, `Search for at least ${MIN_QUERY} characters`);
  if (problem === 'long') throw new ApiError(400, `Search for at most ${MAX_QUERY} characters`);
  return toSearchQuery(raw!);
}

/** 400 for a page beyond MAX_SEARCH_DEPTH hits. */
export function checkSearchDepth({ page, limit }: { page: number; limit: number }): void {
  if (page * limit > MAX_SEARCH_DEPTH)
    throw new ApiError(
      400,
      `Search goes ${MAX_SEARCH_DEPTH} hits deep at most: page × limit must not exceed ${MAX_SEARCH_DEPTH}`,
    );
}
