import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { mergeConfig, type Plugin } from 'vite';
import base from '../../vite.config.ts';

/**
 * The app's build (vite.config.ts) plus a record of which modules each chunk holds and how much each weighs
 * gzipped on its own, for run.ts: .weight/modules.json (ignored by git).
 */
function moduleReport(): Plugin {
  return {
    name: 'module-report',
    generateBundle(_options, bundle) {
      const report: Record<string, { id: string; gzip: number }[]> = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        report[file] = Object.entries(output.modules).map(([id, module]) => ({
          id,
          gzip: module.code ? gzipSync(module.code).length : 0,
        }));
      }
      mkdirSync('.weight', { recursive: true });
      writeFileSync('.weight/modules.json', JSON.stringify(report));
    },
  };
}

export default mergeConfig(base, { plugins: [moduleReport()] });
