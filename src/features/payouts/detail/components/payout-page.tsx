import { Anchor, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { DataAsOf } from '../../../../components/data-as-of.tsx';
import { Link } from '@tanstack/react-router';
import './styles.ts';
import { formatDate } from '../../../../lib/dates.ts';
import { formatMoney, toDecimal, type CurrencyPrecision } from '../../../../lib/money.ts';
import type { SessionScope } from '../../../../session/scope-key.ts';
import type { PayoutDetail } from '../queries.ts';
import type { PayoutTab } from '../search.ts';
import { PayoutDisputes, PayoutRefunds } from './payout-deductions.tsx';
import { PayoutPayments } from './payout-payments.tsx';
import { PayoutStatusText } from './payout-status.tsx';
import { PayoutSummary } from './payout-summary.tsx';
import { useRefreshOnStatusChange } from '../refresh-on-status-change.ts';

interface PayoutPageProps {
  scope: SessionScope;
  payout: PayoutDetail;
  currencies: readonly CurrencyPrecision[];
  tab: PayoutTab;
  page: number;
  limit: number;
  onTabChange: (tab: PayoutTab) => void;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  /** when the payout was fetched: "as of" when it came from the saved cache */
  dataUpdatedAt?: number;
  /** the payout moved while on screen (its list is refreshed here; the route refreshes other features') */
  onStatusChange: () => void;
}

/** One payout: what it pays and where it stands, then its summary, payments, disputes and refunds as tabs. */
export function PayoutPage(props: PayoutPageProps) {
  const { scope, payout, currencies, tab, page, limit } = props;
  useRefreshOnStatusChange(scope, payout.status, props.onStatusChange);
  const net = formatMoney(toDecimal(payout.netAmount), payout.currency, currencies);
  return (
    <Container size="lg" py="lg" px={0}>
      <Stack gap="md">
        <Anchor component={Link} to="/manage/payout/" size="sm">
          ← All payouts
        </Anchor>
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <div>
            <Title order={1} size="h2">
              Payout of {net}
            </Title>
            <Text size="sm">
              Payments from {formatDate(payout.startDate)} to {formatDate(payout.endDate)}
            </Text>
            <DataAsOf updatedAt={props.dataUpdatedAt ?? 0} />
          </div>
          {/* announced when it changes while the page is open (the page reads it again until it settles) */}
          <Group gap={6} role="status" aria-live="polite">
            <Text size="sm">Status:</Text>
            <PayoutStatusText status={payout.status} />
          </Group>
        </Group>
        <Tabs
          value={tab}
          onChange={(next) => next && props.onTabChange(next as PayoutTab)}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="summary">Summary</Tabs.Tab>
            <Tabs.Tab value="payments">Payments ({payout.paymentCount})</Tabs.Tab>
            <Tabs.Tab value="disputes">Disputes</Tabs.Tab>
            <Tabs.Tab value="refunds">Refunds</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="summary" pt="md">
            <PayoutSummary payout={payout} currencies={currencies} />
          </Tabs.Panel>
          <Tabs.Panel value="payments" pt="md">
            <PayoutPayments
              scope={scope}
              payoutId={payout._id}
              page={page}
              limit={limit}
              currencies={currencies}
              onPageChange={props.onPageChange}
              onLimitChange={props.onLimitChange}
            />
          </Tabs.Panel>
          <Tabs.Panel value="disputes" pt="md">
            <PayoutDisputes scope={scope} payoutId={payout._id} currencies={currencies} />
          </Tabs.Panel>
          <Tabs.Panel value="refunds" pt="md">
            <PayoutRefunds scope={scope} payoutId={payout._id} currencies={currencies} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
