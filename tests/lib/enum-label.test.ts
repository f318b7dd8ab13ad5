import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../src/i18n/locale-store.ts';
import { enumLabel } from '../../src/lib/enum-label.ts';
import en from '../../src/lib/enum-words/messages/en.json';

/**
 * Issue 31: a contract value shown as words is a catalog's in each language; a value no catalog names reads as
 * the words the code made of it before (and still makes in every language), never as the raw value.
 */
const contract = parse(readFileSync('openapi/provider.yaml', 'utf8')) as {
  components: { schemas: Record<string, { enum?: string[] }> };
};
/** The contract's enums a screen shows as words (statuses have their own vocabulary). */
const SHOWN = ['CurrencyType', 'PaymentType', 'ProviderType', 'PayoutSchedule', 'OrgRole', 'UserRole', 'Env'];

/** The words enumLabel made of every value before the catalogs ("bank_transfer" → "Bank transfer"). */
const generated = (value: string) => {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

afterEach(() => activateLocale('en'));

describe('enumLabel', () => {
  it.each(SHOWN)('names every %s of the contract in the catalog', (name) => {
    const values = contract.components.schemas[name]?.enum ?? [];
    expect(values.length, name).toBeGreaterThan(0);
    for (const value of values) {
      const key = value.replace(/[_-]+([a-z])/g, (_, letter: string) => letter.toUpperCase());
      expect(Object.keys(en), value).toContain(key);
    }
  });

  it('writes English as it always did', () => {
    for (const value of ['crypto_wallet', 'bank_transfer', 'fiat', 'not-initiated', 'product_not_received'])
      expect(enumLabel(value)).toBe(generated(value));
    for (const [key, word] of Object.entries(en)) expect(word, key).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
  });

  it('speaks the language of the moment it is asked', async () => {
    await activateLocale('fr');
    expect(enumLabel('bank_transfer')).toBe('Virement bancaire');
    expect(enumLabel('crypto')).toBe('Cryptomonnaie');
    expect(enumLabel('live')).toBe('Production');
    await activateLocale('ar');
    expect(enumLabel('card')).toBe('بطاقة');
    expect(enumLabel('fraudulent')).toBe('احتيال');
  });

  it('falls back to generated words for a value no catalog names, in any language', async () => {
    await activateLocale('fr');
    expect(enumLabel('out of stock')).toBe('Out of stock');
    expect(enumLabel('card_testing')).toBe('Card testing');
    // a status is not an enum word: it keeps the status vocabulary's word apart
    expect(enumLabel('success')).toBe('Success');
  });
});
