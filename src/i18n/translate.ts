import { useCallback } from 'react';
import { currentLocale, translatedMessage, useLocale } from './locale-store.ts';
import { SOURCE_LOCALE } from './locales.ts';

/** What a message's ICU arguments take: text, a number (plurals, `#`) or a select's value. */
export type MessageValues = Record<string, string | number>;

/**
 * A namespace's messages: the English catalog beside the code (`messages/en.json`, compiled at build time) and
 * the namespace its translations are filed under (the folder's path under src/, checked by
 * tests/i18n/catalogs.test.ts).
 */
export interface Messages<K extends string> {
  readonly namespace: string;
  readonly source: Readonly<Record<K, string>>;
}

/**
 * Registers a namespace's English messages. `source` is the imported `messages/en.json`: its keys type every
 * `t(key)` of the namespace, so a key missing from English is a type error.
 */
export function defineMessages<K extends string>(namespace: string, source: Record<K, string>): Messages<K> {
  return { namespace, source };
}

type Formatter = (compiled: unknown, values: MessageValues | undefined) => string;
let formatter: Formatter | null = null;

/** src/i18n/formatter.ts (Lingui) installs itself here when a translated language's catalogs load. */
export function installFormatter(format: Formatter): void {
  formatter = format;
}

/** A compiled message's part: text, an argument (`[name]`), or one with a format (`[name, 'plural', cases]`). */
type Part = string | [string, ...unknown[]];
type Cases = Record<string, Part[] | string>;

/** CLDR's English cardinal rule: "one" for exactly 1 (not 1.0, not 21), "other" for every other number. */
const englishPlural = (value: number) => (value === 1 ? 'one' : 'other');

/** A count as English groups it, for `#` in a plural ("12,791"): the same writing as src/lib/count.ts. */
const englishCount = (value: number) =>
  Number.isSafeInteger(value) ? String(value).replace(/\B(?=(\d{3})+$)/g, ',') : String(value);

/**
 * An English message: text, arguments, and the plurals and selects of English (one, other, `=N`), written here.
 * English needs no Intl: a page's first Intl plural or number format loads the locale's data (about 70 ms at 4×
 * CPU, in the dashboard's first render). The other languages' CLDR rules (Arabic's six forms) are Lingui's.
 */
function formatEnglish(parts: readonly Part[], values: MessageValues | undefined, count?: number): string {
  let text = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      text += part === '#' && count !== undefined ? englishCount(count) : part;
      continue;
    }
    const [name, kind, cases] = part as [string, string?, Cases?];
    const value = values?.[name];
    if (!kind || !cases) {
      text += String(value ?? '');
      continue;
    }
    const number = Number(value);
    const chosen =
      kind === 'plural'
        ? (cases[`${number}`] ?? cases[englishPlural(number)] ?? cases.other)
        : (cases[String(value)] ?? cases.other);
    const content = typeof chosen === 'string' ? [chosen] : (chosen ?? []);
    text += formatEnglish(content, values, kind === 'plural' ? number : count);
  }
  return text;
}

/**
 * A message in the language spoken now, formatted with `values` (ICU: `{name}`, plurals, selects). A message
 * the language's catalog lacks is written in English rather than as its key (tests keep the catalogs whole).
 * Always text: a message with markup goes through <RichText>, which makes elements of its tags.
 */
export function translate<K extends string>(messages: Messages<K>, key: K, values?: MessageValues): string {
  const translated = translatedMessage(`${messages.namespace}:${key}`);
  const compiled = (translated ?? messages.source[key]) as string | Part[];
  // plain text: the build keeps it a string (scripts/vite/compile-messages.ts)
  if (typeof compiled === 'string') return compiled;
  // another language's words, or English in another language's rules, are Lingui's to format
  if (currentLocale() !== SOURCE_LOCALE && formatter) return formatter(compiled, values);
  return formatEnglish(compiled, values);
}

/** `t(key, values)` for a component: re-renders in the new language when the user changes it. */
export function useT<K extends string>(messages: Messages<K>): (key: K, values?: MessageValues) => string {
  const locale = useLocale();
  return useCallback(
    (key: K, values?: MessageValues) => translate(messages, key, values),
    // a new function per language: the components that use it (and memoise on it) render the new words
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [messages, locale],
  );
}
