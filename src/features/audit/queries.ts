import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import type { components } from '../../shared/provider-schema.gen.ts';
import { scopeKey, type SessionScope } from '../../session/scope-key.ts';
import type { AuditSearch } from './search.ts';

export type AuditEntry = components['schemas']['AuditEntry'];
export type AuditChange = components['schemas']['AuditChange'];

/** Key factory: the log belongs to an organization and an environment (the provider's scope of it). */
const auditKeys = {
  all: (scope: SessionScope) => [...scopeKey(scope), 'audit'] as const,
  list: (scope: SessionScope, search: AuditSearch) => [...auditKeys.all(scope), 'list', search] as const,
};

/** GET /v1/audit (extension): one page of the filtered entries, newest first. */
export function auditQueryOptions(api: ApiClient, scope: SessionScope, search: AuditSearch) {
  const { member, kind, from, to, page, limit } = search;
  return queryOptions({
    queryKey: auditKeys.list(scope, { member, kind, from, to, page, limit }),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/v1/audit', {
          params: { query: { ...auditFilters({ member, kind, from, to, page, limit }), page, limit } },
          signal,
        }),
      ),
  });
}

/** The provider's query for a search: the filters that are set (the same for the list and the export). */
export function auditFilters({ member, kind, from, to }: AuditSearch) {
  return {
    ...(member ? { member } : {}),
    ...(kind ? { kind } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

export type AuditFilters = ReturnType<typeof auditFilters>;
