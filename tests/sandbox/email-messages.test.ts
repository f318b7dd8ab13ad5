import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { emailLanguage, emailText, type EmailMessageKey } from '../../sandbox/email-text.ts';
import { LOCALES, SOURCE_LOCALE } from '../../src/i18n/locales.ts';
import { parse as parseYaml } from 'yaml';

/**
 * The emails' catalogs (sandbox/email-messages/): one per language the contract names, the same keys and
 * arguments as English, translated, and kept to what sandbox/email-text.ts fills in (plain `{arguments}`).
 */
const FOLDER = join('sandbox', 'email-messages');
const read = (language: string) =>
  JSON.parse(readFileSync(join(FOLDER, `${language}.json`), 'utf8')) as Record<EmailMessageKey, string>;
const english = read(SOURCE_LOCALE);

const contractLanguages = () => {
  const contract = parseYaml(readFileSync(join('openapi', 'provider.yaml'), 'utf8')) as {
    components: { schemas: { Language: { enum: string[] } } };
  };
  return contract.components.schemas.Language.enum;
};

/** The arguments of a message, and whether it uses nothing but text and plain arguments. */
function argumentsOf(message: string): { names: string[]; plain: boolean } {
  const tokens: Token[] = parse(message);
  return {
    names: tokens.flatMap((token) => (token.type === 'argument' ? [token.arg] : [])).sort(),
    plain: tokens.every((token) => token.type === 'content' || token.type === 'argument'),
  };
}

describe("the emails' catalogs", () => {
  it("are one per language of the contract, which are the app's", () => {
    expect(contractLanguages()).toEqual([...LOCALES]);
  });

  for (const language of LOCALES) {
    it(`${language}: the same keys and arguments as English, plain ICU, translated`, () => {
      const catalog = read(language);
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
      for (const key of Object.keys(english) as EmailMessageKey[]) {
        const message = catalog[key];
        expect(message.trim(), `${language}:${key}`).not.toBe('');
        const { names, plain } = argumentsOf(message);
        expect(plain, `${language}:${key} uses only text and {arguments}`).toBe(true);
        expect(names, `${language}:${key}`).toEqual(argumentsOf(english[key]).names);
        if (language !== SOURCE_LOCALE) {
          expect(message, `${language}:${key} is translated`).not.toBe(english[key]);
          // typographic apostrophes (an ASCII one could start an ICU escape)
          expect(message, `${language}:${key}`).not.toContain("'");
        }
      }
    });
  }
});

describe('emailText', () => {
  it('fills the arguments in the language asked for', () => {
    expect(emailText('en', 'inviteSubject', { organization: 'Acme' })).toBe('You are invited to Acme');
    expect(emailText('fr', 'inviteSubject', { organization: 'Acme' })).toBe('Invitation à rejoindre Acme');
    expect(emailText('ar', 'resetBody', { link: '/reset-password?token=1' })).toBe(
      'افتح /reset-password?token=1 خلال ساعة واحدة لاختيار كلمة مرور جديدة.',
    );
  });

  it('writes a value as it is, braces included, and refuses a missing one', () => {
    expect(emailText('en', 'inviteBody', { organization: '{link} & Co' })).toBe(
      'Sign in to accept your invitation to {link} & Co.',
    );
    expect(() => emailText('en', 'inviteBody')).toThrow(/organization/);
  });

  it('writes to a user who never chose a language in English', () => {
    expect(emailLanguage(null)).toBe('en');
    expect(emailLanguage(undefined)).toBe('en');
    expect(emailLanguage('ar')).toBe('ar');
  });
});
