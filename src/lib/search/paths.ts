import type { SearchHit } from './queries.ts';

/**
 * The app path a hit opens: a transaction's detail, a payout's page, a dispute's payment (its detail shows the
 * dispute); null for an organization, which the palette switches to instead of opening.
 */
export function hitPath(hit: Pick<SearchHit, 'kind' | 'id' | 'paymentId'>): string | null {
  switch (hit.kind) {
    case 'transaction':
    case 'dispute':
      return hit.paymentId ? `/manage/transactions/${encodeURIComponent(hit.paymentId)}` : null;
    case 'payout':
      return `/manage/payout/${encodeURIComponent(hit.id)}`;
    case 'organization':
      return null;
  }
}
