import type { Env } from '../session/scope.ts';

const OBJECT_ID = /^[0-9a-f]{24}$/i;
/** The search parameters a notification's link names its record's scope with (src/shared/deep-links.ts). */
const SCOPE_PARAMS = ['org', 'env'];

/**
 * Read in the signed-in layout's guard on every load, so light: the switch itself (switch-linked-scope.ts) is
 * loaded only when a link names a scope.
 */
export interface LinkedScope {
  orgId: string;
  env: Env;
}

/** The organization and environment a link names (`?org=…&env=…`), or null when it names none or not both. */
export function linkedScope(search: Record<string, unknown>): LinkedScope | null {
  const { org, env } = search;
  if (typeof org !== 'string' || !OBJECT_ID.test(org)) return null;
  if (env !== 'test' && env !== 'live') return null;
  return { orgId: org, env };
}

/** The address without the scope parameters: where the app goes once it has switched (or could not). */
export function withoutScopeParams(pathname: string, searchStr: string): string {
  const params = new URLSearchParams(searchStr);
  for (const name of SCOPE_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
