import type { components } from '../../shared/provider-schema.gen.ts';

export type WebhookDeliveryStatus = components['schemas']['WebhookDeliveryStatus'];

export const WEBHOOK_STATUSES: readonly WebhookDeliveryStatus[] = ['pending', 'delivered', 'failed'];

/** The Webhooks screen's search params: a status filter (absent: every status) and the page. */
export interface WebhooksSearch {
  status?: WebhookDeliveryStatus;
  page: number;
}

export const DEFAULT_WEBHOOKS_SEARCH: WebhooksSearch = { page: 1 };
const MAX_PAGE = 100_000;

/**
 * Any address opens a working screen: an unknown status means every status, a page that is not one the first.
 * Kept short: it travels in the route tree every first visit downloads.
 */
export function validateWebhooksSearch(search: Record<string, unknown>): WebhooksSearch {
  const status = WEBHOOK_STATUSES.find((value) => value === search.status);
  const page = Number(search.page);
  return { ...(status && { status }), page: page >= 1 && page <= MAX_PAGE ? Math.floor(page) : 1 };
}
