import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import { isApiError } from '../../api/errors.ts';
import type { components } from '../../shared/provider-schema.gen.ts';
import { scopeKey, type SessionScope } from '../../session/scope-key.ts';
import { transactionKeys, type Transaction } from './queries.ts';

export type Invoice = components['schemas']['Invoice'];
export type TransactionInfoLog = components['schemas']['TransactionInfoLog'];
export type WebhookDelivery = components['schemas']['WebhookDelivery'];
export type Refund = components['schemas']['Refund'];
export type Dispute = components['schemas']['Dispute'];
export type PaymentProvider = components['schemas']['Provider'];
export type Currency = components['schemas']['Currency'];

/**
 * One payment's keys, under `transactionKeys.all`, so that invalidating the transactions after a refund also
 * refreshes the detail, its logs and webhooks (and the list's rows). Reference lists are the provider's, the
 * same in every organization: they are keyed per person only.
 */
const transactionDetailKeys = {
  payment: (scope: SessionScope, paymentId: string) =>
    [...transactionKeys.all(scope), 'detail', paymentId] as const,
  part: (
    scope: SessionScope,
    paymentId: string,
    part: 'invoice' | 'logs' | 'webhooks' | 'refunds' | 'disputes',
  ) => [...transactionDetailKeys.payment(scope, paymentId), part] as const,
  reference: (scope: Pick<SessionScope, 'userId'>, list: 'currencies' | 'providers') =>
    [...scopeKey(scope, 'person'), 'transactions', 'reference', list] as const,
};

/** The contract's PaymentId: anything else is no payment (and never sent, the provider would answer 400). */
export function isPaymentId(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(value);
}

/** The contract's largest page: a payment's refunds and disputes fit in one (a payment has a handful). */
const ONE_PAGE = { page: 1, limit: 100 } as const;

/** An unknown payment is an answer (the not-found state), not an error page. */
async function nullWhenNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * The payment itself. The contract has no read of one payment, so it is found through the list's search
 * (a substring of paymentId, title or customer email) and kept only on an exact paymentId match; null when
 * there is none in the caller's scope.
 */
export function paymentQueryOptions(api: ApiClient, scope: SessionScope, paymentId: string) {
  return queryOptions({
    queryKey: transactionDetailKeys.payment(scope, paymentId),
    queryFn: async ({ signal }): Promise<Transaction | null> => {
      const page = await dataOf(
        api.GET('/v1/transaction', { params: { query: { search: paymentId, ...ONE_PAGE } }, signal }),
      );
      return page.results.find((payment) => payment.paymentId === paymentId) ?? null;
    },
  });
}

/** GET /v1/transaction/invoice?paymentId= (null for an unknown payment). */
export function invoiceQueryOptions(api: ApiClient, scope: SessionScope, paymentId: string) {
  return queryOptions({
    queryKey: transactionDetailKeys.part(scope, paymentId, 'invoice'),
    queryFn: ({ signal }) =>
      nullWhenNotFound(
        dataOf(api.GET('/v1/transaction/invoice', { params: { query: { paymentId } }, signal })),
      ),
  });
}

/** GET /v1/transaction/transaction-info-logs?paymentId=: oldest first (null for an unknown payment). */
export function infoLogsQueryOptions(api: ApiClient, scope: SessionScope, paymentId: string) {
  return queryOptions({
    queryKey: transactionDetailKeys.part(scope, paymentId, 'logs'),
    queryFn: ({ signal }) =>
      nullWhenNotFound(
        dataOf(
          api.GET('/v1/transaction/transaction-info-logs', { params: { query: { paymentId } }, signal }),
        ),
      ),
  });
}

/** GET /v1/webhook/getAllWebhooksByPaymentID/{id}: newest first (null for an unknown payment). */
export function webhooksQueryOptions(api: ApiClient, scope: SessionScope, paymentId: string) {
  return queryOptions({
    queryKey: transactionDetailKeys.part(scope, paymentId, 'webhooks'),
    queryFn: ({ signal }) =>
      nullWhenNotFound(
        dataOf(
          api.GET('/v1/webhook/getAllWebhooksByPaymentID/{id}', {
            params: { path: { id: paymentId } },
            signal,
          }),
        ),
      ),
  });
}

/** While a refund is pending the provider settles it shortly; the detail asks again this often until then. */
const PENDING_REFUND_POLL_MS = 1000;

/** GET /v1/refund?paymentId= (extension): the payment's refunds, polled while any of them is pending. */
export function paymentRefundsQueryOptions(api: ApiClient, scope: SessionScope, paymentId: string) {
  return queryOptions({
    queryKey: transactionDetailKeys.part(scope, paymentId, 'refunds'),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/v1/refund', { params: { query: { paymentId, ...ONE_PAGE } }, signal })).then(
        (page) => page.results,
      ),
    refetchInterval: (query) =>
      query.state.data?.some((refund) => refund.status === 'pending') ? PENDING_REFUND_POLL_MS : false,
  });
}

/** GET /v1/dispute?paymentId= (extension, the paymentId filter added for this screen). */
export function paymentDisputesQueryOptions(api: ApiClient, scope: SessionScope, paymentId: string) {
  return queryOptions({
    queryKey: transactionDetailKeys.part(scope, paymentId, 'disputes'),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/v1/dispute', { params: { query: { paymentId, ...ONE_PAGE } }, signal })).then(
        (page) => page.results,
      ),
  });
}

/** GET /v1/provider/list: which provider handles a payment is read from its kind and currency. */
export function providersQueryOptions(api: ApiClient, scope: Pick<SessionScope, 'userId'>) {
  return queryOptions({
    queryKey: transactionDetailKeys.reference(scope, 'providers'),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/provider/list', { signal })),
    staleTime: 60 * 60_000,
  });
}

/** The provider's currencies: the one shared query (src/api/currencies.ts). */
export { currenciesQueryOptions } from '../../api/currencies.ts';
