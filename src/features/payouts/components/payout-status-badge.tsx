import { Badge } from '@mantine/core';
import { PAYOUT_STATUS_LABEL } from '../model.ts';
import type { PayoutStatus } from '../queries.ts';

/** A payout's status as a word (never colour alone); the default variant keeps body-text contrast. */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return (
    <Badge variant="default" tt="none">
      {PAYOUT_STATUS_LABEL[status]}
    </Badge>
  );
}
