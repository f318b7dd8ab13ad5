import { Group, Text } from '@mantine/core';
import { statusColour, statusLabel } from '../../../../lib/status-vocabulary.ts';
import type { PayoutStatus } from '../queries.ts';

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
          background: `var(--mantine-color-${statusColour(status)}-filled)`,
        }}
      />
      <Text span fw={700} size="sm">
        {statusLabel(status)}
      </Text>
    </Group>
  );
}
