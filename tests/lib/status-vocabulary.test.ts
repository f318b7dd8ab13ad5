import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../src/i18n/locale-store.ts';
import { isStatusName, statusColour, statusLabel } from '../../src/lib/status-vocabulary.ts';

/**
 * Issue 27, point 7: one word and one colour per status, everywhere. The contract's `…Status` enums are read
 * from openapi/provider.yaml, so a status the provider adds fails here until it has its word. MfaStatus is an
 * account setting the profile explains in sentences, not the status of a record shown as a badge.
 */
const contract = parse(readFileSync('openapi/provider.yaml', 'utf8')) as {
  components: { schemas: Record<string, { enum?: string[] }> };
};
const statusKinds = Object.entries(contract.components.schemas).filter(
  ([name, schema]) => name.endsWith('Status') && name !== 'MfaStatus' && schema.enum,
);

/** Mantine's named colours: a dot coloured by a name Mantine lacks would be invisible. */
const MANTINE_COLOURS = ['gray', 'red', 'grape', 'violet', 'blue', 'teal', 'yellow', 'orange'];

afterEach(() => activateLocale('en'));

describe('the status vocabulary', () => {
  it('reads every status kind of the contract', () => {
    expect(statusKinds.map(([name]) => name)).toEqual(
      expect.arrayContaining(['TransactionStatus', 'RefundStatus', 'DisputeStatus', 'PayoutStatus']),
    );
  });

  it.each(statusKinds)('gives every %s a word and a colour', (_kind, schema) => {
    for (const status of schema.enum!) {
      expect(isStatusName(status), status).toBe(true);
      if (!isStatusName(status)) continue;
      expect(statusLabel(status)).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
      expect(MANTINE_COLOURS).toContain(statusColour(status));
    }
  });

  it('words a successful payment one way (not "Success" nor "Successful")', () => {
    expect(statusLabel('success')).toBe('Succeeded');
    expect(statusLabel('partially_refunded')).toBe('Partially refunded');
  });

  it('speaks the language of the moment it is asked (issue 31), one word per status in each', async () => {
    const every = statusKinds.flatMap(([, schema]) => schema.enum!).filter(isStatusName);
    await activateLocale('fr');
    expect(statusLabel('success')).toBe('Réussi');
    expect(statusLabel('partially_refunded')).toBe('Partiellement remboursé');
    expect(statusLabel('under_review')).toBe('En cours d’examen');
    await activateLocale('ar');
    expect(statusLabel('pending')).toBe('قيد الانتظار');
    for (const status of every)
      expect(statusLabel(status), status).toMatch(/^[\p{Script_Extensions=Arabic} ]+$/u);
    await activateLocale('en');
    expect(statusLabel('success')).toBe('Succeeded');
  });

  it('is the only table of status words in the screens', () => {
    // a second table would drift from this one: no feature spells a status word as a record of labels
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
      });
    const tables = files('src/features').filter((path) =>
      /(success|partially_refunded|processing|under_review):\s*'[A-Z]/.test(readFileSync(path, 'utf8')),
    );
    expect(tables).toEqual([]);
  });
});
