/** The one shape of every paginated list: COUNT the matches, SELECT one page of them, answer with both. */
import type { Context } from 'hono';
import type { Db } from './db.ts';
import { paging } from './request.ts';

/** A parameterised SQL condition. */
export interface Where {
  sql: string;
  params: unknown[];
}

/** `where` narrowed by `sql` when the filter has a value; an absent filter matches everything. */
export function andIf(where: Where, sql: string, value: string | undefined): Where {
  return value === undefined ? where : { sql: `${where.sql} AND ${sql}`, params: [...where.params, value] };
}

/** The tables a list pages through: their names go into the SQL text, so they never come from a request. */
type ListTable =
  'transactions' | 'refunds' | 'disputes' | 'payouts' | 'onramp_requests' | 'notifications' | 'audit_entries';

export interface Page<T> {
  results: T[];
  page: number;
  limit: number;
  totalPages: number;
  totalResults: number;
}

export interface ListQuery {
  table: ListTable;
  where: Where;
  /** must end with a unique column, so that pages never overlap or skip rows; default: newest first */
  orderBy?: string;
}

const NEWEST_FIRST = 'created_at DESC, _id DESC';

/** Every row `where` matches, mapped: the lists the contract does not page (a payout's refunds…). */
export function listAll<Row, T>(db: Db, query: Required<ListQuery>, toItem: (row: Row) => T): T[] {
  const { table, where, orderBy } = query;
  const rows = db
    .prepare(`SELECT * FROM ${table} WHERE ${where.sql} ORDER BY ${orderBy}`)
    .all(...where.params);
  return (rows as Row[]).map(toItem);
}

/** The page the request asks for (page/limit of its query) of the rows `where` matches, mapped to entities. */
export function listPage<Row, T>(db: Db, c: Context, query: ListQuery, toItem: (row: Row) => T): Page<T> {
  const { table, where, orderBy = NEWEST_FIRST } = query;
  const { page, limit, offset } = paging(c);
  const { n } = db.prepare(`SELECT COUNT(*) n FROM ${table} WHERE ${where.sql}`).get(...where.params) as {
    n: number;
  };
  const rows = db
    .prepare(`SELECT * FROM ${table} WHERE ${where.sql} ORDER BY ${orderBy} LIMIT ? OFFSET ?`)
    .all(...where.params, limit, offset) as Row[];
  return { results: rows.map(toItem), page, limit, totalPages: Math.ceil(n / limit), totalResults: n };
}
