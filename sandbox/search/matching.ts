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
  type SearchQuery,
} from '../../src/shared/search-rules.ts';

export {
  CHAIN_PREFIX_MIN,
  fold,
  matchedField,
  matchOf,
  REFERENCE_PREFIX_MIN,
  type SearchableFields,
  type SearchQuery,
} from '../../src/shared/search-rules.ts';

/** The query string as given, or 400 with the rule it breaks. */
export function searchQuery(raw: string | undefined): SearchQuery {
  const problem = searchQueryProblem(raw ?? '');
  if (problem === 'short') throw new ApiError(400, `Search for at least ${MIN_QUERY} characters`);
  if (problem === 'long') throw new ApiError(400, `Search for at most ${MAX_QUERY} characters`);
  return toSearchQuery(raw!);
}
