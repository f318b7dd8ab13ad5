/**
 * GET /v1/search (issue 34): one page of the records of every kind that match the query, in the caller's scope.
 * Order: hits equal to the query first, then by kind (transaction, payout, dispute, organization), newest first,
 * then by id; each record of the page is then read once more and named by the field it matched (matching.ts,
 * the same rules).
 *
 * What a search costs does not grow with the number of payments (issue 46 point 7): payments and disputes are
 * found through indexes (indexes.ts), never by reading a scope's rows one by one, and the payments a text
 * matches come newest first, so a page reads about the hits it needs: its own and those before it, at most
 * MAX_SEARCH_DEPTH. An index only narrows: each record it gives is checked with the rules (`matchedField`).
 * Payouts (a few per organization and fortnight) and the caller's organizations are read whole.
 *
 * Scope, as the lists decide it (money/scope.ts): payments, payouts and disputes of the session's organization
 * and environment (a master: the selected one, or all); organizations among the caller's memberships (a master:
 * all of them).
 */
import type { Schemas } from '../contract-types.ts';
import type { Db } from '../db.ts';
import type { Where } from '../list-query.ts';
import { toMajor } from '../money/currencies.ts';
import { statusHistory } from '../money/payout-lifecycle.ts';
import { payoutTracking } from '../money/payout-tracking.ts';
import { scopeWhere, type MoneySession } from '../money/scope.ts';
import { newestTextMatches, PAYMENT_COLUMNS, type PaymentRow } from './indexes.ts';
import {
  CHAIN_PREFIX_MIN,
  checkSearchDepth,
  compareHits,
  matchedField,
  MAX_SEARCH_DEPTH,
  REFERENCE_PREFIX_MIN,
  type SearchableFields,
  type SearchKind,
  type SearchQuery,
} from './matching.ts';

type SearchHit = Schemas['SearchHit'];
type Row = Record<string, unknown>;

export interface SearchPaging {
  page: number;
  limit: number;
  offset: number;
}

/** What a payout's tracking needs to say whether its transaction (and so its hash) exists yet. */
export interface PayoutClock {
  now: Date;
  stepMs: number;
}

/** A record found, as the order of hits compares them. */
interface Found {
  exact: boolean;
  kind: SearchKind;
  createdAt: string;
  id: string;
}

/** The page of hits, and whether another page follows (one that the depth allows). */
export function searchAcrossKinds(
  db: Db,
  session: MoneySession,
  query: SearchQuery,
  paging: SearchPaging,
  clock: PayoutClock,
): Schemas['SearchPage'] {
  checkSearchDepth(paging);
  const end = paging.offset + paging.limit;
  // one hit more than the page says whether another follows, unless the next page would go too deep
  const another = end + paging.limit <= MAX_SEARCH_DEPTH;
  const hits = firstHits(db, session, query, another ? end + 1 : end, clock);
  const results = hits
    .slice(paging.offset, end)
    .map((found) => HIT_OF[found.kind](db, found.id, query, clock));
  return { results, page: paging.page, limit: paging.limit, hasMore: another && hits.length > end };
}

/** How a kind's records are found. */
interface Kind {
  /** its hits equal to the query, at most `want` of them (the first in order) */
  exact(want: number): Found[];
  /** its other hits, the first `want` of them in order; `exact`: the hits found equal */
  partial(want: number, exact: ReadonlySet<string>): Found[];
}

const foundKey = (found: Found) => `${found.kind} ${found.id}`;

/** The first `want` hits: every kind's exact ones, then each kind's others, in the order of kinds. */
function firstHits(
  db: Db,
  session: MoneySession,
  query: SearchQuery,
  want: number,
  clock: PayoutClock,
): Found[] {
  const kinds: Kind[] = [
    paymentsKind(db, session, query),
    readWhole(payoutsFound(db, session, query, clock)),
    disputesKind(db, session, query),
    readWhole(organizationsFound(db, session, query)),
  ];
  const hits = kinds
    .flatMap((kind) => kind.exact(want))
    .sort(compareHits)
    .slice(0, want);
  const exact = new Set(hits.map(foundKey));
  for (const kind of kinds) {
    if (hits.length >= want) break;
    const others = kind.partial(want - hits.length, exact).filter((found) => !exact.has(foundKey(found)));
    hits.push(...others.sort(compareHits).slice(0, want - hits.length));
  }
  return hits;
}

/** Each record once (rows may come from several indexes). */
function unique(found: (Found | null)[]): Found[] {
  return [...new Map(found.flatMap((f) => (f ? [[foundKey(f), f] as const] : []))).values()];
}

/** A kind whose records in scope are few: all of them read and checked. */
function readWhole(found: Found[]): Kind {
  return {
    exact: () => found.filter((f) => f.exact),
    partial: () => found.filter((f) => !f.exact),
  };
}

const NOTHING: Kind = { exact: () => [], partial: () => [] };

/**
 * The scope of payments or disputes (or of the text index's entries) as a condition on the rows an index found:
 * `+` keeps SQLite from reading them through the scope's index instead (walking a scope's rows is the cost the
 * indexes avoid). Null: the scope has no organization.
 */
function filterOfScope(
  session: MoneySession,
  table: 'transactions' | 'disputes' | 'transactions_text',
): Where | null {
  const ids = session.scopeOrgIds;
  if (ids?.length === 0) return null;
  const env = `+${table}.env = ?`;
  if (ids === null) return { sql: env, params: [session.env] };
  return {
    sql: `${env} AND +${table}.org_id IN (${ids.map(() => '?').join(',')})`,
    params: [session.env, ...ids],
  };
}

/** A key column as its index has it, and the rule it is compared by. */
interface Key {
  indexed: string;
  rule: 'reference' | 'chain' | 'hash';
  /** the partial index's condition */
  where?: string;
}

const PAYMENT_KEYS: Key[] = [
  { indexed: 'transactions._id', rule: 'reference' },
  { indexed: 'transactions.payment_id', rule: 'reference' },
  { indexed: 'lower(transactions.tx_hash)', rule: 'hash', where: 'transactions.tx_hash IS NOT NULL' },
  {
    indexed: 'lower(transactions.wallet_address)',
    rule: 'chain',
    where: 'transactions.wallet_address IS NOT NULL',
  },
];
const DISPUTE_KEYS: Key[] = [
  { indexed: 'disputes._id', rule: 'reference' },
  { indexed: 'disputes.payment_id', rule: 'reference' },
];

/**
 * The rows of `table` in `scope` whose key equals the query (`equal`) or starts with it (`prefix`, when the
 * query is long enough for the key's rule), newest first, at most `limit` per key: each key a range of its index.
 */
function keyRows<T>(
  db: Db,
  table: 'transactions' | 'disputes',
  columns: string,
  scope: Where,
  keys: Key[],
  query: SearchQuery,
  mode: 'equal' | 'prefix',
  limit: number,
): T[] {
  return keys.flatMap(({ indexed, rule, where }) => {
    const value = rule === 'hash' ? query.hash : query.text;
    const min = rule === 'reference' ? REFERENCE_PREFIX_MIN : CHAIN_PREFIX_MIN;
    if (mode === 'prefix' && value.length < min) return [];
    // every value that starts with `value` sorts from it to it followed by the last code point
    const [match, bounds] =
      mode === 'equal'
        ? [`${indexed} = ?`, [value]]
        : [`${indexed} >= ? AND ${indexed} < ?`, [value, `${value}\u{10FFFF}`]];
    return db
      .prepare(
        `SELECT ${columns} FROM ${table} WHERE ${where ? `${where} AND ` : ''}${match} AND ${scope.sql}
         ORDER BY ${table}.created_at DESC, ${table}._id DESC LIMIT ?`,
      )
      .all(...bounds, ...scope.params, limit) as T[];
  });
}

/** A payment's searchable fields, in the order a hit names them. */
function paymentFields(r: PaymentRow): SearchableFields {
  return [
    ['id', r._id, 'reference'],
    ['paymentId', r.payment_id, 'reference'],
    ['txHash', r.tx_hash, 'hash'],
    ['walletAddress', r.wallet_address, 'chain'],
    ['customerEmail', r.customer_email, 'text'],
    ['title', r.title, 'text'],
  ];
}

function paymentFound(r: PaymentRow, query: SearchQuery): Found | null {
  const match = matchedField(paymentFields(r), query);
  return match && { exact: match.exact, kind: 'transaction', createdAt: r.created_at, id: r._id };
}

/** Payments: by their keys' indexes, and by the text index (equal: the value between its anchors). */
function paymentsKind(db: Db, session: MoneySession, query: SearchQuery): Kind {
  const scope = filterOfScope(session, 'transactions');
  const textScope = filterOfScope(session, 'transactions_text');
  if (!scope || !textScope) return NOTHING;
  const keys = (mode: 'equal' | 'prefix', limit: number) =>
    keyRows<PaymentRow>(db, 'transactions', PAYMENT_COLUMNS, scope, PAYMENT_KEYS, query, mode, limit);
  const found = (rows: PaymentRow[], exact: boolean) =>
    unique(rows.map((r) => paymentFound(r, query))).filter((f) => f.exact === exact);
  return {
    exact: (want) =>
      found(
        [
          ...keys('equal', want),
          ...newestTextMatches(
            db,
            `\u0002${query.text}\u0003`,
            textScope,
            want,
            (r) => paymentFound(r, query)?.exact === true,
          ),
        ],
        true,
      ),
    partial: (want, exact) =>
      found(
        [
          // a range may hold the exact hits too
          ...keys('prefix', want + exact.size),
          ...newestTextMatches(
            db,
            query.text,
            textScope,
            want,
            (r) => paymentFound(r, query)?.exact === false,
          ),
        ],
        false,
      ),
  };
}

/** Disputes: by the indexes of their id and their payment's reference. */
function disputesKind(db: Db, session: MoneySession, query: SearchQuery): Kind {
  const scope = filterOfScope(session, 'disputes');
  if (!scope) return NOTHING;
  const found = (mode: 'equal' | 'prefix', limit: number) =>
    unique(
      keyRows<{ _id: string; payment_id: string; created_at: string }>(
        db,
        'disputes',
        'disputes._id, disputes.payment_id, disputes.created_at',
        scope,
        DISPUTE_KEYS,
        query,
        mode,
        limit,
      ).map((r) => {
        const match = matchedField(disputeFields(r._id, r.payment_id), query);
        return match && { exact: match.exact, kind: 'dispute' as const, createdAt: r.created_at, id: r._id };
      }),
    );
  return {
    exact: (want) => found('equal', want).filter((f) => f.exact),
    partial: (want, exact) => found('prefix', want + exact.size).filter((f) => !f.exact),
  };
}

function disputeFields(id: string, paymentId: string): SearchableFields {
  return [
    ['id', id, 'reference'],
    ['paymentId', paymentId, 'reference'],
  ];
}

/** The payouts of the scope that match: a scope has few (a fortnight's, per currency), read and checked. */
function payoutsFound(db: Db, session: MoneySession, query: SearchQuery, clock: PayoutClock): Found[] {
  const scope = scopeWhere(session, 'p');
  const rows = db
    .prepare(
      `SELECT p.*, o.wallet_address AS org_wallet FROM payouts p JOIN organizations o ON o._id = p.org_id
       WHERE ${scope.sql}`,
    )
    .all(...scope.params) as Row[];
  // only a query of hex digits can be a hash: then each crypto payout's tracking says whether it has one yet
  const hashes = /^[0-9a-f]+$/.test(query.hash);
  return rows.flatMap((r) => {
    const match = matchedField(payoutFields(db, r, clock, hashes), query);
    return match
      ? [{ exact: match.exact, kind: 'payout' as const, createdAt: str(r.created_at), id: str(r._id) }]
      : [];
  });
}

/** A payout's searchable fields; its hash from its tracking (`hash` false: left out, the query is no hash). */
function payoutFields(db: Db, r: Row, clock: PayoutClock, hash = true): SearchableFields {
  const crypto = r.currency_category === 'crypto';
  // the wallet kept at creation; the seed's payouts (made before it was kept) are paid to the organization's
  const wallet = crypto ? ((r.wallet_address ?? r.org_wallet) as string | null) : null;
  return [
    ['id', str(r._id), 'reference'],
    ['txHash', crypto && hash ? payoutTxHash(db, r, clock) : null, 'hash'],
    ['walletAddress', wallet, 'chain'],
  ];
}

function payoutTxHash(db: Db, row: Row, clock: PayoutClock): string | null {
  const tracked = row as Parameters<typeof payoutTracking>[0] & Parameters<typeof statusHistory>[1];
  return payoutTracking(tracked, statusHistory(db, tracked), clock).txHash;
}

/** The caller's organizations that match (a master: every organization): a few, read and checked. */
function organizationsFound(db: Db, session: MoneySession, query: SearchQuery): Found[] {
  const rows = (
    session.isMaster
      ? db.prepare('SELECT _id, name, created_at FROM organizations').all()
      : db
          .prepare(
            `SELECT _id, name, created_at FROM organizations
             WHERE _id IN (SELECT org_id FROM members WHERE user_id = ?)`,
          )
          .all(session.userId)
  ) as { _id: string; name: string; created_at: string }[];
  return rows.flatMap((r) => {
    const match = matchedField(organizationFields(r._id, r.name), query);
    return match
      ? [{ exact: match.exact, kind: 'organization' as const, createdAt: r.created_at, id: r._id }]
      : [];
  });
}

function organizationFields(id: string, name: string): SearchableFields {
  return [
    ['id', id, 'reference'],
    ['name', name, 'text'],
  ];
}

type HitOf = (db: Db, id: string, query: SearchQuery, clock: PayoutClock) => SearchHit;

/** A record the search found, with the field it matched by (the search checked it, so one does). */
function hit(
  base: Omit<SearchHit, 'matchedField' | 'matchedText'>,
  fields: SearchableFields,
  query: SearchQuery,
): SearchHit {
  const matched = matchedField(fields, query);
  return { ...base, matchedField: matched?.field ?? 'id', matchedText: matched?.text ?? base.id };
}

const major = (v: unknown) => toMajor(v as number);
const str = (v: unknown) => v as string;

const transactionHit: HitOf = (db, id, query) => {
  const r = db.prepare('SELECT * FROM transactions WHERE _id = ?').get(id) as Row;
  return hit(
    {
      kind: 'transaction',
      id,
      orgId: str(r.org_id),
      env: r.env as 'test' | 'live',
      label: str(r.title),
      status: str(r.status),
      amount: major(r.amount),
      currency: str(r.currency),
      createdAt: str(r.created_at),
      paymentId: str(r.payment_id),
    },
    paymentFields(r as unknown as PaymentRow),
    query,
  );
};

const payoutHit: HitOf = (db, id, query, clock) => {
  const r = db
    .prepare(
      `SELECT p.*, o.wallet_address AS org_wallet FROM payouts p JOIN organizations o ON o._id = p.org_id
       WHERE p._id = ?`,
    )
    .get(id) as Row;
  return hit(
    {
      kind: 'payout',
      id,
      orgId: str(r.org_id),
      env: r.env as 'test' | 'live',
      label: str(r.end_date),
      status: str(r.status),
      amount: major(r.net_amount),
      currency: str(r.currency),
      createdAt: str(r.created_at),
      paymentId: null,
    },
    payoutFields(db, r, clock),
    query,
  );
};

const disputeHit: HitOf = (db, id, query) => {
  const r = db.prepare('SELECT * FROM disputes WHERE _id = ?').get(id) as Row;
  return hit(
    {
      kind: 'dispute',
      id,
      orgId: str(r.org_id),
      env: r.env as 'test' | 'live',
      label: str(r.reason),
      status: str(r.status),
      amount: major(r.amount),
      currency: str(r.currency),
      createdAt: str(r.created_at),
      paymentId: str(r.payment_id),
    },
    disputeFields(id, str(r.payment_id)),
    query,
  );
};

const organizationHit: HitOf = (db, id, query) => {
  const r = db.prepare('SELECT _id, name, created_at FROM organizations WHERE _id = ?').get(id) as Row;
  return hit(
    {
      kind: 'organization',
      id,
      orgId: id,
      env: null,
      label: str(r.name),
      status: null,
      amount: null,
      currency: null,
      createdAt: str(r.created_at),
      paymentId: null,
    },
    organizationFields(id, str(r.name)),
    query,
  );
};

const HIT_OF: Record<SearchKind, HitOf> = {
  transaction: transactionHit,
  payout: payoutHit,
  dispute: disputeHit,
  organization: organizationHit,
};
