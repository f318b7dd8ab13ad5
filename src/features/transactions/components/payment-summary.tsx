import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { formatDayMonthUtc } from '../../../lib/dates.ts';
import { formatMoney, toDecimal, type Decimal } from '../../../lib/money.ts';
import type { Currency, PaymentProvider } from '../detail-queries.ts';
import { PAYMENT_TYPE_LABEL } from '../detail-model.ts';
import type { Transaction } from '../queries.ts';
import { StatusBadge } from '../../../components/status-badge.tsx';

interface PaymentSummaryProps {
  payment: Transaction;
  refundable: Decimal;
  currencies: readonly Currency[];
  provider: PaymentProvider | undefined;
  organizationName: string;
}

/** The payment at a glance: money (exact, in the currency's precision), status, who paid, when, and through whom. */
export function PaymentSummary({
  payment,
  refundable,
  currencies,
  provider,
  organizationName,
}: PaymentSummaryProps) {
  const money = (amount: number | Decimal) =>
    formatMoney(typeof amount === 'number' ? toDecimal(amount) : amount, payment.currency, currencies);
  const facts: [string, ReactNode][] = [
    ['Status', <StatusBadge key="status" status={payment.status} />],
    ['Amount', money(payment.amount)],
    ['Captured', money(payment.capturedAmount)],
    ['Refunded', money(payment.refundedAmount)],
    ['Still refundable', money(refundable)],
    ['Customer', payment.customerEmail],
    ['Payment method', PAYMENT_TYPE_LABEL[payment.paymentType]],
    [
      'Provider',
      provider ? `${provider.name}${provider.enabled ? '' : ' (disabled)'}` : 'Not known for this currency',
    ],
    ['Created', formatDayMonthUtc(payment.createdAt) ?? '—'],
    ['Updated', formatDayMonthUtc(payment.updatedAt) ?? '—'],
    ['Organization', organizationName],
    ['Environment', payment.env === 'live' ? 'Live' : 'Test'],
    [
      'Paid out',
      payment.isProcessed ? `Yes${payment.payoutId ? `, payout ${payment.payoutId}` : ''}` : 'Not yet',
    ],
    ['API key', payment.keyId],
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="summary-heading">
      <Title order={2} size="h4" id="summary-heading" mb="sm">
        Summary
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="xs" component="dl" m={0}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
