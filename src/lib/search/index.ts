/**
 * Search across kinds (issue 34): the provider's one search of transactions, payouts, disputes and
 * organizations in the current scope, the same search over what the device has cached (offline), and where a
 * hit leads. The palette calls these; the matching rules are src/shared/search-rules.ts.
 */
export { searchQueryOptions, type SearchHit } from './queries.ts';
export { searchCachedData } from './cached.ts';
export { hitPath } from './paths.ts';
