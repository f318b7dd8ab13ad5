/**
 * GET /v1/search (issue 34): one page of the records of every kind that match the query, in the caller's scope.
 * The database filters and orders (so a page never loads every match): hits equal to the query first, then by
 * kind (transaction, payout, dispute, organization), newest first, then by id; each record of the page is then
 * read once more and named by the field it matched (matching.ts, the same rules).
 *
 * Scope, as the lists decide it (money/scope.ts): payments, payouts and disputes of the session's organization
 * and environment (a master: the selected one, or all); organizations among the caller's memberships (a master:
 * all of them).
 */
import type { Schemas } from '../contract-types.ts';
import type { Db } from '../db.ts';
import { toMajor } from '../money/currencies.ts';
import { statusHistory } from '../money/payout-lifecycle.ts';
import { payoutTracking } from '../money/payout-tracking.ts';
import { scopeWhere, type MoneySession } from '../money/scope.ts';
import {
  CHAIN_PREFIX_MIN,
  fold,
  matchedField,
  matchOf,
  REFERENCE_PREFIX_MIN,
  type SearchableFields,
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

/** The SQL function the text rule compares with: JavaScript's lower case, every alphabet's (SQLite's is A–Z). */
const FOLD = 'search_fold';
const folding = new WeakSet<Db>();
function registerFold(db: Db): void {
  if (folding.has(db)) return;
  db.function(FOLD, { deterministic: true }, (v: unknown) => (typeof v === 'string' ? fold(v) : null));
  folding.add(db);
}

// The rules of matching.ts in SQL (named parameters: see `params`). COALESCE: a NULL column is no match.
const equal = (col: string, p = 'q') => `COALESCE(lower(${col}) = @${p}, 0)`;
const reference = (col: string) =>
  `(${equal(col)} OR (@referencePrefix AND substr(lower(${col}), 1, @qLength) = @q))`;
const chain = (col: string, p: 'q' | 'h') =>
  `(${equal(col, p)} OR (@${p}ChainPrefix AND substr(lower(${col}), 1, @${p}Length) = @${p}))`;
const textEqual = (col: string) => `COALESCE(${FOLD}(${col}) = @q, 0)`;
const text = (col: string) => `COALESCE(instr(${FOLD}(${col}), @q) > 0, 0)`;
const any = (...conditions: string[]) => `(${conditions.join(' OR ')})`;

/** The page of hits, and whether another page follows. */
export function searchAcrossKinds(
  db: Db,
  session: MoneySession,
  query: SearchQuery,
  paging: SearchPaging,
  clock: PayoutClock,
): Schemas['SearchPage'] {
  registerFold(db);
  const tx = scopeWhere(session);
  const po = scopeWhere(session, 'p');
  const di = scopeWhere(session);
  const hashed = payoutsByHash(db, session, query, clock);
  const orgs = session.isMaster ? '1' : '_id IN (SELECT org_id FROM members WHERE user_id = @userId)';
  const paidTo = `CASE WHEN p.currency_category = 'crypto' THEN COALESCE(p.wallet_address, o.wallet_address) END`;
  // one SELECT per kind: (kind_rank, id, created_at, exact), over the kind's scope and searchable fields
  const transactions = `
    SELECT 0 AS kind_rank, _id AS id, created_at,
      ${any(
        equal('_id'),
        equal('payment_id'),
        equal('tx_hash', 'h'),
        equal('wallet_address'),
        textEqual('customer_email'),
        textEqual('title'),
      )} AS exact
    FROM transactions
    WHERE ${tx.sql} AND ${any(
      reference('_id'),
      reference('payment_id'),
      chain('tx_hash', 'h'),
      chain('wallet_address', 'q'),
      text('customer_email'),
      text('title'),
    )}`;
  const payouts = `
    SELECT 1, p._id, p.created_at,
      ${any(equal('p._id'), 'p._id IN (SELECT value FROM json_each(@exactHashIds))', equal(paidTo))}
    FROM payouts p JOIN organizations o ON o._id = p.org_id
    WHERE ${po.sql} AND ${any(
      reference('p._id'),
      'p._id IN (SELECT value FROM json_each(@hashIds))',
      chain(paidTo, 'q'),
    )}`;
  const disputes = `
    SELECT 2, _id, created_at, ${any(equal('_id'), equal('payment_id'))}
    FROM disputes WHERE ${di.sql} AND ${any(reference('_id'), reference('payment_id'))}`;
  const organizations = `
    SELECT 3, _id, created_at, ${any(equal('_id'), textEqual('name'))}
    FROM organizations WHERE ${orgs} AND ${any(reference('_id'), text('name'))}`;
  const sql = `${[transactions, payouts, disputes, organizations].join(' UNION ALL ')}
    ORDER BY exact DESC, kind_rank, created_at DESC, id DESC
    LIMIT @take OFFSET @offset`;
  const params = {
    q: query.text,
    qLength: query.text.length,
    referencePrefix: query.text.length >= REFERENCE_PREFIX_MIN ? 1 : 0,
    qChainPrefix: query.text.length >= CHAIN_PREFIX_MIN ? 1 : 0,
    h: query.hash,
    hLength: query.hash.length,
    hChainPrefix: query.hash.length >= CHAIN_PREFIX_MIN ? 1 : 0,
    hashIds: JSON.stringify(hashed.map((p) => p.id)),
    exactHashIds: JSON.stringify(hashed.filter((p) => p.exact).map((p) => p.id)),
    userId: session.userId,
    // one more than the page: whether another page follows
    take: paging.limit + 1,
    offset: paging.offset,
  };
  const rows = db.prepare(sql).all(params, ...tx.params, ...po.params, ...di.params) as {
    kind_rank: number;
    id: string;
  }[];
  const results = rows.slice(0, paging.limit).map((row) => HIT_OF[row.kind_rank]!(db, row.id, query, clock));
  return { results, page: paging.page, limit: paging.limit, hasMore: rows.length > paging.limit };
}

/**
 * The crypto payouts of the scope whose transaction hash matches: a payout has one only once it is sent, which
 * its tracking says (payout-tracking.ts). A scope has few payouts: they are read and checked here.
 */
function payoutsByHash(
  db: Db,
  session: MoneySession,
  query: SearchQuery,
  clock: PayoutClock,
): { id: string; exact: boolean }[] {
  if (!/^[0-9a-f]+$/.test(query.hash)) return [];
  const scope = scopeWhere(session);
  const rows = db
    .prepare(`SELECT * FROM payouts WHERE ${scope.sql} AND currency_category = 'crypto'`)
    .all(...scope.params) as Row[];
  return rows.flatMap((row) => {
    const match = matchOf(payoutTxHash(db, row, clock), 'hash', query);
    return match ? [{ id: row._id as string, exact: match === 'exact' }] : [];
  });
}

function payoutTxHash(db: Db, row: Row, clock: PayoutClock): string | null {
  const tracked = row as Parameters<typeof payoutTracking>[0] & Parameters<typeof statusHistory>[1];
  return payoutTracking(tracked, statusHistory(db, tracked), clock).txHash;
}

type HitOf = (db: Db, id: string, query: SearchQuery, clock: PayoutClock) => SearchHit;

/** A record the search found, with the field it matched by (the SQL found it, so one does). */
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
    [
      ['id', id, 'reference'],
      ['paymentId', str(r.payment_id), 'reference'],
      ['txHash', r.tx_hash as string | null, 'hash'],
      ['walletAddress', r.wallet_address as string | null, 'chain'],
      ['customerEmail', str(r.customer_email), 'text'],
      ['title', str(r.title), 'text'],
    ],
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
  const crypto = r.currency_category === 'crypto';
  // the wallet kept at creation; the seed's payouts (made before it was kept) are paid to the organization's
  const wallet = crypto ? ((r.wallet_address ?? r.org_wallet) as string | null) : null;
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
    [
      ['id', id, 'reference'],
      ['txHash', crypto ? payoutTxHash(db, r, clock) : null, 'hash'],
      ['walletAddress', wallet, 'chain'],
    ],
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
    [
      ['id', id, 'reference'],
      ['paymentId', str(r.payment_id), 'reference'],
    ],
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
    [
      ['id', id, 'reference'],
      ['name', str(r.name), 'text'],
    ],
    query,
  );
};

/** By kind_rank: the order of kinds in the results. */
const HIT_OF: HitOf[] = [transactionHit, payoutHit, disputeHit, organizationHit];
