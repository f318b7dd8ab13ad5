import './charts.css';
import { Group, Paper, Stack, Text, Title, useDirection } from '@mantine/core';
import { compareDecimals, formatMoney, type CurrencyPrecision } from '../../../lib/money.ts';
import { barRatio, dailySeries, dayMonthYear, maxDecimal, type TransactionMetrics } from '../model.ts';
import { ChartTable } from './chart-table.tsx';
import { formatCount } from '../../../lib/count.ts';
import { useT } from '../../../i18n/translate.ts';
import { dashboardMessages } from '../messages/index.ts';
import { useAmountsHidden } from '../../../lib/privacy.ts';
import { MaskedText, spokenText } from '../../../components/masked-text.tsx';

interface DailyVolumeChartProps {
  metrics: TransactionMetrics;
  currency: string;
  currencies: readonly CurrencyPrecision[];
}

/** The SVG's own units: each day is a slot of SLOT wide, the tallest bar HEIGHT high; CSS scales the whole. */
const SLOT = 10;
const BAR = 8;
const HEIGHT = 100;

/**
 * One currency's volume day by day as bars (one chart per currency: amounts of different currencies never
 * share a scale or a sum), with a summary for screen readers and the numbers as a table. Time runs the way the
 * language reads: from the left in English and French, from the right in Arabic, as the first and last day
 * written under the bars do.
 */
export function DailyVolumeChart({ metrics, currency, currencies }: DailyVolumeChartProps) {
  const t = useT(dashboardMessages);
  useAmountsHidden(); // its scale, bars' titles and table cells name amounts: written again on a toggle
  const rtl = useDirection().dir === 'rtl';
  const series = dailySeries(metrics, currency);
  const max = maxDecimal(series.map((day) => day.volume));
  const money = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, currency, currencies);
  const peak = series.find((day) => compareDecimals(day.volume, max) === 0 && max.gt(0));
  const first = series[0]?.date ?? '';
  const last = series[series.length - 1]?.date ?? '';
  const title = t('dailyTitle', { currency });
  const span = { currency, start: dayMonthYear(first), end: dayMonthYear(last) };
  const summary = peak
    ? t('dailySummary', {
        ...span,
        max: money(max),
        peakDay: dayMonthYear(peak.date),
        activeDays: String(series.filter((day) => day.volume.gt(0)).length),
        days: series.length,
        daysText: String(series.length),
      })
    : t('dailySummaryNone', span);
  const width = Math.max(series.length, 1) * SLOT;
  // the slot of the index-th day: counted from the start of the reading
  const slot = (index: number) => (rtl ? series.length - 1 - index : index);

  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid={`daily-chart-${currency}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="baseline">
          <Title order={3} size="h5">
            {title}
          </Title>
          <Text size="xs" c="dimmed" className="bo-dash-figure">
            <MaskedText text={t('dailyMax', { amount: money(max) })} />
          </Text>
        </Group>
        <svg
          className="bo-chart"
          role="img"
          aria-label={spokenText(summary)}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          height={120}
        >
          {series.map((day, index) => {
            // pixel geometry only: the bar's share of the tallest, computed on decimals (model.ts barRatio)
            const height = barRatio(day.volume, max) * HEIGHT;
            return (
              <rect
                key={day.date}
                className="bo-chart-bar"
                x={slot(index) * SLOT + (SLOT - BAR) / 2}
                y={HEIGHT - height}
                width={BAR}
                height={height}
              >
                <title>{spokenText(`${dayMonthYear(day.date)}: ${money(day.volume)}`)}</title>
              </rect>
            );
          })}
          <line className="bo-chart-axis" x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} />
        </svg>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {dayMonthYear(first)}
          </Text>
          {last !== first && (
            <Text size="xs" c="dimmed">
              {dayMonthYear(last)}
            </Text>
          )}
        </Group>
        <ChartTable
          caption={title}
          headers={[t('columnDay'), t('columnVolume'), t('payments')]}
          rows={series.map((day) => ({
            key: day.date,
            cells: [
              dayMonthYear(day.date),
              <MaskedText key="volume" text={money(day.volume)} />,
              formatCount(day.count),
            ],
          }))}
        />
      </Stack>
    </Paper>
  );
}
