/** Reading a validated request inside money handlers. */
import type { Context } from 'hono';
import { ApiError } from '../http.ts';
import { sessionOf } from '../session.ts';
import type { MoneySession } from './scope.ts';

export type Query = Record<string, string | undefined>;

/** The validated query (ajv may have coerced numbers/booleans): normalised back to strings. */
export function queryOf(c: Context): Query {
  const raw = (c.get('query' as never) as Record<string, unknown> | undefined) ?? c.req.query();
  const out: Query = {};
  for (const [k, v] of Object.entries(raw)) if (v !== undefined && v !== null && v !== '') out[k] = String(v);
  return out;
}

export function sessionFor(c: Context): MoneySession {
  return sessionOf(c);
}

/** page/limit with the contract's defaults and bounds. */
export function pagingOf(q: Query) {
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
