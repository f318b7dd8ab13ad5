import type { Schemas } from './contract-types.ts';
import ar from './email-messages/ar.json' with { type: 'json' };
import en from './email-messages/en.json' with { type: 'json' };
import fr from './email-messages/fr.json' with { type: 'json' };

/** A language the provider writes emails in: the contract's `Language` (en, fr, ar). */
export type EmailLanguage = Schemas['Language'];
export type EmailMessageKey = keyof typeof en;

/**
 * The words of the emails the sandbox sends, one catalog per language of the contract: `email-messages/en.json`
 * is the source, French and Arabic its translations, with the same keys (a missing one fails the typecheck) and
 * the same arguments (tests/sandbox/email-language.test.ts). The messages are ICU MessageFormat kept to plain
 * `{arguments}`, which is all `emailText` fills in: the sandbox carries no ICU runtime.
 */
const CATALOGS: Record<EmailLanguage, Record<EmailMessageKey, string>> = { en, fr, ar };

/** The language an email to this recipient is written in: the one they chose, English when they never did. */
export function emailLanguage(chosen: EmailLanguage | null | undefined): EmailLanguage {
  return chosen ?? 'en';
}

/**
 * A message of the emails' catalog in `language`, its `{arguments}` filled with `values` (in one pass: a value
 * holding braces, such as an organization's name, is written as it is).
 */
export function emailText(
  language: EmailLanguage,
  key: EmailMessageKey,
  values: Readonly<Record<string, string>> = {},
): string {
  return CATALOGS[language][key].replace(/\{(\w+)\}/g, (_placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The email message ${key} needs a value for {${name}}`);
    return value;
  });
}
