import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCount } from '../../../lib/count.ts';
import { useT } from '../../../i18n/translate.ts';
import { payoutsMessages } from '../messages/index.ts';
import type { Currency } from '../queries.ts';
import type { PayoutPreview } from './queries.ts';
import { Money } from '../../../components/money.tsx';

/** The preview's totals, in the provider's figures, each exact in the currency's decimals. */
export function PreviewFigures({
  preview,
  currencies,
}: {
  preview: PayoutPreview;
  currencies: readonly Currency[];
}) {
  const t = useT(payoutsMessages);
  const money = (amount: number) => (
    <Money amount={amount} currency={preview.currency} currencies={currencies} />
  );
  const rows: [string, string, ReactNode][] = [
    [
      'gross',
      t('grossWithCount', {
        count: preview.paymentCount,
        countText: formatCount(preview.paymentCount),
      }),
      money(preview.grossAmount),
    ],
    ['refunds', t('refundsDeducted'), money(preview.refundsAmount)],
    ['disputes', t('lostDisputesDeducted'), money(preview.disputesAmount)],
    ['fee', t('fee'), money(preview.feeAmount)],
    ['net', t('netPayout'), money(preview.netAmount)],
  ];
  return (
    <Box
      component="dl"
      aria-label={t('previewLabel')}
      m={0}
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        rowGap: 6,
        columnGap: 'var(--mantine-spacing-md)',
      }}
    >
      {rows.map(([key, label, value]) => (
        <div key={key} style={{ display: 'contents' }}>
          <Text component="dt" size="sm" fw={key === 'net' ? 700 : undefined}>
            {label}
          </Text>
          <Text
            component="dd"
            size="sm"
            m={0}
            ta="end"
            fw={key === 'net' ? 700 : undefined}
            data-figure={key}
          >
            {value}
          </Text>
        </div>
      ))}
    </Box>
  );
}
