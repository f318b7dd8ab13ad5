import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { precacheOf, precacheUrlsOf } from '../../bench/figures/precache-size.ts';

describe('the precache size figure', () => {
  it('reads the manifest workbox injected into sw.js and sums the files it names', () => {
    const dist = mkdtempSync(join(tmpdir(), 'precache-size-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), 'x'.repeat(1000));
    writeFileSync(join(dist, 'assets/index-A1.js'), 'y'.repeat(2048));
    writeFileSync(join(dist, 'assets/dashboard-B2.js'), 'z'.repeat(9999));
    const worker =
      'import{a}from"x";a([{"revision":"3f2","url":"index.html"},{"revision":null,"url":"assets/index-A1.js"}]);';
    writeFileSync(join(dist, 'sw.js'), worker);
    expect(precacheUrlsOf(worker)).toEqual(['index.html', 'assets/index-A1.js']);
    expect(precacheOf(dist)).toEqual({ entries: 2, bytes: 3048 });
  });

  it('refuses a worker without a manifest rather than reporting zero', () => {
    const dist = mkdtempSync(join(tmpdir(), 'precache-size-'));
    writeFileSync(join(dist, 'sw.js'), 'self.__WB_MANIFEST');
    expect(() => precacheOf(dist)).toThrow(/No precache manifest/);
  });
});
