import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import type { components } from '../../shared/provider-schema.gen.ts';
import { scopeKey, type SessionScope } from '../../session/scope-key.ts';

export type PaymentConfig = components['schemas']['PaymentConfig'];
export type Currency = components['schemas']['Currency'];
export type Provider = components['schemas']['Provider'];

/**
 * Key factory. The configuration belongs to an organization in one environment (organization width); the
 * reference lists (currencies, providers, currency types) are the provider's and the same in every scope,
 * keyed by the user only so that they go with the user's cache at logout.
 */
export const paymentConfigKeys = {
  config: (scope: SessionScope) => [...scopeKey(scope), 'payment-config'] as const,
  reference: (scope: Pick<SessionScope, 'userId'>, list: 'currencies' | 'providers' | 'currency-types') =>
    [...scopeKey(scope, 'person'), 'reference', list] as const,
};

/** GET /v1/config/payment (the contract's extension): the configuration of the current scope. */
export function paymentConfigQueryOptions(api: ApiClient, scope: SessionScope) {
  return queryOptions({
    queryKey: paymentConfigKeys.config(scope),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/config/payment', { signal })),
  });
}

/** The provider's reference lists change with a release, not while a form is open. */
const REFERENCE_STALE_MS = 10 * 60_000;

/** The provider's currencies: the one shared query (src/api/currencies.ts). */
export { currenciesQueryOptions } from '../../api/currencies.ts';

/** GET /v1/provider/list: the payment providers and the currencies each handles. */
export function providersQueryOptions(api: ApiClient, scope: Pick<SessionScope, 'userId'>) {
  return queryOptions({
    queryKey: paymentConfigKeys.reference(scope, 'providers'),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/provider/list', { signal })),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** GET /v1/helperServices/currencyType: the currency types, which group the currencies on screen. */
export function currencyTypesQueryOptions(api: ApiClient, scope: Pick<SessionScope, 'userId'>) {
  return queryOptions({
    queryKey: paymentConfigKeys.reference(scope, 'currency-types'),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/helperServices/currencyType', { signal })),
    staleTime: REFERENCE_STALE_MS,
  });
}
