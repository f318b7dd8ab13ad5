import type { Measurement } from './figure.ts';

type Verdict = 'pass' | 'FAIL' | 'info' | 'noisy';

export interface Row extends Measurement {
  verdict: Verdict;
  ratio?: number;
}

/** Judges each figure against its budget; a timing may pass within `maxRatio` of the baseline instead. */
export function judge(measurements: Measurement[]): Row[] {
  const noisy = measurements.some((m) => m.guard && !withinBudget(m));
  return measurements.map((m) => {
    const ratio = m.baseline ? m.value / m.baseline : undefined;
    const row: Row = { ...m, verdict: 'info', ...(ratio !== undefined ? { ratio } : {}) };
    if (!m.budget) return row;
    const passes =
      withinBudget(m) || (m.maxRatio !== undefined && ratio !== undefined && ratio <= m.maxRatio);
    if (passes) row.verdict = 'pass';
    else row.verdict = m.guard || (noisy && m.unit === 'ms') ? 'noisy' : 'FAIL';
    return row;
  });
}

function withinBudget({ value, budget }: Measurement): boolean {
  if (!budget) return true;
  return (
    (budget.max === undefined || value <= budget.max) && (budget.min === undefined || value >= budget.min)
  );
}

/** The table printed by `npm run bench` and pasted into docs/performance.md (Markdown, so both read it). */
export function table(rows: Row[]): string {
  const lines = [
    '| figure | value | budget | × baseline | verdict |',
    '| --- | --: | --- | --: | --- |',
    ...rows.map(
      (row) =>
        `| ${row.figure} | ${format(row.value, row.unit)} | ${budgetText(row)} | ${
          row.ratio === undefined ? '' : `${row.ratio.toFixed(2)}×`
        } | ${row.verdict} |`,
    ),
  ];
  return lines.join('\n');
}

function budgetText(row: Row): string {
  const { budget, unit, maxRatio } = row;
  if (!budget) return '';
  const parts = [];
  if (budget.max !== undefined) parts.push(`≤ ${format(budget.max, unit)}`);
  if (budget.min !== undefined) parts.push(`≥ ${format(budget.min, unit)}`);
  if (maxRatio !== undefined) parts.push(`or ≤ ${maxRatio}× baseline`);
  return parts.join(' ');
}

function format(value: number, unit: Measurement['unit']): string {
  if (Number.isNaN(value)) return 'n/a';
  switch (unit) {
    case 'KiB':
      return `${value.toFixed(1)} KiB`;
    case 'ms':
      return `${Math.round(value)} ms`;
    case 's':
      return `${value.toFixed(2)} s`;
    case 'score':
      return String(Math.round(value));
    case 'fps':
      return `${value.toFixed(1)} fps`;
    case 'count':
      return String(Math.round(value));
    default:
      return value.toFixed(3);
  }
}
