import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import type { components } from '../../shared/provider-schema.gen.ts';
import { scopeKey, type SessionScope } from '../../session/scope-key.ts';

export type SigningKey = components['schemas']['SigningKey'];

/**
 * Key factory. Signing keys belong to an organization in one environment (organization width, the default):
 * a test key can never be shown as a live one, nor one organization's keys under another's name.
 */
export const apiKeyKeys = {
  all: (scope: SessionScope) => [...scopeKey(scope), 'api-keys'] as const,
  list: (scope: SessionScope) => [...apiKeyKeys.all(scope), 'list'] as const,
};

/** GET /v1/user/signing-keys: the keys of the current organization and environment, newest first, no secrets. */
export function signingKeysQueryOptions(api: ApiClient, scope: SessionScope) {
  return queryOptions({
    queryKey: apiKeyKeys.list(scope),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/user/signing-keys', { signal })),
  });
}
