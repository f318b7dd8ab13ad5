import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../../api/client.ts';
import type { components } from '../../../shared/provider-schema.gen.ts';
import type { SessionScope } from '../../../session/scope-key.ts';
import { payoutKeys } from '../queries.ts';

export type PayoutPreview = components['schemas']['PayoutPreview'];
type CurrencyCategory = components['schemas']['CurrencyType'];

/** What the user chose: one currency (with its category, which the provider takes too) up to an end date. */
export interface PayoutChoice {
  currency: string;
  currencyCategory: CurrencyCategory;
  /** YYYY-MM-DD, included (UTC) */
  endDate: string;
}

/** The preview's keys live under the payouts' own, so a created payout invalidates an open preview too. */
const previewKey = (scope: SessionScope, choice: PayoutChoice, part: string, extra?: object) =>
  [...payoutKeys.all(scope), 'preview', part, { ...choice, ...extra }] as const;

const previewQuery = (choice: PayoutChoice) => ({
  currency: choice.currency,
  endDate: choice.endDate,
  currencyCategory: choice.currencyCategory,
});

/** GET /v1/payout/previewPayout: the totals createPayout would pay out for this choice, nothing created. */
export function previewQueryOptions(api: ApiClient, scope: SessionScope, choice: PayoutChoice) {
  return queryOptions({
    queryKey: previewKey(scope, choice, 'totals'),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/v1/payout/previewPayout', { params: { query: previewQuery(choice) }, signal })),
  });
}

/** GET /v1/payout/previewPayout/payments: a page of the payments the payout would include. */
export function previewPaymentsQueryOptions(
  api: ApiClient,
  scope: SessionScope,
  choice: PayoutChoice,
  page: number,
  limit = 10,
) {
  return queryOptions({
    queryKey: previewKey(scope, choice, 'payments', { page, limit }),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/v1/payout/previewPayout/payments', {
          params: { query: { ...previewQuery(choice), page, limit } },
          signal,
        }),
      ),
  });
}

/** GET /v1/payout/previewPayout/refunds: the refunds the payout would deduct. */
export function previewRefundsQueryOptions(api: ApiClient, scope: SessionScope, choice: PayoutChoice) {
  return queryOptions({
    queryKey: previewKey(scope, choice, 'refunds'),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/v1/payout/previewPayout/refunds', { params: { query: previewQuery(choice) }, signal }),
      ),
  });
}

/** GET /v1/payout/previewPayout/disputes: the lost disputes the payout would deduct. */
export function previewDisputesQueryOptions(api: ApiClient, scope: SessionScope, choice: PayoutChoice) {
  return queryOptions({
    queryKey: previewKey(scope, choice, 'disputes'),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/v1/payout/previewPayout/disputes', { params: { query: previewQuery(choice) }, signal }),
      ),
  });
}
