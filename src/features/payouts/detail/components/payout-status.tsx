import { Group, Text } from '@mantine/core';
import type { PayoutStatus } from '../queries.ts';

const LABEL: Record<PayoutStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  paid: 'Paid',
  failed: 'Failed',
};
const COLOR: Record<PayoutStatus, string> = {
  pending: 'gray',
  processing: 'blue',
  paid: 'teal',
  failed: 'red',
};

export const payoutStatusLabel = (status: PayoutStatus) => LABEL[status];

/** A payout's status: the word carries it (readable in both themes), the dot only echoes it. */
export function PayoutStatusText({ status }: { status: PayoutStatus }) {
  return (
    <Group gap={6} wrap="nowrap" component="span" data-testid="payout-status">
      <span
        aria-hidden="true"
        style={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          flex: 'none',
          background: `var(--mantine-color-${COLOR[status]}-filled)`,
        }}
      />
      <Text span fw={700} size="sm">
        {LABEL[status]}
      </Text>
    </Group>
  );
}
