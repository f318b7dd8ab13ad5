import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { precacheOf } from '../../bench/figures/precache-size.ts';
import { PRECACHE_LIST_FILE } from '../../scripts/vite/shell-precache.ts';

describe('the precache size figure', () => {
  it('reads the precache list the build wrote and sums the files it names', () => {
    const dist = mkdtempSync(join(tmpdir(), 'precache-size-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), 'x'.repeat(1000));
    writeFileSync(join(dist, 'assets/index-A1.js'), 'y'.repeat(2048));
    writeFileSync(join(dist, 'assets/dashboard-B2.js'), 'z'.repeat(9999));
    writeFileSync(join(dist, PRECACHE_LIST_FILE), JSON.stringify(['index.html', 'assets/index-A1.js']));
    expect(precacheOf(dist)).toEqual({ entries: 2, bytes: 3048 });
  });

  it('refuses a build without a precache list rather than reporting zero', () => {
    const dist = mkdtempSync(join(tmpdir(), 'precache-size-'));
    writeFileSync(join(dist, 'sw.js'), 'self.__WB_MANIFEST');
    expect(() => precacheOf(dist)).toThrow(/No precache list/);
  });
});
