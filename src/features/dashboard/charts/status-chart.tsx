import './charts.css';
import { Paper, Stack, Title, useDirection } from '@mantine/core';
import type { TransactionStatus } from '../model.ts';
import { ChartTable } from './chart-table.tsx';
import { formatCount } from '../../../lib/count.ts';
import { statusLabel } from '../../../lib/status-vocabulary.ts';
import { currentLocale } from '../../../i18n/locale-store.ts';
import { intlLocaleOf } from '../../../i18n/locales.ts';
import { useT } from '../../../i18n/translate.ts';
import { dashboardMessages } from '../messages/index.ts';

interface StatusChartProps {
  counts: readonly { status: TransactionStatus; count: number }[];
}

/** Each status in a colour of the theme (the `-filled` variables follow light and dark). */
const STATUS_COLOURS: Record<TransactionStatus, string> = {
  pending: 'yellow',
  success: 'teal',
  failed: 'red',
  expired: 'cyan',
  refunded: 'grape',
  partially_refunded: 'violet',
  disputed: 'orange',
};

/** The SVG's own units; the chart is at most 30rem wide, so its text stays near its 13 px at any width. */
const ROW = 28;
const LABEL = 130;
const WIDTH = 360;
const TRACK = WIDTH - LABEL - 56;

/**
 * Counts by status as horizontal bars (counts, not money: plain numbers are exact here). In a right-to-left
 * language the chart is mirrored: the words on the right, the bars growing leftwards. The drawing itself is
 * laid out left to right (`direction: ltr`), so that `textAnchor` means the same side in every language.
 */
export function StatusChart({ counts }: StatusChartProps) {
  const t = useT(dashboardMessages);
  const rtl = useDirection().dir === 'rtl';
  const max = Math.max(0, ...counts.map((entry) => entry.count));
  // the charts' own chunk, loaded after the figures: an Intl formatter here costs their first render nothing
  const list = new Intl.ListFormat(intlLocaleOf(currentLocale()), { type: 'unit', style: 'short' }).format(
    counts.map((entry) => `${statusLabel(entry.status)} ${entry.count}`),
  );
  /** x measured from the start of the reading: the left edge, or the right one in a right-to-left language */
  const x = (fromStart: number) => (rtl ? WIDTH - fromStart : fromStart);
  const anchor = rtl ? 'end' : 'start';
  return (
    <Paper withBorder radius="md" p="md" data-testid="status-chart">
      <Stack gap={6}>
        <Title order={3} size="h5">
          {t('statusTitle')}
        </Title>
        <svg
          className="bo-chart"
          role="img"
          aria-label={t('statusSummary', { list })}
          viewBox={`0 0 ${WIDTH} ${counts.length * ROW}`}
          style={{ maxWidth: '30rem', direction: 'ltr' }}
        >
          {counts.map((entry, index) => {
            const y = index * ROW;
            const length = max ? (entry.count / max) * TRACK : 0;
            return (
              <g key={entry.status}>
                <text
                  className="bo-chart-label"
                  x={x(0)}
                  y={y + ROW / 2}
                  textAnchor={anchor}
                  dominantBaseline="middle"
                >
                  {statusLabel(entry.status)}
                </text>
                <rect
                  x={rtl ? WIDTH - LABEL - length : LABEL}
                  y={y + 6}
                  width={length}
                  height={ROW - 12}
                  rx={3}
                  fill={`var(--mantine-color-${STATUS_COLOURS[entry.status]}-filled)`}
                />
                <text
                  className="bo-chart-label"
                  x={x(LABEL + length + 6)}
                  y={y + ROW / 2}
                  textAnchor={anchor}
                  dominantBaseline="middle"
                >
                  {formatCount(entry.count)}
                </text>
              </g>
            );
          })}
        </svg>
        <ChartTable
          caption={t('statusTitle')}
          headers={[t('columnStatus'), t('payments')]}
          rows={counts.map((entry) => ({
            key: entry.status,
            cells: [statusLabel(entry.status), formatCount(entry.count)],
          }))}
        />
      </Stack>
    </Paper>
  );
}
