import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { isKebabCaseFile } from '../../scripts/eslint/kebab-case-files.js';

/**
 * The structure rules of docs/design.md §3 are only worth having if ESLint really sees a breach: each case is
 * a file that breaks one rule, linted as if it stood at that path.
 */
const eslint = new ESLint();

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('lint rules that keep the structure', () => {
  it('refuses a feature importing another feature', async () => {
    const code = "export { profileQuery } from '../organizations/queries.ts';\n";
    expect(await ruleIdsFor('src/features/profile/probe.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('refuses a feature importing another feature also when ESLint runs from a subfolder (an editor)', () => {
    // its own process: the paths the config resolves depend on the working directory ESLint starts in
    const eslintBin = join(process.cwd(), 'node_modules/eslint/bin/eslint.js');
    const run = spawnSync(
      process.execPath,
      [eslintBin, '--format', 'json', '--stdin', '--stdin-filename', 'features/profile/probe.ts'],
      {
        cwd: join(process.cwd(), 'src'),
        input: "export { profileQuery } from '../organizations/queries.ts';\n",
      },
    );
    const [result] = JSON.parse(run.stdout.toString()) as ESLint.LintResult[];
    expect(result!.messages.map((message) => message.ruleId)).toContain('import-x/no-restricted-paths');
  });

  it('refuses the sandbox importing the app, but lets it read what both sides share (src/shared)', async () => {
    const fromApp = "export { client } from '../src/api/client.ts';\n";
    expect(await ruleIdsFor('sandbox/probe.ts', fromApp)).toContain('import-x/no-restricted-paths');
    const fromShared = "export type { paths } from '../src/shared/provider-schema.gen.ts';\n";
    expect(await ruleIdsFor('sandbox/probe.ts', fromShared)).toEqual([]);
  });

  it.each([
    "fetch('/v1/user/profile')",
    "window.fetch('/v1/user/profile')",
    "globalThis.fetch('/v1/user/profile')",
    "self.fetch('/v1/user/profile')",
    "window['fetch']('/v1/user/profile')",
    "globalThis.window.fetch('/v1/user/profile')",
    "window.self.fetch('/v1/user/profile')",
    'new XMLHttpRequest()',
    "new WebSocket('wss://provider.example/v1')",
    "new EventSource('/v1/notification')",
    "navigator.sendBeacon('/v1/user/profile')",
  ])('refuses %s outside src/api', async (call) => {
    const code = `export const load = () => ${call};\n`;
    const ids = await ruleIdsFor('src/features/profile/probe.ts', code);
    expect(ids.some((id) => id.startsWith('no-restricted-'))).toBe(true);
  });

  it('refuses fetch taken out of the global object', async () => {
    const code = "const { fetch: get } = globalThis;\nexport const load = () => get('/v1/user/profile');\n";
    expect(await ruleIdsFor('src/features/profile/probe.ts', code)).toContain('no-restricted-properties');
  });

  it('allows fetch inside src/api', async () => {
    const code = "export const load = () => globalThis.fetch('/v1/user/profile');\n";
    expect(await ruleIdsFor('src/api/probe.ts', code)).toEqual([]);
  });

  it.each([
    ['src/lib/myHelper.ts', false],
    ['src/shell/Header.tsx', false],
    ['src/lib/money-format.ts', true],
    ['src/routes/__root.tsx', true],
    ['src/routes/_app/manage/payout/$payoutId.tsx', true],
    ['src/routes/_app/$.tsx', true],
    ['src/routes/_auth/-use-next.ts', true],
    ['src/routes/_auth/-useNext.ts', false],
  ])('file name %s is accepted: %s', async (filePath, accepted) => {
    const ids = await ruleIdsFor(filePath, 'export const value = 1;\n');
    expect(ids.includes('file-names/kebab-case')).toBe(!accepted);
  });

  it('finds every file of the source folders kebab-case, also those ESLint does not read (CSS, SVG, JSON)', () => {
    const names: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else names.push(path);
      }
    };
    for (const dir of ['src', 'sw', 'sandbox', 'tests', 'scripts', 'bench', 'public']) walk(dir);
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((name) => !isKebabCaseFile(name))).toEqual([]);
  });
});
