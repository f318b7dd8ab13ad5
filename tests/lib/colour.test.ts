import { describe, expect, it } from 'vitest';
import { hexToRgbTriple, parseRgbTriple, rgbTripleToHex } from '../../src/lib/colour.ts';

describe('colour helper (docs/product/05-validation.md §5.3)', () => {
  it('converts a hex colour to an RGB triple', () => {
    expect(hexToRgbTriple('#1c7ed6')).toBe('28, 126, 214');
    expect(hexToRgbTriple('FFF')).toBe('255, 255, 255');
    expect(hexToRgbTriple('#000000')).toBe('0, 0, 0');
  });

  it('refuses what is not a hex colour', () => {
    for (const value of ['', '#12', '#GGGGGG', 'red', '#1234567']) expect(hexToRgbTriple(value)).toBeNull();
  });

  it('parses and converts triples back', () => {
    expect(parseRgbTriple('28, 126, 214')).toEqual([28, 126, 214]);
    expect(parseRgbTriple('300, 0, 0')).toBeNull();
    expect(parseRgbTriple('{bad')).toBeNull();
    expect(rgbTripleToHex('28, 126, 214')).toBe('#1c7ed6');
  });
});
