import { useId } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { formatMoney, type CurrencyPrecision } from '../../../lib/money.ts';
import type { CurrencyFigure } from '../model.ts';
import { StatCard } from './stat-card.tsx';
import { formatCount } from '../../../lib/count.ts';

const payments = (count: number) => `${formatCount(count)} ${count === 1 ? 'payment' : 'payments'}`;

/**
 * Volume and count per currency, one card each: amounts of different currencies are never added together,
 * so there is no "total volume".
 */
export function CurrencyFigures(props: {
  figures: readonly CurrencyFigure[];
  currencies: readonly CurrencyPrecision[];
}) {
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId}>
        Volume by currency
      </Title>
      <Text size="sm" c="dimmed">
        Volume sums the captured payments; the count is every payment created in the range.
      </Text>
      <ul className="bo-dash-grid" aria-labelledby={titleId}>
        {props.figures.map((figure) => (
          <StatCard
            key={figure.currency}
            testId={`currency-${figure.currency}`}
            label={`${figure.currency} · ${figure.currencyType}`}
            value={formatMoney(figure.volume, figure.currency, props.currencies)}
            detail={payments(figure.count)}
          />
        ))}
      </ul>
    </Stack>
  );
}
