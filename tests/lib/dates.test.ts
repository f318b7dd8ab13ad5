import { describe, expect, it } from 'vitest';
import { formatDate, formatDayMonthUtc, formatDayMonthYear, splitDateTime } from '../../src/lib/dates.ts';

describe('date helpers (docs/product/05-validation.md §5.5)', () => {
  it('formats local YYYY-MM-DD, zero padded', () => {
    expect(formatDate(new Date(2025, 2, 5, 9, 7, 3))).toBe('2025-03-05');
  });

  it('gives null for invalid dates', () => {
    for (const value of ['not a date', '', null, undefined, Number.NaN, new Date('x')]) {
      expect(formatDate(value)).toBeNull();
      expect(formatDayMonthUtc(value)).toBeNull();
      expect(formatDayMonthYear(value)).toBeNull();
    }
  });

  it('splits a moment into local date and HH:MM:SS time, zero padded', () => {
    expect(splitDateTime(new Date(2025, 0, 2, 3, 4, 5))).toEqual({ date: '2025-01-02', time: '03:04:05' });
  });

  it('gives null date and time for invalid input', () => {
    expect(splitDateTime('garbage')).toEqual({ date: null, time: null });
    expect(splitDateTime(null)).toEqual({ date: null, time: null });
  });

  it('shows day, month name and UTC time, or day/month/year', () => {
    expect(formatDayMonthUtc('2025-03-05T14:03:00Z')).toBe('5 March 2025, 14:03 UTC');
    expect(formatDayMonthYear(new Date(2025, 2, 5))).toBe('05/03/2025');
  });
});
