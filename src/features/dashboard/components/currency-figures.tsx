import { useId } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import type { CurrencyPrecision } from '../../../lib/money.ts';
import { Money } from '../../../components/money.tsx';
import type { CurrencyFigure } from '../model.ts';
import { StatCard } from './stat-card.tsx';
import { formatCount } from '../../../lib/count.ts';
import { useT } from '../../../i18n/translate.ts';
import { dashboardMessages } from '../messages/index.ts';

/**
 * Volume and count per currency, one card each: amounts of different currencies are never added together,
 * so there is no "total volume".
 */
export function CurrencyFigures(props: {
  figures: readonly CurrencyFigure[];
  currencies: readonly CurrencyPrecision[];
}) {
  const t = useT(dashboardMessages);
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId}>
        {t('volumeTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('volumeHint')}
      </Text>
      <ul className="bo-dash-grid" aria-labelledby={titleId}>
        {props.figures.map((figure) => (
          <StatCard
            key={figure.currency}
            testId={`currency-${figure.currency}`}
            label={t('currencyKind', { currency: figure.currency, kind: figure.currencyType })}
            value={<Money amount={figure.volume} currency={figure.currency} currencies={props.currencies} />}
            detail={t('paymentCount', { count: figure.count, countText: formatCount(figure.count) })}
          />
        ))}
      </ul>
    </Stack>
  );
}
