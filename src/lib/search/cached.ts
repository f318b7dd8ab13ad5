import type { QueryClient } from '@tanstack/react-query';
import {
  compareHits,
  matchedField,
  searchQueryProblem,
  toSearchQuery,
  type SearchableFields,
  type SearchQuery,
} from '../../shared/search-rules.ts';
import type { SessionScope } from '../../session/scope-key.ts';
import type { SearchHit } from './queries.ts';

type Fields = Record<string, unknown>;
type Found = { hit: SearchHit; exact: boolean };

/**
 * What the device has cached that matches `q`, with the provider's rules (src/shared/search-rules.ts) and
 * order, for a search offline. Only the current scope's data is read: records of the organization, environment
 * and master selection come from keys under `scopeKey(scope)` (transactions' pages and details, payouts,
 * disputes); organizations also from the user's own wider keys (the memberships, a master's list). Another
 * scope's cache, and the search answers themselves, are never read. Records are recognised by their shape,
 * wherever a screen keeps them (a page's results, an infinite list's pages, a detail). Empty for a query the
 * provider would refuse.
 */
export function searchCachedData(queryClient: QueryClient, scope: SessionScope, q: string): SearchHit[] {
  if (searchQueryProblem(q) !== null) return [];
  const query = toSearchQuery(q);
  const found = new Map<string, Found>();
  for (const cached of queryClient.getQueryCache().getAll()) {
    const width = widthOf(cached.queryKey, scope);
    if (width === null || cached.queryKey[1] === 'search') continue;
    walk(cached.state.data, 0, (record) => {
      const match = hitOf(record, width === 'scope' ? ALL_KINDS : ORGANIZATIONS_ONLY, query);
      if (!match) return;
      const key = `${match.hit.kind}:${match.hit.id}`;
      const known = found.get(key);
      // the same record in a list and in its detail: the detail may know more fields (a payout's hash)
      if (!known || (match.exact && !known.exact)) found.set(key, match);
    });
  }
  return [...found.values()]
    .sort((a, b) => compareHits({ ...a.hit, exact: a.exact }, { ...b.hit, exact: b.exact }))
    .map((f) => f.hit);
}

/**
 * How a cached key relates to the scope: 'scope' when it is the scope's own key (organization, environment and
 * master selection alike), 'wider' when it is the same user's key of the same environment or of the person (no
 * organization in it), null for anything else (another user, organization, environment or selection).
 */
function widthOf(queryKey: readonly unknown[], scope: SessionScope): 'scope' | 'wider' | null {
  const first = queryKey[0];
  if (typeof first !== 'object' || first === null) return null;
  const part = first as Fields;
  if (part.userId !== scope.userId) return null;
  if ('orgId' in part) {
    const same =
      part.orgId === scope.orgId &&
      part.env === scope.env &&
      part.masterOrgId === (scope.masterOrgId ?? null);
    return same ? 'scope' : null;
  }
  if ('env' in part) return part.env === scope.env ? 'wider' : null;
  return 'wider';
}

/** Calls `visit` with every record-like object of a cached answer (not inside a recognised record). */
function walk(value: unknown, depth: number, visit: (record: Fields) => void): void {
  // a page's results, an infinite list's pages of results: a few levels at most
  if (depth > 4 || typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) walk(item, depth + 1, visit);
    return;
  }
  const record = value as Fields;
  if (typeof record._id === 'string') visit(record);
  else for (const child of Object.values(record)) walk(child, depth + 1, visit);
}

const str = (v: unknown) => (typeof v === 'string' ? v : null);
const num = (v: unknown) => (typeof v === 'number' ? v : null);
const env = (v: unknown): SearchHit['env'] => (v === 'test' || v === 'live' ? v : null);

interface KindReader {
  /** true when the record has this kind's shape */
  is(r: Fields): boolean;
  fields(r: Fields): SearchableFields;
  hit(r: Fields): Omit<SearchHit, 'matchedField' | 'matchedText'>;
}

const READERS: KindReader[] = [
  {
    is: (r) =>
      typeof r.paymentId === 'string' &&
      typeof r.customerEmail === 'string' &&
      typeof r.currencyType === 'string',
    fields: (r) => [
      ['id', str(r._id), 'reference'],
      ['paymentId', str(r.paymentId), 'reference'],
      ['txHash', str(r.txHash), 'hash'],
      ['walletAddress', str(r.walletAddress), 'chain'],
      ['customerEmail', str(r.customerEmail), 'text'],
      ['title', str(r.title), 'text'],
    ],
    hit: (r) => ({
      kind: 'transaction',
      id: r._id as string,
      orgId: str(r.orgId) ?? '',
      env: env(r.env),
      label: str(r.title) ?? '',
      status: str(r.status),
      amount: num(r.amount),
      currency: str(r.currency),
      createdAt: str(r.createdAt),
      paymentId: str(r.paymentId),
    }),
  },
  {
    is: (r) => typeof r.netAmount === 'number' && typeof r.currencyCategory === 'string',
    fields: (r) => [
      ['id', str(r._id), 'reference'],
      ['txHash', str(r.txHash), 'hash'],
      ['walletAddress', str(r.walletAddress), 'chain'],
    ],
    hit: (r) => ({
      kind: 'payout',
      id: r._id as string,
      orgId: str(r.orgId) ?? '',
      env: env(r.env),
      label: str(r.endDate) ?? '',
      status: str(r.status),
      amount: num(r.netAmount),
      currency: str(r.currency),
      createdAt: str(r.createdAt),
      paymentId: null,
    }),
  },
  {
    is: (r) => typeof r.paymentId === 'string' && typeof r.reason === 'string' && typeof r.dueBy === 'string',
    fields: (r) => [
      ['id', str(r._id), 'reference'],
      ['paymentId', str(r.paymentId), 'reference'],
    ],
    hit: (r) => ({
      kind: 'dispute',
      id: r._id as string,
      orgId: str(r.orgId) ?? '',
      env: env(r.env),
      label: str(r.reason) ?? '',
      status: str(r.status),
      amount: num(r.amount),
      currency: str(r.currency),
      createdAt: str(r.createdAt),
      paymentId: str(r.paymentId),
    }),
  },
];

/** An organization (a membership with its balances, or a master's list entry: id, name and logo). */
const ORGANIZATION: KindReader = {
  is: (r) => typeof r.name === 'string' && 'logo' in r && !('email' in r),
  fields: (r) => [
    ['id', str(r._id), 'reference'],
    ['name', str(r.name), 'text'],
  ],
  hit: (r) => ({
    kind: 'organization',
    id: r._id as string,
    orgId: r._id as string,
    env: null,
    label: str(r.name) ?? '',
    status: null,
    amount: null,
    currency: null,
    createdAt: str(r.createdAt),
    paymentId: null,
  }),
};

const ALL_KINDS = [...READERS, ORGANIZATION];
const ORGANIZATIONS_ONLY = [ORGANIZATION];

function hitOf(record: Fields, readers: KindReader[], query: SearchQuery): Found | null {
  const reader = readers.find((r) => r.is(record));
  if (!reader) return null;
  const matched = matchedField(reader.fields(record), query);
  if (!matched) return null;
  return {
    hit: { ...reader.hit(record), matchedField: matched.field, matchedText: matched.text },
    exact: matched.exact,
  };
}
