import { useQueryClient } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import { useApiClient } from '../../api/context.tsx';
import { useMoneyMutation } from '../../lib/money-mutation.ts';
import type { SessionScope } from '../../session/scope-key.ts';
import type { PayoutChoice } from './create/queries.ts';
import { payoutKeys, type Payout } from './queries.ts';

/**
 * POST /v1/payout/create?currency=: moves money, so it is a money mutation (docs/architecture.md, "Forms and
 * the calls they make"): one Idempotency-Key per review, kept across the user's retries, never retried on its
 * own, its failure shown in the review. A success invalidates every payout query of the scope (list, amounts,
 * preview).
 */
export function useCreatePayout(scope: SessionScope) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationFn: (choice: PayoutChoice, idempotencyKey: string) =>
      dataOf(
        api.POST('/v1/payout/create', {
          params: { query: { currency: choice.currency }, header: { 'Idempotency-Key': idempotencyKey } },
          body: { endDate: choice.endDate, currencyCategory: choice.currencyCategory },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all(scope) }),
  });
}

/** How many of the newest payouts are read to find out whether a lost request created one. */
const RECONCILE_LIMIT = 100;

/** The ids of the newest payouts, read before a payout is sent, so that a new one can be recognised. */
export async function newestPayoutIds(api: ApiClient): Promise<Set<string>> {
  const page = await dataOf(
    api.GET('/v1/payout', { params: { query: { page: 1, limit: RECONCILE_LIMIT } } }),
  );
  return new Set(page.payouts.map((payout) => payout._id));
}

/**
 * After a request whose answer was lost: reads the payout list and returns the payout it created, or null
 * when there is none. Ours is one that was not there when the review opened (`known`) and has the chosen
 * currency and end date (the provider ends a period at 23:59:59.999 UTC of the chosen day). Throws when the
 * list cannot be read either, so the outcome stays unknown.
 */
export async function findCreatedPayout(
  api: ApiClient,
  choice: PayoutChoice,
  known: ReadonlySet<string>,
): Promise<Payout | null> {
  const page = await dataOf(
    api.GET('/v1/payout', { params: { query: { page: 1, limit: RECONCILE_LIMIT } } }),
  );
  return (
    page.payouts.find(
      (payout) =>
        !known.has(payout._id) &&
        payout.currency === choice.currency &&
        payout.endDate.slice(0, 10) === choice.endDate,
    ) ?? null
  );
}
