import type { ReactNode } from 'react';
import { Paper, Text } from '@mantine/core';

interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  detail?: ReactNode;
  /** for tests and styling: what the card is about (a currency code, a status) */
  testId?: string;
  as?: 'li' | 'div';
}

/** One figure with its label and an optional line under it. */
export function StatCard({ label, value, detail, testId, as = 'li' }: StatCardProps) {
  return (
    <Paper component={as} withBorder radius="md" p="md" data-testid={testId}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} mt={4} className="bo-dash-figure" data-role="value">
        {value}
      </Text>
      {detail && (
        <Text size="sm" mt={2} className="bo-dash-figure" data-role="detail">
          {detail}
        </Text>
      )}
    </Paper>
  );
}
