import { Badge } from '@mantine/core';

const STATUS_COLORS: Record<string, string> = {
  pending: 'yellow',
  success: 'teal',
  failed: 'red',
  expired: 'gray',
  refunded: 'violet',
  partially_refunded: 'grape',
  disputed: 'orange',
  open: 'orange',
  under_review: 'yellow',
  won: 'teal',
  lost: 'red',
};

/** "partially_refunded" → "Partially refunded". */
export function statusLabel(status: string): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A payment's or a dispute's status, coloured by what it means for the merchant; the word says it too. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light" radius="sm">
      {statusLabel(status)}
    </Badge>
  );
}
