import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The structure rules of DESIGN.md are only worth having if ESLint really sees a breach: each case is a file
 * that breaks one rule, linted as if it stood at that path.
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

  it.each(['fetch', 'window.fetch', 'globalThis.fetch', 'self.fetch'])(
    'refuses %s outside src/api',
    async (call) => {
      const code = `export const load = () => ${call}('/v1/user/profile');\n`;
      const ids = await ruleIdsFor('src/features/profile/probe.ts', code);
      expect(ids.some((id) => id.startsWith('no-restricted-'))).toBe(true);
    },
  );

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
    ['src/routes/_auth/-use-next.ts', true],
    ['src/routes/_auth/-useNext.ts', false],
  ])('file name %s is accepted: %s', async (filePath, accepted) => {
    const ids = await ruleIdsFor(filePath, 'export const value = 1;\n');
    expect(ids.includes('file-names/kebab-case')).toBe(!accepted);
  });
});
