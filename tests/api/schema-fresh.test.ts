import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('src/api/schema.gen.ts', () => {
  it('is what openapi-typescript generates from openapi/provider.yaml today (run `npm run gen:api`)', () => {
    const cli = resolve('node_modules/openapi-typescript/bin/cli.js');
    const run = () =>
      execFileSync(
        process.execPath,
        [cli, 'openapi/provider.yaml', '-o', 'src/api/schema.gen.ts', '--check'],
        {
          stdio: 'pipe',
        },
      );
    expect(run).not.toThrow();
  });
});
