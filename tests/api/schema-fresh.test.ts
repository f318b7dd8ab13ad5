import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The contract's types, generated once: the app and the sandbox both import this file. */
const GENERATED = 'src/shared/provider-schema.gen.ts';

describe('types generated from openapi/provider.yaml', () => {
  it(`${GENERATED} is what openapi-typescript generates today (run \`npm run gen:api\`)`, () => {
    const cli = resolve('node_modules/openapi-typescript/bin/cli.js');
    const run = () =>
      execFileSync(process.execPath, [cli, 'openapi/provider.yaml', '-o', GENERATED, '--check'], {
        stdio: 'pipe',
      });
    expect(run).not.toThrow();
  });
});
