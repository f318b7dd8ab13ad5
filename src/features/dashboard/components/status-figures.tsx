import { useId } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatRate, STATUS_LABELS, type TransactionStatus } from '../model.ts';
import { StatCard } from './stat-card.tsx';
import { formatCount } from '../../../lib/count.ts';

interface StatusFiguresProps {
  counts: readonly { status: TransactionStatus; count: number }[];
  totalCount: number;
  successRate: number;
}

/** The payments of the range by status, their number (a count, so one across currencies) and success rate. */
export function StatusFigures({ counts, totalCount, successRate }: StatusFiguresProps) {
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId}>
        Payments by status
      </Title>
      <div className="bo-dash-grid">
        <StatCard as="div" testId="total-count" label="Payments" value={formatCount(totalCount)} />
        <StatCard
          as="div"
          testId="success-rate"
          label="Success rate"
          value={formatRate(successRate)}
          detail="captured of all payments"
        />
      </div>
      <Paper withBorder radius="md" p="md">
        <ul className="bo-dash-list" aria-label="Payments by status">
          {counts.map(({ status, count }) => (
            <Group
              component="li"
              key={status}
              justify="space-between"
              gap="xs"
              py={4}
              data-testid={`status-${status}`}
            >
              <Text size="sm">{STATUS_LABELS[status]}</Text>
              <Text size="sm" fw={700} className="bo-dash-figure" data-role="value">
                {formatCount(count)}
              </Text>
            </Group>
          ))}
        </ul>
      </Paper>
    </Stack>
  );
}
