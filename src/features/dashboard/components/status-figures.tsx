import { useId } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatRate, type TransactionStatus } from '../model.ts';
import { StatCard } from './stat-card.tsx';
import { formatCount } from '../../../lib/count.ts';
import { statusLabel } from '../../../lib/status-vocabulary.ts';
import { useT } from '../../../i18n/translate.ts';
import { dashboardMessages } from '../messages/index.ts';

interface StatusFiguresProps {
  counts: readonly { status: TransactionStatus; count: number }[];
  totalCount: number;
  successRate: number;
}

/** The payments of the range by status, their number (a count, so one across currencies) and success rate. */
export function StatusFigures({ counts, totalCount, successRate }: StatusFiguresProps) {
  const t = useT(dashboardMessages);
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId}>
        {t('statusTitle')}
      </Title>
      <div className="bo-dash-grid">
        <StatCard as="div" testId="total-count" label={t('payments')} value={formatCount(totalCount)} />
        <StatCard
          as="div"
          testId="success-rate"
          label={t('successRate')}
          value={formatRate(successRate)}
          detail={t('successRateHint')}
        />
      </div>
      <Paper withBorder radius="md" p="md">
        <ul className="bo-dash-list" aria-label={t('statusTitle')}>
          {counts.map(({ status, count }) => (
            <Group
              component="li"
              key={status}
              justify="space-between"
              gap="xs"
              py={4}
              data-testid={`status-${status}`}
            >
              <Text size="sm">{statusLabel(status)}</Text>
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
