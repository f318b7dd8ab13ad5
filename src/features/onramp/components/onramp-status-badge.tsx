import { Badge } from '@mantine/core';
import type { OnRampStatus } from '../search.ts';

export const STATUS_LABEL: Record<OnRampStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  rejected: 'Rejected',
};

/** A request's status as a word (never colour alone); the default variant keeps body-text contrast. */
export function OnRampStatusBadge({ status }: { status: OnRampStatus }) {
  return (
    <Badge variant="default" tt="none">
      {STATUS_LABEL[status]}
    </Badge>
  );
}
