import { Stack } from '@mantine/core';
import type { CurrencyPrecision } from '../../../lib/money.ts';
import type { TransactionMetrics, TransactionStatus } from '../model.ts';
import { DailyVolumeChart } from './daily-volume-chart.tsx';
import { StatusChart } from './status-chart.tsx';
import { useT } from '../../../i18n/translate.ts';
import { dashboardMessages } from '../messages/index.ts';

export interface DashboardChartsProps {
  metrics: TransactionMetrics;
  currencies: readonly CurrencyPrecision[];
  counts: readonly { status: TransactionStatus; count: number }[];
}

/** The dashboard's charts, one module loaded after the first content (dashboard-charts.tsx imports it lazily). */
export default function DashboardCharts({ metrics, currencies, counts }: DashboardChartsProps) {
  const t = useT(dashboardMessages);
  return (
    <Stack gap="md">
      <ul className="bo-dash-columns" aria-label={t('dailyCharts')}>
        {metrics.currencies.map((entry) => (
          <DailyVolumeChart
            key={entry.currency}
            metrics={metrics}
            currency={entry.currency.toUpperCase()}
            currencies={currencies}
          />
        ))}
      </ul>
      <StatusChart counts={counts} />
    </Stack>
  );
}
