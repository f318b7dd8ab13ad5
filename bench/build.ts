import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { FloorName } from '../scripts/size-budgets.ts';
import { precompress } from '../scripts/vite/precompress.ts';

/** `npm run build`, exactly as `npm start` runs it; returns the build folder. */
export function buildApp(): string {
  execFileSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  return resolve('dist');
}

/** The one-component baseline page, built by the same Vite and compressed the same way. */
export function buildBaseline(): Promise<string> {
  return buildPage('bench/baseline', 'bench-baseline-');
}

/** The stack's floor pages (issue 30), so built, each with the floors' minimal service worker. */
export function buildFloor(name: FloorName): Promise<string> {
  return buildPage(`bench/floors/${name}`, `bench-floor-${name}-`, resolve('bench/floors/public'));
}

async function buildPage(root: string, prefix: string, publicDir: string | false = false): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), prefix));
  await build({
    root: resolve(root),
    configFile: false,
    logLevel: 'error',
    publicDir,
    plugins: [react(), precompress()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  return outDir;
}
