import './charts.css';
import { Paper, Stack, Title } from '@mantine/core';
import { STATUS_LABELS, type TransactionStatus } from '../model.ts';
import { ChartTable } from './chart-table.tsx';
import { formatCount } from '../../../lib/count.ts';

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

/** Counts by status as horizontal bars (counts, not money: plain numbers are exact here). */
export function StatusChart({ counts }: StatusChartProps) {
  const max = Math.max(0, ...counts.map((entry) => entry.count));
  const summary =
    'Payments by status: ' +
    counts.map((entry) => `${STATUS_LABELS[entry.status]} ${entry.count}`).join(', ') +
    '.';
  return (
    <Paper withBorder radius="md" p="md" data-testid="status-chart">
      <Stack gap={6}>
        <Title order={3} size="h5">
          Payments by status
        </Title>
        <svg
          className="bo-chart"
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${WIDTH} ${counts.length * ROW}`}
          style={{ maxWidth: '30rem' }}
        >
          {counts.map((entry, index) => {
            const y = index * ROW;
            const length = max ? (entry.count / max) * TRACK : 0;
            return (
              <g key={entry.status}>
                <text className="bo-chart-label" x={0} y={y + ROW / 2} dominantBaseline="middle">
                  {STATUS_LABELS[entry.status]}
                </text>
                <rect
                  x={LABEL}
                  y={y + 6}
                  width={length}
                  height={ROW - 12}
                  rx={3}
                  fill={`var(--mantine-color-${STATUS_COLOURS[entry.status]}-filled)`}
                />
                <text
                  className="bo-chart-label"
                  x={LABEL + length + 6}
                  y={y + ROW / 2}
                  dominantBaseline="middle"
                >
                  {formatCount(entry.count)}
                </text>
              </g>
            );
          })}
        </svg>
        <ChartTable
          caption="Payments by status"
          headers={['Status', 'Payments']}
          rows={counts.map((entry) => ({
            key: entry.status,
            cells: [STATUS_LABELS[entry.status], formatCount(entry.count)],
          }))}
        />
      </Stack>
    </Paper>
  );
}
