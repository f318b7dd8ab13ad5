import { describe, expect, it } from 'vitest';
import { formatCount } from '../../src/lib/count.ts';

describe('formatCount', () => {
  it('groups digits by three with commas, as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 12791, 100000, 1234567, 9007199254740991, -1234])
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
  });

  it('leaves what is not a whole count as it is', () => {
    expect(formatCount(Number.NaN)).toBe('NaN');
    expect(formatCount(1.5)).toBe('1.5');
  });
});
