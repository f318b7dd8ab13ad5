import { Paper, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { formatDate, formatDayMonthUtc } from '../../../../lib/dates.ts';
import { formatMoney, toDecimal, type CurrencyPrecision } from '../../../../lib/money.ts';
import type { PayoutDetail, PayoutStatus } from '../queries.ts';
import { statusLabel } from '../../../../lib/status-vocabulary.ts';

interface PayoutSummaryProps {
  payout: PayoutDetail;
  currencies: readonly CurrencyPrecision[];
}

/** The figures (gross less refunds, lost disputes and the fee is the net), the period, the wallet and the timeline. */
export function PayoutSummary({ payout, currencies }: PayoutSummaryProps) {
  const money = (amount: number, deducted = false) =>
    formatMoney(deducted ? toDecimal(amount).times(-1) : toDecimal(amount), payout.currency, currencies);
  const figures: [string, string][] = [
    ['Gross', money(payout.grossAmount)],
    ['Refunds', money(payout.refundsAmount, true)],
    ['Disputes', money(payout.disputesAmount, true)],
    ['Fee', money(payout.feeAmount, true)],
    ['Net', money(payout.netAmount)],
  ];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          Amounts
        </Title>
        <dl className="bo-payout-figures">
          {figures.map(([label, value]) => (
            <div key={label} data-total={label === 'Net' || undefined}>
              <Text component="dt" size="sm">
                {label}
              </Text>
              <Text component="dd" size="sm" ff="monospace" fw={label === 'Net' ? 700 : undefined}>
                {value}
              </Text>
            </div>
          ))}
        </dl>
      </Paper>
      <Stack gap="md">
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            Details
          </Title>
          <dl className="bo-payout-figures">
            <div>
              <Text component="dt" size="sm">
                Period
              </Text>
              <Text component="dd" size="sm">
                {formatDate(payout.startDate)} – {formatDate(payout.endDate)}
              </Text>
            </div>
            <div>
              <Text component="dt" size="sm">
                Payments
              </Text>
              <Text component="dd" size="sm">
                {payout.paymentCount}
              </Text>
            </div>
            <div>
              <Text component="dt" size="sm">
                Wallet
              </Text>
              <Text
                component="dd"
                size="sm"
                ff={payout.walletAddress ? 'monospace' : undefined}
                className="bo-break"
              >
                {payout.walletAddress ??
                  (payout.currencyCategory === 'fiat' ? 'Bank account on file' : 'No wallet set')}
              </Text>
            </div>
            <div>
              <Text component="dt" size="sm">
                Payout id
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
  const reached = payout.statusHistory;
  // the steps after the current one (none once paid or failed); a payout older than the recorded history
  // shows only where it stands
  const current = STEPS.indexOf(payout.status);
  const ahead: PayoutStatus[] = current < 0 ? [] : STEPS.slice(current + 1);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Status history
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
            <Text size="xs">Not yet</Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Paper>
  );
}
