import { useCallback } from 'react';
import { translatedMessage, useLocale } from './locale-store.ts';

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

/** src/i18n/formatter.ts (Lingui) installs itself here when a catalog that needs it is loaded. */
export function installFormatter(format: Formatter): void {
  formatter = format;
}

/** A compiled message's part: text, an argument (`[name]`), or an argument with a format (plural, select…). */
type Part = string | [string, ...unknown[]];

/** Text and plain arguments, as Lingui compiles "Continue with {provider}": written without Lingui. */
function isPlain(parts: readonly Part[]): boolean {
  return parts.every((part) => typeof part === 'string' || part.length === 1);
}

/**
 * A message in the language spoken now, formatted with `values` (ICU: `{name}`, plurals, selects). A message
 * the language's catalog lacks is written in English rather than as its key (tests keep the catalogs whole).
 * Always text: a message with markup goes through <RichText>, which makes elements of its tags.
 */
export function translate<K extends string>(messages: Messages<K>, key: K, values?: MessageValues): string {
  const compiled = (translatedMessage(`${messages.namespace}:${key}`) ?? messages.source[key]) as
    string | Part[];
  // plain text: the build keeps it a string (scripts/vite/compile-messages.ts)
  if (typeof compiled === 'string') return compiled;
  if (isPlain(compiled))
    return compiled
      .map((part) => (typeof part === 'string' ? part : String(values?.[part[0]] ?? '')))
      .join('');
  if (!formatter)
    throw new Error(
      `${messages.namespace}:${key} needs the formatter, which its catalog should have brought`,
    );
  return formatter(compiled, values);
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
