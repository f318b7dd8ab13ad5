import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import type { components } from '../../shared/provider-schema.gen.ts';
import { scopeKey, type SessionScope } from '../../session/scope-key.ts';

export type Passkey = components['schemas']['Passkey'];

/** The signed-in user's passkeys: the same person's in every organization and environment. */
export const passkeyKeys = {
  list: (scope: Pick<SessionScope, 'userId'>) => [...scopeKey(scope, 'person'), 'passkeys'] as const,
};

/** GET /v1/user/passkeys. */
export function passkeysQueryOptions(api: ApiClient, scope: Pick<SessionScope, 'userId'>) {
  return queryOptions({
    queryKey: passkeyKeys.list(scope),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/user/passkeys', { signal })),
  });
}
