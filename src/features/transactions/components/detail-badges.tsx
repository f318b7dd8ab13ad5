import { Badge } from '@mantine/core';
import type { Dispute, Refund, WebhookDelivery } from '../detail-queries.ts';
import type { Transaction } from '../queries.ts';

type Status = Transaction['status'] | Refund['status'] | Dispute['status'] | WebhookDelivery['status'];

const LABEL: Record<Status, string> = {
  pending: 'Pending',
  success: 'Succeeded',
  failed: 'Failed',
  expired: 'Expired',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
  disputed: 'Disputed',
  open: 'Open',
  under_review: 'Under review',
  won: 'Won',
  lost: 'Lost',
  delivered: 'Delivered',
};

/** A status as a word (never colour alone); the default variant keeps body-text contrast in both themes. */
export function StatusBadge({ status }: { status: Status }) {
  return (
    // the label never shrinks to an ellipsis in a narrow table column: a status is read whole
    <Badge variant="default" tt="none" styles={{ label: { overflow: 'visible' } }}>
      {LABEL[status]}
    </Badge>
  );
}

/** The word a status is shown as (for sentences and live announcements). */
export function statusLabel(status: Status): string {
  return LABEL[status];
}
