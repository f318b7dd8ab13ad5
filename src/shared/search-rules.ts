/**
 * The matching rules of the search across kinds (GET /v1/search, issue 34). One copy: the provider's sandbox
 * filters with them (sandbox/search/) and the app searches what the device has cached with them
 * (src/lib/search/), so a record found online is found offline by the same query. Case-insensitive throughout:
 * - references (ids, payment references): equal, or starting with the query once it has 6 characters;
 * - chain values (transaction hashes, wallet addresses): equal, or starting with it once it has 8 characters;
 *   a transaction hash may be given with Ethereum's 0x in front (the provider writes hashes without it);
 * - text (customer e-mails, titles, organization names): containing it.
 */

export const MIN_QUERY = 3;
export const MAX_QUERY = 200;
export const REFERENCE_PREFIX_MIN = 6;
export const CHAIN_PREFIX_MIN = 8;

/** `hash` is a transaction hash (compared without 0x), `chain` any other chain value (a wallet address). */
export type MatchRule = 'reference' | 'chain' | 'hash' | 'text';
export type Match = 'exact' | 'partial' | null;

type MatchedField = 'id' | 'paymentId' | 'txHash' | 'walletAddress' | 'customerEmail' | 'title' | 'name';

/** The kinds a search finds, in the order their hits come (after the exact ones). */
export const SEARCH_KINDS = ['transaction', 'payout', 'dispute', 'organization'] as const;

export interface SearchQuery {
  /** the query trimmed and lower-cased */
  text: string;
  /** the same without a leading 0x: what a transaction hash is compared with */
  hash: string;
}

/** How both sides compare text: lower case (every alphabet's, not only A–Z). */
export function fold(value: string): string {
  return value.toLowerCase();
}

/** Why a query is refused (too short or too long once trimmed), or null when it is searched. */
export function searchQueryProblem(raw: string): 'short' | 'long' | null {
  const length = raw.trim().length;
  if (length < MIN_QUERY) return 'short';
  return length > MAX_QUERY ? 'long' : null;
}

/** The query as the rules compare it (check `searchQueryProblem` first). */
export function toSearchQuery(raw: string): SearchQuery {
  const text = fold(raw.trim());
  return { text, hash: text.startsWith('0x') ? text.slice(2) : text };
}

/** Whether `value` matches the query under `rule`, exactly (equal) or partly (prefix or substring). */
export function matchOf(value: string | null | undefined, rule: MatchRule, query: SearchQuery): Match {
  if (!value) return null;
  const v = fold(value);
  const q = rule === 'hash' ? query.hash : query.text;
  if (v === q) return 'exact';
  if (rule === 'text') return v.includes(q) ? 'partial' : null;
  const min = rule === 'reference' ? REFERENCE_PREFIX_MIN : CHAIN_PREFIX_MIN;
  return q.length >= min && v.startsWith(q) ? 'partial' : null;
}

/** A record's searchable fields, in the order a hit names them when none is exact. */
export type SearchableFields = [MatchedField, string | null | undefined, MatchRule][];

export interface FieldMatch {
  field: MatchedField;
  /** the field's whole value */
  text: string;
  exact: boolean;
}

/** The field a hit names: the first exactly equal one, else the first that matches; null when none does. */
export function matchedField(fields: SearchableFields, query: SearchQuery): FieldMatch | null {
  let partial: FieldMatch | null = null;
  for (const [field, value, rule] of fields) {
    const match = matchOf(value, rule, query);
    if (match === 'exact') return { field, text: value!, exact: true };
    if (match === 'partial' && !partial) partial = { field, text: value!, exact: false };
  }
  return partial;
}

/** The order of hits: exact ones first, then by kind, then newest first, then by id (descending). */
export function compareHits(
  a: { exact: boolean; kind: (typeof SEARCH_KINDS)[number]; createdAt: string | null; id: string },
  b: { exact: boolean; kind: (typeof SEARCH_KINDS)[number]; createdAt: string | null; id: string },
): number {
  if (a.exact !== b.exact) return a.exact ? -1 : 1;
  const kind = SEARCH_KINDS.indexOf(a.kind) - SEARCH_KINDS.indexOf(b.kind);
  if (kind !== 0) return kind;
  const at = (b.createdAt ?? '').localeCompare(a.createdAt ?? '');
  if (at !== 0) return at;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
