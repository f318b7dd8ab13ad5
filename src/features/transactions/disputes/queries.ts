import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../../api/client.ts';
import type { components } from '../../../shared/provider-schema.gen.ts';
import { scopeKey, type SessionScope } from '../../../session/scope-key.ts';

export type Dispute = components['schemas']['Dispute'];
export type DisputeStatus = components['schemas']['DisputeStatus'];

export interface DisputeListParams {
  page: number;
  limit: number;
  status?: DisputeStatus;
}

/** Key factory: disputes belong to an organization in one environment (and a master's selection). */
const disputeKeys = {
  all: (scope: SessionScope) => [...scopeKey(scope), 'disputes'] as const,
  list: (scope: SessionScope, params: DisputeListParams) =>
    [...disputeKeys.all(scope), 'list', params] as const,
};

/** GET /v1/dispute (extension): a page of the disputes in scope, newest first, optionally of one status. */
export function disputesQueryOptions(api: ApiClient, scope: SessionScope, params: DisputeListParams) {
  const query = {
    page: params.page,
    limit: params.limit,
    ...(params.status ? { status: params.status } : {}),
  };
  return queryOptions({
    queryKey: disputeKeys.list(scope, query),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/dispute', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}
