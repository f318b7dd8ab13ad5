import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Issue 31, point 4: `npm test` (its lint step) fails when a component renders a user-visible literal. Each case
 * is a file linted as if it stood in src/; the rule must see the literal and must leave code that is not text.
 */
const eslint = new ESLint();
const RULE = 'i18n/no-literal-ui-text';

async function literalsIn(code: string, filePath = 'src/features/payouts/probe.tsx'): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === RULE).length;
}

describe('the rule against untranslated text', () => {
  it.each([
    ['text between tags', 'export const A = () => <p>No payouts yet</p>;'],
    ['a string put between tags', "export const A = () => <p>{'Saved'}</p>;"],
    ['a label prop', 'export const A = () => <input aria-label="Search payments" />;'],
    [
      'a choice between labels',
      "export const A = ({ on }: { on: boolean }) => <B title={on ? 'On' : 'Off'} />;",
    ],
    [
      'a toast title',
      "export const a = () => notify({ title: 'Refund sent', message: 'It is on its way.' });",
    ],
    ['an option label', "export const options = [{ value: 'paid', label: 'Paid' }];"],
    ['a returned sentence', "export function check(v: string) { return v ? null : 'Enter an amount'; }"],
  ])('reports %s', async (_, code) => {
    expect(await literalsIn(code)).toBeGreaterThan(0);
  });

  it.each([
    [
      'translated text',
      "export const A = ({ t }: { t: (k: string) => string }) => <p title={t('a')}>{t('b')}</p>;",
    ],
    ['numbers, symbols and spaces between tags', 'export const A = () => <p>{1} · {2} — %</p>;'],
    [
      'class names, variants and ids',
      'export const A = () => <p className="x y" data-testid="row" id="Main" />;',
    ],
    ['import paths and types', "import type { X } from './x.ts';\nexport type Kind = 'Bank transfer' | X;"],
    [
      'console lines and programmer errors',
      "console.warn('Missing the key');\nthrow new Error('Not an amount here');",
    ],
    ['comparisons', "export const isPaid = (s: string) => s === 'Paid out';"],
  ])('leaves %s', async (_, code) => {
    expect(await literalsIn(code)).toBe(0);
  });

  it('does not look into the runtime that holds the catalogs', async () => {
    expect(await literalsIn('export const A = () => <p>Text</p>;', 'src/i18n/probe.tsx')).toBe(0);
  });
});
