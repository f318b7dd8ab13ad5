import { Paper, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { formatDate, formatDayMonthUtc } from '../../../../lib/dates.ts';
import { toDecimal, type CurrencyPrecision } from '../../../../lib/money.ts';
import type { PayoutDetail, PayoutStatus } from '../queries.ts';
import { statusLabel } from '../../../../lib/status-vocabulary.ts';
import { formatCount } from '../../../../lib/count.ts';
import { useT } from '../../../../i18n/translate.ts';
import { payoutsMessages } from '../../messages/index.ts';
import type { ReactNode } from 'react';
import { Money } from '../../../../components/money.tsx';

interface PayoutSummaryProps {
  payout: PayoutDetail;
  currencies: readonly CurrencyPrecision[];
}

/** The figures (gross less refunds, lost disputes and the fee is the net), the period, the wallet and the timeline. */
export function PayoutSummary({ payout, currencies }: PayoutSummaryProps) {
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
      <Stack gap="md">
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
        <StatusTimeline payout={payout} />
      </Stack>
    </SimpleGrid>
  );
}

/** The way a payout goes when nothing fails. */
const STEPS: PayoutStatus[] = ['pending', 'processing', 'paid'];

/** Every status reached, with its time; the steps still ahead are named so the user knows what comes next. */
function StatusTimeline({ payout }: { payout: PayoutDetail }) {
  const t = useT(payoutsMessages);
  const reached = payout.statusHistory;
  // the steps after the current one (none once paid or failed); a payout older than the recorded history
  // shows only where it stands
  const current = STEPS.indexOf(payout.status);
  const ahead: PayoutStatus[] = current < 0 ? [] : STEPS.slice(current + 1);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('statusHistory')}
      </Title>
      <Timeline active={reached.length - 1} bulletSize={14} lineWidth={2}>
        {reached.map((change) => (
          <Timeline.Item
            key={change.status}
            color={change.status === 'failed' ? 'red' : undefined}
            title={statusLabel(change.status)}
          >
            <Text size="xs">{formatDayMonthUtc(change.at)}</Text>
          </Timeline.Item>
        ))}
        {ahead.map((status) => (
          <Timeline.Item key={status} title={statusLabel(status)}>
            <Text size="xs">{t('notYet')}</Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Paper>
  );
}
