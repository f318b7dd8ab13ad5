import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PRECACHE_LIST_FILE } from '../../scripts/vite/shell-precache.ts';
import type { Figure } from '../figure.ts';

/** Issue 13's budget: what the service worker downloads and stores on install, at most 1 MB. */
const PRECACHE_BUDGET_KIB = 1024;

/** The precache of a build: its entries and their size as stored (uncompressed bytes, as Cache Storage keeps them). */
export function precacheOf(distDir: string): { entries: number; bytes: number } {
  const file = join(distDir, PRECACHE_LIST_FILE);
  const urls: string[] = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
  if (urls.length === 0) throw new Error(`No precache list found at ${file}.`);
  const bytes = urls.reduce((sum, url) => sum + statSync(join(distDir, url.replace(/^\//, ''))).size, 0);
  return { entries: urls.length, bytes };
}

/**
 * Precache size: the app shell the worker stores on install (sw/, scripts/vite/shell-precache.ts), read from
 * the list the build wrote and the files it names; no browser needed. Screens' chunks and brand images are cached at
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
