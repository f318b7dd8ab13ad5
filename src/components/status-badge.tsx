import { Badge } from '@mantine/core';
import { statusColour, statusLabel, type StatusName } from '../lib/status-vocabulary.ts';

/**
 * A status as the one vocabulary words it: the word on the default badge (body-text contrast in light and
 * dark), and a dot coloured by what it means for the merchant (never colour alone).
 */
export function StatusBadge({ status }: { status: StatusName }) {
  return (
    <Badge
      variant="default"
      tt="none"
      radius="sm"
      // never cut to "Succ…" by a narrow column: the cell grows to the word instead
      miw="max-content"
      styles={{ label: { overflow: 'visible' } }}
      leftSection={
        <span
          aria-hidden="true"
          style={{
            display: 'inline-block',
            width: 8,
            height: 8,
            borderRadius: '50%',
            background: `var(--mantine-color-${statusColour(status)}-6)`,
          }}
        />
      }
    >
      {statusLabel(status)}
    </Badge>
  );
}
