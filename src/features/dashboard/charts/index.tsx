import { Stack } from '@mantine/core';
import type { CurrencyPrecision } from '../../../lib/money.ts';
import type { TransactionMetrics, TransactionStatus } from '../model.ts';
import { DailyVolumeChart } from './daily-volume-chart.tsx';
import { StatusChart } from './status-chart.tsx';

export interface DashboardChartsProps {
  metrics: TransactionMetrics;
  currencies: readonly CurrencyPrecision[];
  counts: readonly { status: TransactionStatus; count: number }[];
}

/** The dashboard's charts, one module loaded after the first content (dashboard-charts.tsx imports it lazily). */
export default function DashboardCharts({ metrics, currencies, counts }: DashboardChartsProps) {
  return (
    <Stack gap="md">
      <ul className="bo-dash-columns" aria-label="Daily volume per currency">
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
