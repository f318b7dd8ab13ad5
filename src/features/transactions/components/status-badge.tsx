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

/**
 * A payment's or a dispute's status: the word on the default badge (body-text contrast in light and dark), and
 * a dot coloured by what it means for the merchant (never colour alone).
 */
export function StatusBadge({ status }: { status: string }) {
  const color = STATUS_COLORS[status] ?? 'gray';
  return (
    <Badge
      variant="default"
      tt="none"
      radius="sm"
      // never cut to "Succ…" by a narrow column: the cell grows to the word instead
      miw="max-content"
      leftSection={
        <span
          aria-hidden="true"
          className="tx-dot"
          style={{ background: `var(--mantine-color-${color}-6)` }}
        />
      }
    >
      {statusLabel(status)}
    </Badge>
  );
}
