import { Group, Stack, Text } from '@mantine/core';
import { formatDayMonthUtc } from '../../../lib/dates.ts';
import type { Currency, Invoice } from '../detail-queries.ts';
import { DetailSection } from './detail-section.tsx';
import { RichText } from '../../../i18n/rich-text.tsx';
import { useT } from '../../../i18n/translate.ts';
import { transactionDetailMessages } from '../detail/messages/index.ts';
import { Money } from '../../../components/money.tsx';

/** GET /v1/transaction/invoice: number, date, billed customer and its lines. */
export function InvoiceSection({
  invoice,
  currencies,
}: {
  invoice: Invoice | null;
  currencies: readonly Currency[];
}) {
  const t = useT(transactionDetailMessages);
  if (!invoice) return <DetailSection id="invoice" title={t('invoice')} empty={t('noInvoice')} />;
  const money = (amount: number) => (
    <Money amount={amount} currency={invoice.currency} currencies={currencies} />
  );
  return (
    <DetailSection id="invoice" title={t('invoice')}>
      <Stack gap="xs">
        <Text size="sm">
          {/* the provider's number and email are elements of their own, never text of the message */}
          <RichText
            text={t('invoiceIssued', { date: formatDayMonthUtc(invoice.issuedAt) ?? '—' })}
            parts={{
              number: () => <strong>{invoice.invoiceNumber}</strong>,
              email: () => <span style={{ overflowWrap: 'anywhere' }}>{invoice.customerEmail}</span>,
            }}
          />
        </Text>
        <Stack
          component="ul"
          gap={4}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('invoiceLines')}
        >
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
            {t('total')}
          </Text>
          <Text size="sm" fw={600}>
            {money(invoice.amount)}
          </Text>
        </Group>
      </Stack>
    </DetailSection>
  );
}
