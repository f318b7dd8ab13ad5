import { Group, Stack, Text } from '@mantine/core';
import { formatDayMonthUtc } from '../../../lib/dates.ts';
import { formatMoney, toDecimal } from '../../../lib/money.ts';
import type { Currency, Invoice } from '../detail-queries.ts';
import { DetailSection } from './detail-section.tsx';

/** GET /v1/transaction/invoice: number, date, billed customer and its lines. */
export function InvoiceSection({
  invoice,
  currencies,
}: {
  invoice: Invoice | null;
  currencies: readonly Currency[];
}) {
  if (!invoice) return <DetailSection id="invoice" title="Invoice" empty="No invoice for this payment." />;
  const money = (amount: number) => formatMoney(toDecimal(amount), invoice.currency, currencies);
  return (
    <DetailSection id="invoice" title="Invoice">
      <Stack gap="xs">
        <Text size="sm">
          <strong>{invoice.invoiceNumber}</strong> · issued {formatDayMonthUtc(invoice.issuedAt) ?? '—'} to{' '}
          <span style={{ overflowWrap: 'anywhere' }}>{invoice.customerEmail}</span>
        </Text>
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Invoice lines">
          {invoice.lines.map((line, index) => (
            <Group component="li" key={index} justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {line.description}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {money(line.amount)}
              </Text>
            </Group>
          ))}
        </Stack>
        <Group justify="space-between" gap="sm">
          <Text size="sm" fw={600}>
            Total
          </Text>
          <Text size="sm" fw={600}>
            {money(invoice.amount)}
          </Text>
        </Group>
      </Stack>
    </DetailSection>
  );
}
