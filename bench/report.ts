import type { Floor, Measurement } from './figure.ts';

type Verdict = 'pass' | 'FAIL' | 'info' | 'noisy';

export interface Row extends Measurement {
  verdict: Verdict;
  /** the value over the baseline page's */
  ratio?: number;
  /** the value over its floor's (or over the floor's `least`, when the floor measured less) */
  floorRatio?: number;
}

/**
 * Judges each figure against its budget; a timing may pass within `maxRatio` of the baseline instead. A figure
 * with a floor and `maxFloorRatio` must also stay within that ratio to the floor measured in the same run (a
 * floor that could not be measured fails it: nothing to judge against is no pass).
 */
export function judge(measurements: Measurement[]): Row[] {
  const noisy = measurements.some((m) => m.guard && !withinBudget(m));
  return measurements.map((m) => {
    const ratio = m.baseline ? m.value / m.baseline : undefined;
    const floorRatio = m.floor ? ratioToFloor(m.value, m.floor) : undefined;
    const row: Row = {
      ...m,
      verdict: 'info',
      ...(ratio !== undefined ? { ratio } : {}),
      ...(floorRatio !== undefined ? { floorRatio } : {}),
    };
    const floorBudget = m.floor !== undefined && m.maxFloorRatio !== undefined;
    if (!m.budget && !floorBudget) return row;
    const withinAbsolute =
      withinBudget(m) || (m.maxRatio !== undefined && ratio !== undefined && ratio <= m.maxRatio);
    const withinFloor =
      !floorBudget || (floorRatio !== undefined && floorRatio <= (m.maxFloorRatio ?? Infinity));
    if (withinAbsolute && withinFloor) row.verdict = 'pass';
    else row.verdict = m.guard || (noisy && m.unit === 'ms') ? 'noisy' : 'FAIL';
    return row;
  });
}

/** The value over the floor's, the floor taken as at least its `least`; undefined when there is no floor value. */
function ratioToFloor(value: number, floor: Floor): number | undefined {
  const base = Math.max(floor.value, floor.least ?? 0);
  return Number.isFinite(base) && base > 0 ? value / base : undefined;
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
    '| figure | value | budget | × baseline | × floor | verdict |',
    '| --- | --: | --- | --: | --: | --- |',
    ...rows.map(
      (row) =>
        `| ${row.figure} | ${format(row.value, row.unit)} | ${budgetText(row)} | ${times(row.ratio)} | ${times(
          row.floorRatio,
        )} | ${row.verdict} |`,
    ),
  ];
  return lines.join('\n');
}

function times(ratio: number | undefined): string {
  return ratio === undefined ? '' : `${ratio.toFixed(2)}×`;
}

function budgetText(row: Measurement): string {
  const { budget, unit, maxRatio, floor, maxFloorRatio } = row;
  const parts = [];
  if (budget?.max !== undefined) parts.push(`≤ ${format(budget.max, unit)}`);
  if (budget?.min !== undefined) parts.push(`≥ ${format(budget.min, unit)}`);
  if (budget && maxRatio !== undefined) parts.push(`or ≤ ${maxRatio}× baseline`);
  if (floor && maxFloorRatio !== undefined) {
    const least = floor.least === undefined ? '' : ` (taken as ≥ ${format(floor.least, unit)})`;
    parts.push(`${parts.length ? 'and ' : ''}≤ ${maxFloorRatio.toFixed(2)}× ${floor.name}${least}`);
  }
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
