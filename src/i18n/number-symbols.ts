import { currentLocale } from './locale-store.ts';
import { intlLocaleOf, SOURCE_LOCALE, type Locale } from './locales.ts';

/** How a language writes a number: its thousands and decimal separators, and whether it is right to left. */
export interface NumberSymbols {
  group: string;
  decimal: string;
  /** wrap a formatted number or amount in this, so a sign and a code stay beside their digits in RTL text */
  isolate: (text: string) => string;
}

const ENGLISH: NumberSymbols = { group: ',', decimal: '.', isolate: (text) => text };
const known = new Map<Locale, NumberSymbols>([[SOURCE_LOCALE, ENGLISH]]);

/**
 * The separators of the language spoken now, read once from Intl. English's are written here: a page's first
 * Intl number format loads the locale's data (about 70 ms at 4× CPU), which an English first visit never needs.
 * The digits themselves are always grouped by our own code on the decimal's text (src/lib/money.ts), never
 * through a float.
 */
export function numberSymbols(locale: Locale = currentLocale()): NumberSymbols {
  let symbols = known.get(locale);
  if (!symbols) {
    const parts = new Intl.NumberFormat(intlLocaleOf(locale)).formatToParts(12345.6);
    const part = (type: string, fallback: string) => parts.find((p) => p.type === type)?.value ?? fallback;
    // Left-to-right isolation (U+2066 … U+2069): "-1,234.50 USD" stays one left-to-right unit in Arabic text,
    // its minus sign before its digits, as Intl's own Arabic formats keep theirs with a mark.
    const rtl = locale === 'ar';
    symbols = {
      group: part('group', ','),
      decimal: part('decimal', '.'),
      isolate: rtl ? (text) => `\u2066${text}\u2069` : (text) => text,
    };
    known.set(locale, symbols);
  }
  return symbols;
}
