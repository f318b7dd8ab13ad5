import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../../../../lib/dates.ts';
import { toDecimal, type CurrencyPrecision } from '../../../../lib/money.ts';
import type { SessionScope } from '../../../../session/scope-key.ts';
import type { PushAlerts } from '../push-alerts.ts';
import type { PayoutDetail } from '../queries.ts';
import { formatCount } from '../../../../lib/count.ts';
import { useT } from '../../../../i18n/translate.ts';
import { payoutsMessages } from '../../messages/index.ts';
import { PayoutTracker } from './payout-tracker.tsx';
import type { ReactNode } from 'react';
import { Money } from '../../../../components/money.tsx';

interface PayoutSummaryProps {
  scope: SessionScope;
  payout: PayoutDetail;
  currencies: readonly CurrencyPrecision[];
  pushAlerts: PushAlerts;
}

/**
 * Where the payout stands first (its tracker: what a merchant on the go opens it for, at the top of a phone's
 * screen, on the left of a wide one), then the figures (gross less refunds, lost disputes and the fee is the
 * net), the period and the wallet.
 */
export function PayoutSummary({ scope, payout, currencies, pushAlerts }: PayoutSummaryProps) {
  const t = useT(payoutsMessages);
  const money = (amount: number, deducted = false) => (
    <Money
      amount={deducted ? toDecimal(amount).times(-1) : toDecimal(amount)}
      currency={payout.currency}
      currencies={currencies}
    />
  );
  const figures: [key: string, label: string, value: ReactNode][] = [
    ['gross', t('gross'), money(payout.grossAmount)],
    ['refunds', t('tabRefunds'), money(payout.refundsAmount, true)],
    ['disputes', t('tabDisputes'), money(payout.disputesAmount, true)],
    ['fee', t('fee'), money(payout.feeAmount, true)],
    ['net', t('net'), money(payout.netAmount)],
  ];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <PayoutTracker scope={scope} payout={payout} pushAlerts={pushAlerts} />
      <Stack gap="md">
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('amounts')}
          </Title>
          <dl className="bo-payout-figures">
            {figures.map(([key, label, value]) => (
              <div key={key} data-total={key === 'net' || undefined}>
                <Text component="dt" size="sm">
                  {label}
                </Text>
                <Text component="dd" size="sm" ff="monospace" fw={key === 'net' ? 700 : undefined}>
                  {value}
                </Text>
              </div>
            ))}
          </dl>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('details')}
          </Title>
          <dl className="bo-payout-figures">
            <div>
              <Text component="dt" size="sm">
                {t('columnPeriod')}
              </Text>
              <Text component="dd" size="sm">
                {t('dateRange', {
                  start: formatDate(payout.startDate) ?? '',
                  end: formatDate(payout.endDate) ?? '',
                })}
              </Text>
            </div>
            <div>
              <Text component="dt" size="sm">
                {t('payments')}
              </Text>
              <Text component="dd" size="sm">
                {formatCount(payout.paymentCount)}
              </Text>
            </div>
            <div>
              <Text component="dt" size="sm">
                {t('wallet')}
              </Text>
              <Text
                component="dd"
                size="sm"
                ff={payout.walletAddress ? 'monospace' : undefined}
                className="bo-break"
              >
                {payout.walletAddress ??
                  (payout.currencyCategory === 'fiat' ? t('bankAccountOnFile') : t('noWallet'))}
              </Text>
            </div>
            <div>
              <Text component="dt" size="sm">
                {t('payoutId')}
              </Text>
              <Text component="dd" size="sm" ff="monospace" className="bo-break">
                {payout._id}
              </Text>
            </div>
          </dl>
        </Paper>
      </Stack>
    </SimpleGrid>
  );
}
