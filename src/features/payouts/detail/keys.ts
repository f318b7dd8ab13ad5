import { scopeKey, type SessionScope } from '../../../session/scope-key.ts';

/**
 * Key factory of one payout's data. Everything of payouts starts with `[...scopeKey(scope), 'payouts']` (the
 * list uses `'list'` below it), so invalidating that prefix refreshes the list and every open payout at once.
 */
export const payoutDetailKeys = {
  all: (scope: SessionScope) => [...scopeKey(scope), 'payouts'] as const,
  list: (scope: SessionScope) => [...scopeKey(scope), 'payouts', 'list'] as const,
  detail: (scope: SessionScope, id: string) => [...scopeKey(scope), 'payouts', 'detail', id] as const,
  payments: (scope: SessionScope, id: string, page: number, limit: number) =>
    [...payoutDetailKeys.detail(scope, id), 'payments', { page, limit }] as const,
  disputes: (scope: SessionScope, id: string) => [...payoutDetailKeys.detail(scope, id), 'disputes'] as const,
  refunds: (scope: SessionScope, id: string) => [...payoutDetailKeys.detail(scope, id), 'refunds'] as const,
};
