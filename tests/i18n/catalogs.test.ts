import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from '../../src/i18n/locales.ts';

/**
 * Issue 31, point 4: the catalogs are whole. Every `messages/en.json` under src/ has a French and an Arabic
 * sibling with the same keys; each message parses as ICU MessageFormat, uses the same arguments and tags as the
 * English one, and is translated (a value equal to the English is an oversight unless it is a word every
 * language writes so). Each catalog is registered under its folder's namespace, the one its translations are
 * loaded under (src/i18n/catalog-loader.ts).
 */

function catalogFolders(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (!entry.isDirectory()) continue;
    if (entry.name === 'messages' && existsSync(join(path, 'en.json'))) found.push(path);
    else found.push(...catalogFolders(path));
  }
  return found;
}

const folders = catalogFolders('src');
const read = (folder: string, locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(folder, `${locale}.json`), 'utf8')) as Record<string, string>;

/** The arguments and tags a message uses: what a translation must keep. */
function slots(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') found.add(`{${token.arg}}`);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        found.add(`{${token.arg}}`);
        for (const option of token.cases) walk(option.tokens);
      }
      if (token.type === 'content')
        for (const [tag] of token.value.matchAll(/<\/?[a-zA-Z][\w-]*\s*\/?>/g))
          found.add(tag.replace(/\s/g, ''));
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/** Words French or Arabic write as English does: names of things, codes and abbreviations. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'API',
  'ID',
  'URL',
  'OK',
  'IBAN',
  'BIC',
  'SWIFT',
  'Webhook',
  'Webhooks',
  'OIDC',
  'MFA',
  'CSV',
  'LTR',
  'RTL',
]);
const SAME_IN_FRENCH = new Set([
  'Test',
  'Transaction',
  'Transactions',
  'Notification',
  'Notifications',
  'Description',
  'Total',
  'Source',
  'Message',
  'Date',
  'Type',
  'Code',
  'Action',
  'Actions',
  'Navigation',
  'Options',
  'Page',
  'Email',
  'E-mail',
  'Commission',
  'Support',
  'Statut',
  'Volume',
  'Minimum',
  'Maximum',
  'Important',
  'Installation',
  'Sessions',
  'Session',
  'Format',
  'Fixe',
  'Documentation',
  'Application',
  'Client',
  'Profil',
  'Logo',
  'Master',
  'Webhooks',
]);

describe('message catalogs', () => {
  it('are found (the sign-in screen has one)', () => {
    expect(folders.map((folder) => relative('src', dirname(folder)))).toContain('features/auth/sign-in');
  });

  for (const folder of folders) {
    const namespace = relative('src', dirname(folder)).replaceAll('\\', '/');
    describe(namespace, () => {
      const english = read(folder, SOURCE_LOCALE);

      it('is registered under its folder’s namespace', () => {
        const index = readFileSync(join(folder, 'index.ts'), 'utf8');
        const named = [...index.matchAll(/defineMessages\(\s*'([^']+)'/g)].map((match) => match[1]);
        expect(named).toEqual([namespace]);
      });

      it('has English messages that parse as ICU MessageFormat', () => {
        for (const [key, message] of Object.entries(english)) {
          expect(message.trim(), `${namespace}:${key} is empty`).not.toBe('');
          expect(() => parse(message), `${namespace}:${key}`).not.toThrow();
        }
      });

      for (const locale of LOCALES.filter((locale) => locale !== SOURCE_LOCALE)) {
        it(`is whole in ${locale}: the same keys, arguments and tags, every message translated`, () => {
          expect(existsSync(join(folder, `${locale}.json`)), `${namespace}/messages/${locale}.json`).toBe(
            true,
          );
          const translated = read(folder, locale);
          expect(Object.keys(translated).sort(), `${namespace} keys in ${locale}`).toEqual(
            Object.keys(english).sort(),
          );
          for (const [key, source] of Object.entries(english)) {
            const message = translated[key] ?? '';
            const where = `${namespace}:${key} in ${locale}`;
            expect(message.trim(), `${where} is empty`).not.toBe('');
            expect(slots(message), where).toEqual(slots(source));
            const same = message === source && /\p{L}/u.test(source);
            const allowed =
              SAME_IN_EVERY_LANGUAGE.has(source) || (locale === 'fr' && SAME_IN_FRENCH.has(source));
            expect(same && !allowed, `${where} is still English: "${source}"`).toBe(false);
          }
        });
      }
    });
  }
});
