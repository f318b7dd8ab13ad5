// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../src/i18n/locale-store.ts';
import { formatRelativeTime } from '../../src/lib/relative-time.ts';

/** Issue 32: "in 3 minutes", "2 hours ago" beside a payout step's absolute time, in each language. */
const NOW = Date.parse('2026-03-02T12:00:00.000Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

afterEach(async () => {
  await activateLocale('en');
});

describe('a moment relative to now', () => {
  it('in the largest unit that keeps it under the next, rounded, before or after', () => {
    const cases: [number, string][] = [
      [0, 'now'],
      [400, 'now'],
      [1000, 'in 1 second'],
      [-3000, '3 seconds ago'],
      [59_400, 'in 59 seconds'],
      [59_600, 'in 1 minute'],
      [-90_000, '2 minutes ago'],
      [3 * MINUTE, 'in 3 minutes'],
      [-59 * MINUTE, '59 minutes ago'],
      [2 * HOUR, 'in 2 hours'],
      [-23 * HOUR, '23 hours ago'],
      [DAY, 'in 1 day'],
      [-14 * DAY, '14 days ago'],
      [45 * DAY, 'in 1 month'],
      [-200 * DAY, '7 months ago'],
      [-800 * DAY, '2 years ago'],
    ];
    for (const [ms, text] of cases) expect(formatRelativeTime(at(ms), NOW), String(ms)).toBe(text);
  });

  it('is null for a date that is not one', () => {
    expect(formatRelativeTime('not a date', NOW)).toBeNull();
    expect(formatRelativeTime(null, NOW)).toBeNull();
    expect(formatRelativeTime(at(0), 'nope')).toBeNull();
  });

  it('speaks French and Arabic (Latin digits), with a number rather than "tomorrow"', async () => {
    await activateLocale('fr');
    expect(formatRelativeTime(at(3 * MINUTE), NOW)).toBe('dans 3 minutes');
    expect(formatRelativeTime(at(-2 * HOUR), NOW)).toBe('il y a 2 heures');
    expect(formatRelativeTime(at(DAY), NOW)).toBe('dans 1 jour');
    expect(formatRelativeTime(at(0), NOW)).toBe('maintenant');
    await activateLocale('ar');
    const arabic = formatRelativeTime(at(-5 * MINUTE), NOW)!;
    expect(arabic).toMatch(/5/);
    expect(arabic).not.toMatch(/[٠-٩]/);
    expect(arabic).not.toBe(formatRelativeTime(at(5 * MINUTE), NOW));
  });
});
