import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Figure } from '../figure.ts';

/** Issue 13's budget: what the service worker downloads and stores on install, at most 1 MB. */
const PRECACHE_BUDGET_KIB = 1024;

/** The URLs of the precache manifest workbox injected into the built worker (`self.__WB_MANIFEST`). */
export function precacheUrlsOf(workerSource: string): string[] {
  return [...workerSource.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
}

/** The precache of a build: its entries and their size as stored (uncompressed bytes, as Cache Storage keeps them). */
export function precacheOf(distDir: string): { entries: number; bytes: number } {
  const urls = precacheUrlsOf(readFileSync(join(distDir, 'sw.js'), 'utf8'));
  if (urls.length === 0) throw new Error(`No precache manifest found in ${join(distDir, 'sw.js')}.`);
  const bytes = urls.reduce((sum, url) => sum + statSync(join(distDir, url.replace(/^\//, ''))).size, 0);
  return { entries: urls.length, bytes };
}

/**
 * Precache size: the app shell the worker stores on install (sw/, scripts/vite/shell-precache.ts), read from
 * the built sw.js and the files it names; no browser needed. Screens' chunks and brand images are cached at
 * runtime and are not part of it.
 */
export const precacheSize: Figure = {
  name: 'precache size',
  async measure(context) {
    const { entries, bytes } = precacheOf(context.app.distDir);
    return [
      {
        figure: `service worker precache (${entries} files), uncompressed`,
        value: Math.round((bytes / 1024) * 10) / 10,
        unit: 'KiB',
        budget: { max: PRECACHE_BUDGET_KIB },
      },
    ];
  },
};
