import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompress } from '../scripts/vite/precompress.ts';

/** `npm run build`, exactly as `npm start` runs it; returns the build folder. */
export function buildApp(): string {
  execFileSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  return resolve('dist');
}

/** The one-component baseline page, built by the same Vite and compressed the same way. */
export async function buildBaseline(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-baseline-'));
  await build({
    root: resolve('bench/baseline'),
    configFile: false,
    logLevel: 'error',
    plugins: [react(), precompress()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  return outDir;
}
