import type { components } from '../../shared/provider-schema.gen.ts';

type PayoutStatus = components['schemas']['PayoutStatus'];

export const PAYOUT_STATUSES: readonly PayoutStatus[] = ['pending', 'processing', 'paid', 'failed'];

/** The payout list's filters (GET /v1/payout's `status` and `currency`, issue 34), absent when unset. */
export interface PayoutFilters {
  status?: PayoutStatus;
  currency?: string;
}

/**
 * The filters the address names, validated in the screen's own chunk (its loader and component) rather than by
 * the route's `validateSearch`, which travels in the route tree every first visit downloads: an unknown status or
 * a malformed currency is left out, so an edited address never reaches the provider as a request it refuses.
 */
export function validatePayoutFilters(search: Record<string, unknown>): PayoutFilters {
  const filters: PayoutFilters = {};
  const status = PAYOUT_STATUSES.find((known) => known === search.status);
  if (status) filters.status = status;
  if (typeof search.currency === 'string' && /^[A-Za-z][A-Za-z0-9]{1,9}$/.test(search.currency))
    filters.currency = search.currency.toUpperCase();
  return filters;
}
