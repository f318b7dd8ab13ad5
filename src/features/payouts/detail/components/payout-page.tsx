import { Anchor, Container, Group, Stack, Tabs, Text, Title, useDirection } from '@mantine/core';
import { DataAsOf } from '../../../../components/data-as-of.tsx';
import { Link } from '@tanstack/react-router';
import './styles.ts';
import { formatDate } from '../../../../lib/dates.ts';
import { formatMoney, toDecimal, type CurrencyPrecision } from '../../../../lib/money.ts';
import { formatCount } from '../../../../lib/count.ts';
import { useT } from '../../../../i18n/translate.ts';
import { payoutsMessages } from '../../messages/index.ts';
import type { SessionScope } from '../../../../session/scope-key.ts';
import type { PushAlerts } from '../push-alerts.ts';
import type { PayoutDetail } from '../queries.ts';
import type { PayoutTab } from '../search.ts';
import { PayoutDisputes, PayoutRefunds } from './payout-deductions.tsx';
import { PayoutPayments } from './payout-payments.tsx';
import { PayoutStatusText } from './payout-status.tsx';
import { PayoutSummary } from './payout-summary.tsx';
import { useRefreshOnStatusChange } from '../refresh-on-status-change.ts';
import { useAmountsHidden } from '../../../../lib/privacy.ts';
import { MaskedText } from '../../../../components/masked-text.tsx';

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
  /** this browser's push alerts (the notifications feature's), for "Notify me when it lands" */
  pushAlerts: PushAlerts;
}

/** One payout: what it pays and where it stands, then its summary, payments, disputes and refunds as tabs. */
export function PayoutPage(props: PayoutPageProps) {
  const { scope, payout, currencies, tab, page, limit } = props;
  const t = useT(payoutsMessages);
  const { dir } = useDirection();
  useRefreshOnStatusChange(scope, payout.status, props.onStatusChange);
  useAmountsHidden(); // its heading names the amount: written again on a toggle of privacy mode
  const net = formatMoney(toDecimal(payout.netAmount), payout.currency, currencies);
  return (
    <Container size="lg" py="lg" px={0}>
      <Stack gap="md">
        <Anchor component={Link} to="/manage/payout/" size="sm">
          {/* "back" points to where the reading starts: the other way in a right-to-left language */}
          <span style={{ display: 'inline-block', transform: dir === 'rtl' ? 'scaleX(-1)' : undefined }}>
            ←
          </span>{' '}
          {t('allPayouts')}
        </Anchor>
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <div>
            <Title order={1} size="h2">
              <MaskedText text={t('payoutOf', { amount: net })} />
            </Title>
            <Text size="sm">
              {t('paymentsFromTo', {
                start: formatDate(payout.startDate) ?? '',
                end: formatDate(payout.endDate) ?? '',
              })}
            </Text>
            <DataAsOf updatedAt={props.dataUpdatedAt ?? 0} />
          </div>
          {/* announced when it changes while the page is open (the page reads it again until it settles) */}
          <Group gap={6} role="status" aria-live="polite">
            <Text size="sm">{t('statusLabel')}</Text>
            <PayoutStatusText status={payout.status} />
          </Group>
        </Group>
        <Tabs
          value={tab}
          onChange={(next) => next && props.onTabChange(next as PayoutTab)}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="summary">{t('tabSummary')}</Tabs.Tab>
            <Tabs.Tab value="payments">
              {t('tabPayments', { countText: formatCount(payout.paymentCount) })}
            </Tabs.Tab>
            <Tabs.Tab value="disputes">{t('tabDisputes')}</Tabs.Tab>
            <Tabs.Tab value="refunds">{t('tabRefunds')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="summary" pt="md">
            <PayoutSummary
              scope={scope}
              payout={payout}
              currencies={currencies}
              pushAlerts={props.pushAlerts}
            />
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
