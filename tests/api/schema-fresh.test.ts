import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The app's types and the sandbox's own copy (the sandbox never imports src/), both from the one contract. */
const GENERATED = ['src/api/schema.gen.ts', 'sandbox/provider-types.gen.ts'];

describe('types generated from openapi/provider.yaml', () => {
  it.each(GENERATED)('%s is what openapi-typescript generates today (run `npm run gen:api`)', (output) => {
    const cli = resolve('node_modules/openapi-typescript/bin/cli.js');
    const run = () =>
      execFileSync(process.execPath, [cli, 'openapi/provider.yaml', '-o', output, '--check'], {
        stdio: 'pipe',
      });
    expect(run).not.toThrow();
  });
});
