import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** The same-origin scripts and stylesheets a page requested, by URL path. */
export interface RequestedFiles {
  js: string[];
  css: string[];
}

/**
 * Starts recording what `page` requests from `origin`; call the returned function once the visit is over.
 * Counting requests, not files, is what makes the figure true: a chunk that is built but never fetched on
 * a first visit costs nothing, a chunk fetched by a lazy import after the router starts costs as much.
 */
export function recordRequestedFiles(page: Page, origin: string): () => RequestedFiles {
  const js = new Set<string>();
  const css = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    if (request.resourceType() === 'script') js.add(url.pathname);
    if (request.resourceType() === 'stylesheet') css.add(url.pathname);
  });
  return () => ({ js: [...js], css: [...css] });
}

/** The bytes the server sends for a built file: its precompressed copy, or the file compressed now. */
function compressedSize(path: string, encoding: 'gz' | 'br', distDir: string): number {
  const file = join(distDir, path);
  if (existsSync(`${file}.${encoding}`)) return readFileSync(`${file}.${encoding}`).length;
  const content = readFileSync(file);
  return encoding === 'gz'
    ? gzipSync(content, { level: 9 }).length
    : brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** Total KiB of some built files as sent with one encoding. */
export function totalKiB(paths: string[], encoding: 'gz' | 'br', distDir: string): number {
  return paths.reduce((total, path) => total + compressedSize(path, encoding, distDir), 0) / 1024;
}
