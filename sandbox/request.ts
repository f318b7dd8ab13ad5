/** Reading a request the validation middleware has already checked against the contract. */
import type { Context } from 'hono';
import type { OperationId, RequestBody } from './contract-types.ts';
import { ApiError } from './http.ts';

export type Query = Record<string, string | undefined>;

/** The validated query (ajv may have coerced numbers/booleans): normalised back to strings. */
export function queryOf(c: Context): Query {
  const raw = (c.get('query' as never) as Record<string, unknown> | undefined) ?? c.req.query();
  const out: Query = {};
  for (const [k, v] of Object.entries(raw)) if (v !== undefined && v !== null && v !== '') out[k] = String(v);
  return out;
}

/** The JSON body of operation O, parsed and validated against the contract by the validation middleware. */
export function bodyOf<O extends OperationId>(c: Context): RequestBody<O> {
  return (c.get('body' as never) ?? {}) as RequestBody<O>;
}

/** page/limit of the query with the contract's defaults and bounds, and the rows a page skips. */
export function paging(c: Context): { page: number; limit: number; offset: number } {
  const q = queryOf(c);
  const num = (v: string | undefined, def: number) => (v !== undefined && /^\d+$/.test(v) ? Number(v) : def);
  const page = Math.max(1, num(q.page, 1));
  const limit = Math.min(100, Math.max(1, num(q.limit, 10)));
  return { page, limit, offset: (page - 1) * limit };
}

export function requireParam(q: Query, name: string): string {
  const v = q[name];
  if (!v) throw new ApiError(400, `query.${name} is required`);
  return v;
}
