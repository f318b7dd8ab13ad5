import { Box, Text } from '@mantine/core';
import { formatMoney, toDecimal } from '../../../lib/money.ts';
import type { Currency } from '../queries.ts';
import type { PayoutPreview } from './queries.ts';

/** The preview's totals, in the provider's figures, each exact in the currency's decimals. */
export function PreviewFigures({
  preview,
  currencies,
}: {
  preview: PayoutPreview;
  currencies: readonly Currency[];
}) {
  const money = (amount: number) => formatMoney(toDecimal(amount), preview.currency, currencies);
  const rows: [string, string, string][] = [
    [
      'gross',
      `Gross (${preview.paymentCount} ${preview.paymentCount === 1 ? 'payment' : 'payments'})`,
      money(preview.grossAmount),
    ],
    ['refunds', 'Refunds deducted', money(preview.refundsAmount)],
    ['disputes', 'Lost disputes deducted', money(preview.disputesAmount)],
    ['fee', 'Fee', money(preview.feeAmount)],
    ['net', 'Net payout', money(preview.netAmount)],
  ];
  return (
    <Box
      component="dl"
      aria-label="Payout preview"
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
            ta="right"
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
