import { useId } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CurrencyPrecision, Decimal } from '../../../lib/money.ts';
import { formatCount } from '../../../lib/count.ts';
import { useT } from '../../../i18n/translate.ts';
import { dashboardMessages } from '../messages/index.ts';
import { Money } from '../../../components/money.tsx';

interface RefundFiguresProps {
  refunds: readonly { currency: string; count: number; amount: Decimal }[];
  currencies: readonly CurrencyPrecision[];
}

/** The successful refunds created in the range, per currency (never added across currencies). */
export function RefundFigures({ refunds, currencies }: RefundFiguresProps) {
  const t = useT(dashboardMessages);
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId}>
        {t('refundsTitle')}
      </Title>
      <Paper withBorder radius="md" p="md">
        {refunds.length === 0 ? (
          <Text size="sm">{t('noRefunds')}</Text>
        ) : (
          <ul className="bo-dash-list" aria-labelledby={titleId}>
            {refunds.map((refund) => (
              <Group
                component="li"
                key={refund.currency}
                justify="space-between"
                gap="xs"
                py={4}
                data-testid={`refund-${refund.currency}`}
              >
                <Text size="sm">
                  {t('refundCount', {
                    currency: refund.currency,
                    count: refund.count,
                    countText: formatCount(refund.count),
                  })}
                </Text>
                <Text size="sm" fw={700} className="bo-dash-figure" data-role="value">
                  <Money amount={refund.amount} currency={refund.currency} currencies={currencies} />
                </Text>
              </Group>
            ))}
          </ul>
        )}
      </Paper>
    </Stack>
  );
}
