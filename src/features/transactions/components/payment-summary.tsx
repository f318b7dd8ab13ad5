import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { formatDayMonthUtc } from '../../../lib/dates.ts';
import { formatMoney, toDecimal, type Decimal } from '../../../lib/money.ts';
import type { Currency, PaymentProvider } from '../detail-queries.ts';
import { paymentTypeLabel } from '../detail-model.ts';
import type { Transaction } from '../queries.ts';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { useT } from '../../../i18n/translate.ts';
import { transactionDetailMessages } from '../detail/messages/index.ts';
import { useAmountsHidden } from '../../../lib/privacy.ts';
import { ChainValue } from './chain-value.tsx';

interface PaymentSummaryProps {
  payment: Transaction;
  refundable: Decimal;
  currencies: readonly Currency[];
  provider: PaymentProvider | undefined;
  organizationName: string;
}

/**
 * The payment at a glance: money (exact, in the currency's precision), status, who paid, when, and through whom;
 * for crypto, the customer's transaction hash and the wallet it was paid to.
 */
export function PaymentSummary({
  payment,
  refundable,
  currencies,
  provider,
  organizationName,
}: PaymentSummaryProps) {
  const t = useT(transactionDetailMessages);
  useAmountsHidden(); // amounts in its sentences and figures: written again on a toggle of privacy mode
  const money = (amount: number | Decimal) =>
    formatMoney(typeof amount === 'number' ? toDecimal(amount) : amount, payment.currency, currencies);
  const providerText = !provider
    ? t('providerUnknown')
    : provider.enabled
      ? provider.name
      : t('providerDisabled', { name: provider.name });
  const paidOutText = !payment.isProcessed
    ? t('notPaidOutYet')
    : payment.payoutId
      ? t('paidOutInPayout', { payoutId: payment.payoutId })
      : t('paidOutYes');
  const facts: [string, ReactNode][] = [
    [t('status'), <StatusBadge key="status" status={payment.status} />],
    [t('amount'), money(payment.amount)],
    [t('captured'), money(payment.capturedAmount)],
    [t('refunded'), money(payment.refundedAmount)],
    [t('stillRefundable'), money(refundable)],
    [t('customer'), payment.customerEmail],
    [t('paymentMethod'), paymentTypeLabel(payment.paymentType)],
    [t('provider'), providerText],
    [t('created'), formatDayMonthUtc(payment.createdAt) ?? '—'],
    [t('updated'), formatDayMonthUtc(payment.updatedAt) ?? '—'],
    [t('organization'), organizationName],
    [t('environment'), t('environmentName', { env: payment.env })],
    [t('paidOut'), paidOutText],
    [t('apiKey'), payment.keyId],
  ];
  // a crypto payment's proof on its network (issue 34): whole, copyable, searchable from the palette
  if (payment.txHash)
    facts.push([t('transactionHash'), <ChainValue key="hash" value={payment.txHash} kind="hash" />]);
  if (payment.walletAddress)
    facts.push([
      t('walletAddress'),
      <ChainValue key="wallet" value={payment.walletAddress} kind="address" />,
    ]);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="summary-heading">
      <Title order={2} size="h4" id="summary-heading" mb="sm">
        {t('summary')}
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
