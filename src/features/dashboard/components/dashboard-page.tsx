import './dashboard.css';
import { useId } from 'react';
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { components } from '../../../shared/provider-schema.gen.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import type { CurrencyPrecision } from '../../../lib/money.ts';
import type { Env } from '../../../session/scope.ts';
import {
  currencyFigures,
  rangeLabel,
  refundFigures,
  statusCounts,
  type TransactionMetrics,
} from '../model.ts';
import type { DashboardSearch, DateRange } from '../search.ts';
import { BalancesCard, type DashboardBalances } from './balances-card.tsx';
import { CurrencyFigures } from './currency-figures.tsx';
import { DashboardCharts } from './dashboard-charts.tsx';
import { LatestTransactions } from './latest-transactions.tsx';
import { RangePresets } from './range-presets.tsx';
import { DataAsOf } from '../../../components/data-as-of.tsx';
import { RefundFigures } from './refund-figures.tsx';
import { StatusFigures } from './status-figures.tsx';
import { useT } from '../../../i18n/translate.ts';
import { dashboardMessages } from '../messages/index.ts';

export interface DashboardPageProps {
  search: DashboardSearch;
  /** the days the figures cover (both included, UTC) */
  dates: DateRange;
  metrics: TransactionMetrics;
  latest: readonly components['schemas']['Transaction'][];
  currencies: readonly CurrencyPrecision[];
  /** whose figures these are: the organization's name, or "All organizations" for a master */
  scopeName: string;
  env: Env;
  balances: DashboardBalances;
  /** when the data shown was fetched (its queries' dataUpdatedAt): "as of" when it came from the saved cache */
  dataUpdatedAt?: readonly number[];
}

/**
 * The dashboard: first the organization's balances (what a merchant opens it for, on the first screen of a
 * phone), then the range's figures per currency and by status, refunds, charts (loaded after the figures) and
 * the latest payments. Every figure comes from the provider as it is; nothing is added across currencies.
 */
export function DashboardPage(props: DashboardPageProps) {
  const { search, dates, metrics, currencies, env } = props;
  const t = useT(dashboardMessages);
  const counts = statusCounts(metrics);
  const range = rangeLabel(dates);
  const rangeTitleId = useId();
  return (
    <Container size="lg" py="lg" px={0}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text size="sm" data-testid="dashboard-scope">
            {t('scopeLine', { scope: props.scopeName, env })}
          </Text>
          <DataAsOf updatedAt={props.dataUpdatedAt ?? []} />
        </div>
        <BalancesCard balances={props.balances} env={env} currencies={currencies} />
        <Stack gap="md" component="section" aria-labelledby={rangeTitleId}>
          <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
            <div>
              <Title order={2} size="h3" id={rangeTitleId}>
                {t('rangeTitle')}
              </Title>
              <Text size="sm" data-testid="dashboard-range">
                {t('rangeLine', { range, custom: search.range === 'custom' ? 'yes' : 'no' })}
              </Text>
            </div>
            <RangePresets current={search.range} />
          </Group>
          {metrics.totalCount === 0 ? (
            <EmptyState title={t('emptyTitle')} description={t('emptyDescription', { range })} />
          ) : (
            <>
              <CurrencyFigures figures={currencyFigures(metrics)} currencies={currencies} />
              <div className="bo-dash-columns">
                <StatusFigures
                  counts={counts}
                  totalCount={metrics.totalCount}
                  successRate={metrics.successRate}
                />
                <RefundFigures refunds={refundFigures(metrics)} currencies={currencies} />
              </div>
              <DashboardCharts metrics={metrics} currencies={currencies} counts={counts} />
            </>
          )}
        </Stack>
        <LatestTransactions transactions={props.latest} currencies={currencies} />
      </Stack>
    </Container>
  );
}
