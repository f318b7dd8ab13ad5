import type { Env, SessionScope } from './scope.ts';

export type { SessionScope } from './scope.ts';

/**
 * How far a query's data reaches. `person`: the same for the user in every organization and environment
 * (profile, invitations). `environment`: per environment but not per organization (the memberships, whose
 * balances are test or live). `organization`: everything an organization owns, per environment and, for a
 * master, per selection — the default, so a key has to say so to be any wider.
 */
export type ScopeWidth = 'person' | 'environment' | 'organization';

type ScopeKeyPart =
  | { userId: string }
  | { userId: string; env: Env }
  | { userId: string; orgId: string; env: Env; masterOrgId: string | null };

/**
 * The first element of every query key of user-specific data: the user's id always, and as much of the scope
 * as the data depends on. Keys built from it can never be another user's (or organization's, or
 * environment's) answer, cached or not. Being an object, it also filters: `[...scopeKey(scope, 'person'),
 * 'notifications']` matches the user's notifications in every scope (TanStack Query matches keys partially).
 */
export function scopeKey(scope: Pick<SessionScope, 'userId'>, width: 'person'): readonly [ScopeKeyPart];
export function scopeKey(
  scope: Pick<SessionScope, 'userId' | 'env'>,
  width: 'environment',
): readonly [ScopeKeyPart];
export function scopeKey(scope: SessionScope, width?: 'organization'): readonly [ScopeKeyPart];
export function scopeKey(
  scope: Pick<SessionScope, 'userId'> & Partial<SessionScope>,
  width: ScopeWidth = 'organization',
): readonly [ScopeKeyPart] {
  const { userId } = scope;
  if (width === 'person') return [{ userId }];
  if (width === 'environment') return [{ userId, env: scope.env! }];
  return [{ userId, orgId: scope.orgId!, env: scope.env!, masterOrgId: scope.masterOrgId ?? null }];
}

/** Whose data a key built on `scopeKey` holds (undefined for any other key). */
export function keyUserId(queryKey: readonly unknown[] | undefined): string | undefined {
  const first: unknown = queryKey?.[0];
  if (typeof first !== 'object' || first === null || !('userId' in first)) return undefined;
  return typeof first.userId === 'string' ? first.userId : undefined;
}

/** True when both scopes show the same data: same user, organization, environment and master selection. */
export function sameScope(a: SessionScope, b: SessionScope): boolean {
  return a.userId === b.userId && a.orgId === b.orgId && a.env === b.env && a.masterOrgId === b.masterOrgId;
}
