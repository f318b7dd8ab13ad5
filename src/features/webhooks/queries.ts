import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import { scopeKey, type SessionScope } from '../../session/scope-key.ts';
import type { WebhooksSearch } from './search.ts';

/** The deliveries a page shows. */
const WEBHOOKS_PAGE_SIZE = 20;
/** While a delivery waits for its next attempt the list asks again this often, so a retry shows by itself. */
const PENDING_POLL_MS = 5000;

/**
 * Key factory: deliveries belong to an organization and an environment. Every key names "webhooks", which a
 * redelivery refetches (src/components/webhooks/use-redeliver.ts), as the transaction detail's does.
 */
export const webhookKeys = {
  all: (scope: SessionScope) => [...scopeKey(scope), 'webhooks'] as const,
  list: (scope: SessionScope, search: WebhooksSearch) => [...webhookKeys.all(scope), 'list', search] as const,
  secret: (scope: SessionScope) => [...webhookKeys.all(scope), 'secret'] as const,
};

/** GET /v1/webhook/deliveries (extension): one page, newest first, narrowed by status. */
export function webhookDeliveriesQueryOptions(api: ApiClient, scope: SessionScope, search: WebhooksSearch) {
  const { status, page } = search;
  return queryOptions({
    queryKey: webhookKeys.list(scope, { status, page }),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/v1/webhook/deliveries', {
          params: { query: { page, limit: WEBHOOKS_PAGE_SIZE, ...(status ? { status } : {}) } },
          signal,
        }),
      ),
    refetchInterval: (query) =>
      query.state.data?.results.some((delivery) => delivery.status === 'pending') ? PENDING_POLL_MS : false,
  });
}

/**
 * GET /v1/webhook/signing-secret (extension): asked for only when the user reveals it, never kept once the
 * panel is gone (`gcTime: 0`), and never persisted on the device.
 */
export function signingSecretQueryOptions(api: ApiClient, scope: SessionScope) {
  return queryOptions({
    queryKey: webhookKeys.secret(scope),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/webhook/signing-secret', { signal })),
    gcTime: 0,
    staleTime: 0,
  });
}
