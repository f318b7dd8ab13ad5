import { describe, expect, it } from 'vitest';
import type { Measurement } from '../../bench/figure.ts';
import { judge, table } from '../../bench/report.ts';

const signInFloor = { name: 'sign-in floor', value: 100 };

function row(measurement: Measurement) {
  const [judged] = judge([measurement]);
  return judged!;
}

describe("the bench's judge", () => {
  it('passes a figure within its ratio to the floor and fails one above it', () => {
    const base = { unit: 'KiB', floor: signInFloor, maxFloorRatio: 1.3 } as const;
    expect(row({ ...base, figure: 'at the ratio', value: 130 })).toMatchObject({
      verdict: 'pass',
      floorRatio: 1.3,
    });
    expect(row({ ...base, figure: 'above', value: 130.5 })).toMatchObject({ verdict: 'FAIL' });
  });

  it('needs both the absolute budget and the floor ratio when a figure has both', () => {
    const base = {
      unit: 'ms',
      budget: { max: 150 },
      floor: { name: 'f', value: 100 },
      maxFloorRatio: 1.2,
    } as const;
    expect(row({ ...base, figure: 'both', value: 110 }).verdict).toBe('pass');
    expect(row({ ...base, figure: 'over the ratio', value: 130 }).verdict).toBe('FAIL');
    expect(row({ ...base, budget: { max: 100 }, figure: 'over the budget', value: 110 }).verdict).toBe(
      'FAIL',
    );
  });

  it('takes a floor that measured less than its least (a TBT of 0 ms) as that least', () => {
    const floor = { name: 'sign-in floor', value: 0, least: 50 };
    const judged = row({ figure: 'TBT', value: 55, unit: 'ms', floor, maxFloorRatio: 1.2 });
    expect(judged.floorRatio).toBeCloseTo(1.1);
    expect(judged.verdict).toBe('pass');
    expect(row({ figure: 'TBT', value: 61, unit: 'ms', floor, maxFloorRatio: 1.2 }).verdict).toBe('FAIL');
  });

  it('fails a floor budget whose floor was not measured, and shows no ratio', () => {
    const judged = row({
      figure: 'no floor',
      value: 10,
      unit: 'KiB',
      floor: { name: 'shell floor', value: Number.NaN },
      maxFloorRatio: 1.25,
    });
    expect(judged.verdict).toBe('FAIL');
    expect(judged.floorRatio).toBeUndefined();
  });

  it('shows a floor without a ratio budget as information', () => {
    const judged = row({
      figure: 'offline',
      value: 200,
      unit: 'ms',
      floor: { name: 'shell floor', value: 100 },
    });
    expect(judged).toMatchObject({ verdict: 'info', floorRatio: 2 });
  });

  it('calls a timing that fails its floor ratio in a noisy run noisy, a size FAIL', () => {
    const [, timing, size] = judge([
      { figure: 'baseline score', value: 90, unit: 'score', budget: { min: 98 }, guard: true },
      { figure: 'TBT', value: 300, unit: 'ms', floor: signInFloor, maxFloorRatio: 1.2 },
      { figure: 'JS', value: 300, unit: 'KiB', floor: signInFloor, maxFloorRatio: 1.3 },
    ]);
    expect(timing!.verdict).toBe('noisy');
    expect(size!.verdict).toBe('FAIL');
  });

  it('keeps the ratio to the baseline page as before', () => {
    const judged = row({
      figure: 'tap',
      value: 300,
      unit: 'ms',
      budget: { max: 200 },
      baseline: 250,
      maxRatio: 1.5,
    });
    expect(judged).toMatchObject({ verdict: 'pass', ratio: 1.2 });
    expect(judged.floorRatio).toBeUndefined();
  });
});

describe("the bench's table", () => {
  it('prints the ratio to the floor in its own column and the floor budget by name', () => {
    const text = table(
      judge([
        {
          figure: 'sign-in page, first-visit JS, gzip',
          value: 150,
          unit: 'KiB',
          floor: { name: 'sign-in floor', value: 120 },
          maxFloorRatio: 1.3,
        },
        {
          figure: '/: Total Blocking Time',
          value: 40,
          unit: 'ms',
          budget: { max: 150 },
          baseline: 20,
          floor: { name: 'sign-in floor', value: 0, least: 50 },
          maxFloorRatio: 1.2,
        },
        { figure: 'tap', value: 300, unit: 'ms', budget: { max: 200 }, baseline: 250, maxRatio: 1.5 },
      ]),
    ).split('\n');
    expect(cells(text[0]!)).toEqual(['figure', 'value', 'budget', '× baseline', '× floor', 'verdict']);
    expect(cells(text[2]!)).toEqual([
      'sign-in page, first-visit JS, gzip',
      '150.0 KiB',
      '≤ 1.30× sign-in floor',
      '',
      '1.25×',
      'pass',
    ]);
    expect(cells(text[3]!)).toEqual([
      '/: Total Blocking Time',
      '40 ms',
      '≤ 150 ms and ≤ 1.20× sign-in floor (taken as ≥ 50 ms)',
      '2.00×',
      '0.80×',
      'pass',
    ]);
    expect(cells(text[4]!)).toEqual(['tap', '300 ms', '≤ 200 ms or ≤ 1.5× baseline', '1.20×', '', 'pass']);
  });
});

/** The cells of one Markdown table line. */
function cells(line: string): string[] {
  return line
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());
}
