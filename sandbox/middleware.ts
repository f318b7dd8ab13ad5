import type { MiddlewareHandler } from 'hono';
import { ApiError } from './http.ts';
import type { AppEnv } from './session.ts';
import { nonFiniteNumberAt, plainQueryNumber } from './number-rules.ts';
import { describeError, findOperation } from './validate.ts';

/** Every /v1 response is per-user data: no shared or browser cache may keep it. */
export const noStore: MiddlewareHandler = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};

function decodeAll(params: Record<string, string>): Record<string, string> {
  try {
    return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, decodeURIComponent(v)]));
  } catch {
    throw new ApiError(400, 'Malformed path');
  }
}

/** `application/json`, with parameters (charset) or in any case. */
function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/**
 * Generic request validation against the contract, before any handler runs: unknown operation → 404,
 * bad path/query/header/body → 400 naming the field. Handlers can then trust the shapes.
 */
export const validation: MiddlewareHandler<AppEnv> = async (c, next) => {
  const found = findOperation(c.req.method, new URL(c.req.url).pathname);
  if (!found) throw new ApiError(404, 'Not found');
  const { op } = found;
  const check = (where: 'path' | 'query' | 'header', value: Record<string, unknown>) => {
    const v = op.validators[where];
    if (!v(value))
      throw new ApiError(400, describeError(where === 'header' ? 'headers' : where, v.errors![0]!));
  };
  check('path', decodeAll(found.params));
  // an empty filter (`?status=`) means "no filter", as forms send them
  const query: Record<string, unknown> = Object.fromEntries(
    Object.entries(c.req.query()).filter(([, v]) => v !== ''),
  );
  for (const [name, type] of Object.entries(op.numericQuery)) {
    const raw = query[name];
    if (typeof raw === 'string' && !plainQueryNumber(type, raw))
      throw new ApiError(400, `query.${name} must be ${type === 'integer' ? 'an integer' : 'a number'}`);
  }
  check('query', query);
  const headers: Record<string, unknown> = {};
  for (const name of op.headerNames) {
    const value = c.req.header(name);
    if (value !== undefined) headers[name] = value;
  }
  check('header', headers);
  let body: unknown;
  if (op.body) {
    // already limited in size by bodyLimit
    const text = await c.req.text();
    // only JSON is read as JSON: a text/plain or form body is what a cross-site form or beacon sends
    if (text !== '' && !isJson(c.req.header('Content-Type')))
      throw new ApiError(415, 'Content-Type must be application/json');
    if (text.trim() === '') {
      if (op.body.required) throw new ApiError(400, 'body is required');
    } else {
      try {
        body = JSON.parse(text);
      } catch {
        throw new ApiError(400, 'Malformed JSON body');
      }
      const overflow = nonFiniteNumberAt(body);
      if (overflow) throw new ApiError(400, `${overflow} must be a finite number`);
      if (op.body.validate && !op.body.validate(body))
        throw new ApiError(400, describeError('body', op.body.validate.errors![0]!));
    }
  }
  c.set('op', { operationId: op.operationId, isPublic: op.isPublic, proof: op.proof });
  c.set('query', query);
  c.set('body', body);
  await next();
};
